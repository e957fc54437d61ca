import { describe, expect, it } from 'vitest';
import { contactPayload, contactSchema } from './contact-schema.ts';

function issues(email: string, cellularPhone: string) {
  const result = contactSchema.safeParse({ email, cellularPhone });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('contactSchema', () => {
  it('takes an e-mail address, a mobile number or both', () => {
    expect(issues('emma@example.se', '')).toEqual([]);
    expect(issues('', '070-123 45 67')).toEqual([]);
    expect(issues(' emma@example.se ', '+46701234567')).toEqual([]);
  });

  it('needs at least one, asked for at the e-mail field', () => {
    expect(issues('', '')).toEqual([['email', 'ContactRequired']]);
    expect(issues('  ', ' ')).toEqual([['email', 'ContactRequired']]);
  });

  it('refuses what the server would refuse, at its field', () => {
    expect(issues('emma@example', '')).toEqual([['email', 'InvalidEmail']]);
    expect(issues('', '12345')).toEqual([['cellularPhone', 'InvalidPhone']]);
    expect(issues('nope', '070')).toEqual([
      ['email', 'InvalidEmail'],
      ['cellularPhone', 'InvalidPhone'],
    ]);
  });
});

describe('contactPayload', () => {
  it('sends an empty field as null', () => {
    expect(contactPayload({ email: ' emma@example.se ', cellularPhone: '' })).toEqual({
      email: 'emma@example.se',
      cellularPhone: null,
    });
  });
});
