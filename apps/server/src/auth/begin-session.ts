/**
 * The one way a sign-in ends, whatever the provider: a fresh session (new id, old one revoked), its
 * cookie, and a new CSRF token bound to it.
 */
import { randomBytes } from 'node:crypto';
import { isSupportedLanguage, languageStorageKey } from '@fordra/domain/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import { recordLastLogin, storedLanguageOfAccount } from '../db/repositories/accounts.ts';
import { CSRF_COOKIE, newCsrfCookieValue } from './csrf.ts';
import { sessionCookieOptions } from './session-plugin.ts';
import { type LoginMethod, SESSION_COOKIE, SESSION_STATE_COOKIE, type SessionStore } from './sessions.ts';

/** What the OpenAPI document says of every sign-in call's answer (the CSRF token it replaces). */
export const SIGN_IN_DESCRIPTION =
  'Signs in. A successful answer sets a new session cookie and a new CSRF cookie: the CSRF token ' +
  'fetched before signing in is no longer valid. Fetch `GET /api/auth/csrf` again with the new cookies ' +
  'and send that token in the `X-CSRF-Token` header of every later call that changes something ' +
  '(a call with the old token answers 403 `CsrfTokenInvalid`).';

export type BeginSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  loginMethod: LoginMethod,
) => Promise<void>;

export function createBeginSession(opts: {
  config: Config;
  db: Executor;
  sessions: SessionStore;
}): BeginSession {
  const { config, db, sessions } = opts;
  const cookieOptions = sessionCookieOptions(config);
  return async (request, reply, accountId, loginMethod) => {
    await sessions.revoke(request.cookies[SESSION_COOKIE]);
    // The language the account keeps (chosen in Settings) is the portal's on every device; a browser's
    // own choice only where the account keeps none.
    const stored = await storedLanguageOfAccount(db, accountId);
    const languageCookie = request.cookies[languageStorageKey] ?? null;
    const language = isSupportedLanguage(stored)
      ? stored
      : languageCookie && languageCookie.length <= 8
        ? languageCookie
        : null;
    const { token, idHash } = await sessions.create({
      accountId,
      loginMethod,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      language,
    });
    if (isSupportedLanguage(stored)) {
      // The same cookie the web sets for a choice, so the pages after sign-in are rendered in it.
      reply.setCookie(languageStorageKey, stored, {
        ...cookieOptions,
        httpOnly: false,
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    await recordLastLogin(db, accountId);
    reply.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions,
      maxAge: config.session.absoluteLifetimeSeconds,
    });
    reply.setCookie(CSRF_COOKIE, newCsrfCookieValue(config.sessionSecret, idHash).cookieValue, cookieOptions);
    reply.setCookie(SESSION_STATE_COOKIE, randomBytes(8).toString('hex'), {
      ...cookieOptions,
      httpOnly: false,
      maxAge: config.session.absoluteLifetimeSeconds,
    });
  };
}
