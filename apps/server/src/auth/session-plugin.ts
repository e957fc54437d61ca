/**
 * Resolves the session of every API request and guards state-changing calls with the CSRF check.
 * Routes say what they need through `config`: `auth: 'debtor'` requires a signed-in debtor,
 * `auth: 'staff'` one of the provider's staff,
 * `csrf: false` opts a route out of the CSRF check.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import { CSRF_COOKIE, tokenFromCookie, tokensMatch } from './csrf.ts';
import { type ActiveSession, SESSION_COOKIE, type SessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    auth?: 'debtor' | 'staff';
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SignedInDebtor = { debtorId: string; debtorGuid: string; session: ActiveSession };

/** The signed-in debtor of a request on a route declared with `auth: 'debtor'`. */
export function currentDebtor(request: FastifyRequest): SignedInDebtor {
  const session = request.session;
  if (!session?.debtorId || !session.debtorGuid)
    throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
  return { debtorId: session.debtorId, debtorGuid: session.debtorGuid, session };
}

export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; sessions: SessionStore }) => {
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      request.session = await opts.sessions.resolve(token);
      if (token && !request.session) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(opts.config));
      const needs = request.routeOptions.config.auth;
      if (needs === 'debtor' && !request.session?.debtorId) {
        throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
      }
      if (needs === 'staff') {
        if (!request.session) throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
        if (request.session.role !== 'staff')
          throw new ApiError(403, 'Forbidden', 'This is for the provider’s staff only.');
      }
    });

    // After body parsing, so a form's `csrfToken` field counts as well as the header.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
      if (!request.url.startsWith('/api/')) return;
      const bodyToken =
        request.body && typeof request.body === 'object' && 'csrfToken' in request.body
          ? request.body.csrfToken
          : undefined;
      const given = request.headers['x-csrf-token'] ?? bodyToken;
      if (typeof given !== 'string' || given === '') {
        throw new ApiError(
          403,
          'CsrfTokenMissing',
          'The security token is missing. Reload the page and try again.',
        );
      }
      const expected = tokenFromCookie(request.cookies[CSRF_COOKIE], opts.config.sessionSecret);
      if (!expected || !tokensMatch(given, expected)) {
        throw new ApiError(
          403,
          'CsrfTokenInvalid',
          'The security token has expired. Reload the page and try again.',
        );
      }
    });
  },
  { name: 'fordra-session' },
);
