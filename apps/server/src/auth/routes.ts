/** The session protocol under /api/auth (docs/spec-coverage.md#session-calls). */
import {
  changePasswordRequest,
  credentialsForm,
  csrfResponse,
  errorBody,
  logBody,
  providersResponse,
  redirectResponse,
  sessionResponse,
  sessionUpdateBody,
  signoutForm,
} from '@fordra/contract';
import { missingCredentials, sameSitePath } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import { insertAuditEntry } from '../db/repositories/audit-log.ts';
import { setDebtorLanguage } from '../db/repositories/debtors.ts';
import { ApiError } from '../http/api-error.ts';
import { sessionForUser } from '../presenters/session-for-user.ts';
import { createBeginSession, SIGN_IN_DESCRIPTION } from './begin-session.ts';
import { verifyCredentials } from './credentials.ts';
import { CSRF_COOKIE, csrfBinding, newCsrfCookieValue, tokenFromCookie } from './csrf.ts';
import { createLoginLimits } from './login-limits.ts';
import { changeOwnPassword } from './password-change.ts';
import { sessionCookieOptions } from './session-plugin.ts';
import { SESSION_COOKIE, SESSION_STATE_COOKIE, type SessionStore } from './sessions.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };
const publicRoute = { access: 'public' as const };
/** What the sign-in page reads first: no stored data, so it answers while a first start seeds the demo. */
const signInPageRoute = { ...publicRoute, beforeDemoData: true };

/**
 * The origin callback URLs are read against: the server does not need to know its public address to
 * tell a path of its own from anything else, so every absolute URL is taken as off the site.
 */
const OWN_ORIGIN = 'http://fordra.invalid';

/** Only paths on this site are followed after sign-in or sign-out (`sameSitePath`). */
export function safeCallbackUrl(raw: string | undefined, fallback: string): string {
  return sameSitePath(raw, OWN_ORIGIN, fallback);
}

