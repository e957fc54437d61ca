import { describe, expect, it } from 'vitest';
import { missingCredentials } from './credentials.ts';

describe('missingCredentials', () => {
  it('names an empty username, spaces alone included, and an empty password', () => {
    expect(missingCredentials('', '')).toEqual({
      username: 'UsernameRequired',
      password: 'PasswordRequired',
    });
    expect(missingCredentials('  ', 'hemligt')).toEqual({ username: 'UsernameRequired' });
    expect(missingCredentials('ny', '')).toEqual({ password: 'PasswordRequired' });
  });

  it('takes a password of spaces as typed, and asks for nothing when both are given', () => {
    expect(missingCredentials('ny', '   ')).toEqual({});
    expect(missingCredentials(' ny ', 'demo1234')).toEqual({});
  });
});
