import { describe, expect, it } from 'vitest';
import { inviteFormSchema, isInviteField, isUsernameFormError } from './invite-form.ts';

const valid = { username: 'nils.ny', displayName: 'Nils Ny', email: 'nils@example.se', role: 'user' };

const codesOf = (input: Record<string, string>) => {
  const parsed = inviteFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('inviteFormSchema', () => {
  it('takes a complete invitation', () => {
    expect(inviteFormSchema.safeParse(valid).success).toBe(true);
  });

  it('answers with the server’s codes for each field', () => {
    expect(codesOf({ ...valid, username: 'nils ny', displayName: ' ' })).toEqual({
      username: 'BadRequest',
      displayName: 'FieldRequired',
    });
  });

  it('refuses an e-mail address without a domain by the domain’s rule', () => {
    expect(codesOf({ ...valid, email: 'nils@' })).toEqual({ email: 'InvalidEmail' });
  });
});

describe('isUsernameFormError', () => {
  it('explains a short or badly formed username, not an empty one', () => {
    expect(isUsernameFormError('BadRequest', 'nils ny')).toBe(true);
    expect(isUsernameFormError('FieldRequired', 'ni')).toBe(true);
    expect(isUsernameFormError('FieldRequired', '  ')).toBe(false);
    expect(isUsernameFormError('UsernameTaken', 'nils')).toBe(false);
  });
});

describe('isInviteField', () => {
  it('knows the form’s fields only', () => {
    expect(isInviteField('email')).toBe(true);
    expect(isInviteField('token')).toBe(false);
    expect(isInviteField(undefined)).toBe(false);
  });
});
