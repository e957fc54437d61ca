import { describe, expect, it } from 'vitest';
import {
  type ContactDetails,
  contactDetailsPayload,
  contactDetailsSchema,
} from './contact-details-schema.ts';

const empty: ContactDetails = { email: '', cellularphone: '', homephone: '', workphone: '' };

function errorsOf(details: ContactDetails): Record<string, string> {
  const result = contactDetailsSchema.safeParse(details);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contactDetailsSchema', () => {
  it('accepts empty fields and Swedish and international numbers', () => {
    expect(errorsOf(empty)).toEqual({});
    expect(
      errorsOf({
        email: 'sofia@example.se',
        cellularphone: '070-123 45 67',
        homephone: '+358 9 4155 2200',
        workphone: '0046 8 123 456 00',
      }),
    ).toEqual({});
  });

  it('names each invalid field', () => {
    expect(
      errorsOf({ email: 'sofia@example', cellularphone: '12', homephone: 'abc', workphone: '08-1' }),
    ).toEqual({
      email: 'InvalidEmail',
      cellularphone: 'InvalidPhone',
      homephone: 'InvalidPhone',
      workphone: 'InvalidPhone',
    });
  });
});

describe('contactDetailsPayload', () => {
  it('trims and sends empty fields as null, which clears them', () => {
    expect(contactDetailsPayload({ ...empty, email: ' sofia@example.se ', homephone: ' ' })).toEqual({
      email: 'sofia@example.se',
      cellularphone: null,
      homephone: null,
      workphone: null,
    });
  });
});
