/**
 * CSRF tokens bound to a cookie (double submit) and to the session: the cookie holds `token.hmac`,
 * where the HMAC covers the token and the session it was issued for, and every state-changing call
 * must echo `token` in the `X-CSRF-Token` header or a `csrfToken` field. A sign-in issues a new one,
 * so a token from before the sign-in (or another session's) is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'fordra.csrf';

/** What a token is bound to: the session's id hash, or nothing for a visitor who has not signed in. */
export const csrfBinding = (session: { idHash: string } | null): string => session?.idHash ?? '';

const sign = (token: string, secret: string, binding: string) =>
  createHmac('sha256', secret).update(`csrf:${binding}:${token}`).digest('base64url');

export function newCsrfCookieValue(secret: string, binding: string): { token: string; cookieValue: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookieValue: `${token}.${sign(token, secret, binding)}` };
}

/** The token a well-formed, untampered cookie issued for `binding` carries, else null. */
export function tokenFromCookie(
  cookieValue: string | undefined,
  secret: string,
  binding: string,
): string | null {
  if (!cookieValue) return null;
  const [token, mac] = cookieValue.split('.');
  if (!token || !mac) return null;
  const expected = Buffer.from(sign(token, secret, binding));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
}

export function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
