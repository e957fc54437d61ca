/**
 * CSRF tokens bound to a cookie (double submit): the cookie holds `token.hmac`, and every
 * state-changing call must echo `token` in the `X-CSRF-Token` header or a `csrfToken` field.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'fordra.csrf';

const sign = (token: string, secret: string) =>
  createHmac('sha256', secret).update(`csrf:${token}`).digest('base64url');

export function newCsrfCookieValue(secret: string): { token: string; cookieValue: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookieValue: `${token}.${sign(token, secret)}` };
}

/** The token a well-formed, untampered cookie carries, else null. */
export function tokenFromCookie(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const [token, mac] = cookieValue.split('.');
  if (!token || !mac) return null;
  const expected = Buffer.from(sign(token, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
}

export function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