export async function authRoutes(
  app: FastifyInstance,
  opts: { config: Config; db: Executor; sessions: SessionStore; bankidEnabled: boolean },
) {
  const { config, db, sessions } = opts;
  const limits = createLoginLimits(db, config.loginLimits);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = sessionCookieOptions(config);

  const beginSession = createBeginSession({ config, db, sessions });

  route.get(
    '/session',
    { schema: { tags: ['auth'], response: { 200: sessionResponse } }, config: signInPageRoute },
    async (request) => (request.session ? sessionForUser(request.session) : {}),
  );

  route.get(
    '/csrf',
    { schema: { tags: ['auth'], response: { 200: csrfResponse } }, config: signInPageRoute },
    async (request, reply) => {
      const binding = csrfBinding(request.session);
      const existing = tokenFromCookie(request.cookies[CSRF_COOKIE], config.sessionSecret, binding);
      if (existing) return { csrfToken: existing };
      const { token, cookieValue } = newCsrfCookieValue(config.sessionSecret, binding);
      reply.setCookie(CSRF_COOKIE, cookieValue, cookieOptions);
      return { csrfToken: token };
    },
  );

  route.get(
    '/providers',
    { schema: { tags: ['auth'], response: { 200: providersResponse } }, config: signInPageRoute },
    async () => ({
      credentials: {
        id: 'credentials',
        name: 'Credentials',
        type: 'credentials' as const,
        signinUrl: '/api/auth/signin/credentials',
        callbackUrl: '/api/auth/callback/credentials',
      },
      ...(opts.bankidEnabled
        ? {
            bankid: {
              id: 'bankid',
              name: 'BankID',
              type: 'bankid' as const,
              signinUrl: '/api/auth/signin/bankid',
              callbackUrl: '/api/auth/callback/bankid',
            },
          }
        : {}),
    }),
  );

  // What `signinUrl` advertises: the browser is sent to the sign-in page with that provider chosen,
  // and an unknown provider to the plain sign-in page.
  route.get(
    '/signin/:provider',
    {
      schema: {
        tags: ['auth'],
        params: z.object({ provider: z.string().max(50) }),
        querystring: z.object({ callbackUrl: z.string().max(2000).optional() }),
        response: { 302: z.null().describe('To the sign-in page, with the provider chosen') },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { provider } = request.params;
      const offered = provider === 'credentials' || (provider === 'bankid' && opts.bankidEnabled);
      const search = new URLSearchParams(offered ? { provider } : {});
      const { callbackUrl } = request.query;
      if (callbackUrl) search.set('callbackUrl', safeCallbackUrl(callbackUrl, '/'));
      const query = search.toString();
      return reply.redirect(query ? `/auth/signin?${query}` : '/auth/signin', 302);
    },
  );

  route.post(
    '/callback/:provider',
    {
      schema: {
        tags: ['auth'],
        description: SIGN_IN_DESCRIPTION,
        params: z.object({ provider: z.string() }),
        body: credentialsForm,
        response: { 200: redirectResponse, 404: errorBody, ...errors },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (request.params.provider !== 'credentials') {
        throw new ApiError(404, 'UnknownProvider', 'This sign-in method does not exist.');
      }
      const { username = '', password = '', callbackUrl } = request.body;
      const missing = missingCredentials(username, password);
      if (missing.username)
        throw new ApiError(400, missing.username, 'Enter a username.', { field: 'username' });
      if (missing.password)
        throw new ApiError(400, missing.password, 'Enter a password.', { field: 'password' });
      if (username.length > 200 || password.length > 1000)
        throw new ApiError(400, 'BadRequest', 'The username or password is too long.');
      const { accountId, debtorId } = await verifyCredentials(db, limits, {
        username,
        password,
        ipAddress: request.ip,
      });
      await beginSession(request, reply, accountId, 'credentials');
      await insertAuditEntry(db, { accountId, debtorId, action: 'login.credentials', ipAddress: request.ip });
      return { url: safeCallbackUrl(callbackUrl, '/') };
    },
  );

  route.post(
    '/signout',
    {
      schema: {
        tags: ['auth'],
        body: signoutForm.optional(),
        response: { 200: redirectResponse, ...errors },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      if (request.session) {
        await insertAuditEntry(db, {
          accountId: request.session.accountId,
          debtorId: request.session.debtorId,
          action: 'logout',
          ipAddress: request.ip,
        });
      }
      await sessions.revoke(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.clearCookie(CSRF_COOKIE, cookieOptions);
      reply.clearCookie(SESSION_STATE_COOKIE, { ...cookieOptions, httpOnly: false });
      return { url: safeCallbackUrl(request.body?.callbackUrl, '/auth/signin') };
    },
  );

  route.post(
    '/session',
    {
      schema: { tags: ['auth'], body: sessionUpdateBody, response: { 200: sessionResponse, ...errors } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
      const { language } = request.body.data;
      if (language) {
        await sessions.setLanguage(session.idHash, language);
        // The debtor's profile keeps the choice too, so letters are written in it.
        if (session.debtorId) await setDebtorLanguage(db, session.debtorId, language);
        return sessionForUser({ ...session, language });
      }
      return sessionForUser(session);
    },
  );

  route.post(
    '/password',
    {
      schema: {
        tags: ['auth'],
        body: changePasswordRequest,
        response: { 200: sessionResponse, ...errors },
      },
      config: { access: 'signedIn', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
      await changeOwnPassword(db, session, { ...request.body, ipAddress: request.ip });
      return sessionForUser({ ...session, mustChangePassword: false });
    },
  );

  route.post(
    '/_log',
    {
      schema: { tags: ['auth'], body: logBody, response: { 204: z.null(), 400: errorBody } },
      config: { access: 'public', csrf: false, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { level, code, message } = request.body;
      request.log[level === 'debug' ? 'debug' : level](
        { clientCode: code, clientMessage: message },
        'client log',
      );
      return reply.code(204).send(null);
    },
  );
}
