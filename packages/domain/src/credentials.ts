/** What a username-and-password sign-in lacks: each field's error code, none when both are given. */
export type MissingCredentials = { username?: 'UsernameRequired'; password?: 'PasswordRequired' };

/**
 * The fields a sign-in cannot be tried without: a username (spaces alone are none) and a password
 * (taken as typed: spaces may be part of it). The server refuses them with these codes; the sign-in
 * form names them before sending.
 */
export function missingCredentials(username: string, password: string): MissingCredentials {
  return {
    ...(username.trim() === '' && { username: 'UsernameRequired' as const }),
    ...(password === '' && { password: 'PasswordRequired' as const }),
  };
}
