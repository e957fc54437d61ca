import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters, counted as code points', () => {
    expect(passwordProblem('aaaaaaaaaa')).toBe('PasswordTooShort');
    expect(passwordProblem('kort lösen!')).toBe('PasswordTooShort');
    expect(passwordProblem('🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈')).toBe('PasswordTooShort');
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('FieldTooLong');
  });

  it('refuses common passwords and common words dressed in digits, symbols and look-alikes', () => {
    for (const password of [
      'password1234',
      'Password1234!',
      'P@ssw0rd2024',
      'p4ssw0rd1234',
      'qwerty123456',
      'qwertyuiop12',
      '1qaz2wsx3edc',
      'q1w2e3r4t5y6',
      'Sommar2024!!',
      'Lösenord1234',
      'välkommen123',
      '2024-fordra-2024',
      'aaaaaaaaaaaa',
      'abababababab',
      '121212121212',
      '123456789012',
      '098765432109',
      'abcdefghijkl',
    ]) {
      expect(passwordProblem(password), password).toBe('PasswordTooCommon');
    }
  });

  it('takes a long passphrase or a random string, with no rule on kinds of characters', () => {
    for (const password of [
      'korrekt häst batteri häftklammer',
      'tre små grodor hoppar',
      'kH7#mQ2zL9vX',
      'fjällbjörkarnas',
      '839201748362',
      'password manager makes this one long',
    ]) {
      expect(passwordProblem(password), password).toBeNull();
    }
  });
});
