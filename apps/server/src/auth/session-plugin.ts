/**
 * Who may call what, decided from the matched route and never from the raw URL (which may be
 * percent-encoded). Every route under /api declares `config.access`:
 * - `public`: anyone (the session is still resolved, for the session protocol);
 * - `signedIn`: any live session; `debtor`: a signed-in debtor; `staff`: the provider's staff.
 * The server refuses to start while a route under /api declares nothing. State-changing calls carry
 * the CSRF token of the browser's session unless a route says `csrf: false`. API responses are
 * `Cache-Control: no-store` unless a route declares `cacheable: true` (public documents only).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import { CSRF_COOKIE, csrfBinding, tokenFromCookie, tokensMatch } from './csrf.ts';
import { type ActiveSession, SESSION_COOKIE, type SessionStore } from './sessions.ts';

export const ROUTE_ACCESS = ['public', 'signedIn', 'debtor', 'staff'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** A route under /api as the session layer enforces it; `csrf`: whether it requires the CSRF token. */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  csrf: boolean;
  cacheable: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared access, once the app is ready (read-only). */
    declaredRoutes(): DeclaredRoute[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    csrf?: boolean;
    cacheable?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SignedInDebtor = { debtorId: string; debtorGuid: string; session: ActiveSession };

/** The signed-in debtor of a request on a route declared with `access: 'debtor'`. */
export function currentDebtor(request: FastifyRequest): SignedInDebtor {
  const session = request.session;
  if (!session?.debtorId || !session.debtorGuid)
    throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
  return { debtorId: session.debtorId, debtorGuid: session.debtorGuid, session };
}

/** The signed-in member of staff of a request on a route declared with `access: 'staff'`. */
export function currentStaff(request: FastifyRequest): ActiveSession {
  const session = request.session;
  if (session?.role !== 'staff')
    throw new ApiError(403, 'Forbidden', 'This is for the provider’s staff only.');
  return session;
}

export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function decodedPath(rawUrl: string): string {
  const path = rawUrl.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when a request is for the API: by its matched route, or (no route matched) by its decoded path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? decodedPath(request.url));
}

/** Throws 401 or 403 when the session may not call a route with this access. */
function assertAccess(access: RouteAccess, session: ActiveSession | null): void {
  if (access === 'public') return;
  if (!session) throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
  if (access === 'debtor' && (session.role !== 'debtor' || !session.debtorId))
    throw new ApiError(403, 'Forbidden', 'This is for debtors only.');
  if (access === 'staff' && session.role !== 'staff')
    throw new ApiError(403, 'Forbidden', 'This is for the provider’s staff only.');
}

/** Every route under /api must say who may call it; other routes (pages, static files) are public. */
function declareAccess(app: FastifyInstance): void {
  const apiRoutes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) apiRoutes.push(route);
    else if (!route.config?.access) route.config = { ...route.config, access: 'public' };
  });
  app.addHook('onReady', async () => {
    const undeclared = apiRoutes.filter(
      (route) => !ROUTE_ACCESS.includes(route.config?.access as RouteAccess),
    );
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Routes under /api must declare config.access (${ROUTE_ACCESS.join(', ')}): ${list}`);
    }
  });
  // Read from the routes' options when asked: a plugin's own onRoute hook may set `config` after ours.
  app.decorate('declaredRoutes', () =>
    apiRoutes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access as RouteAccess,
        csrf: !SAFE_METHODS.has(method) && route.config?.csrf !== false,
        cacheable: route.config?.cacheable === true,
      })),
    ),
  );
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; sessions: SessionStore }) => {
    app.decorateRequest('session', null);
    declareAccess(app);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const { access } = request.routeOptions.config;
      const url = request.routeOptions.url;
      // Pages, static files and addresses no route matches carry no session and need none.
      if (!access || !url || !isApiPath(url)) return;
      const token = request.cookies[SESSION_COOKIE];
      request.session = await opts.sessions.resolve(token);
      if (token && !request.session) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(opts.config));
      assertAccess(access, request.session);
    });

    // After body parsing, so a form's `csrfToken` field counts as well as the header, and before the
    // body is validated, so a request without its token is refused as such whatever it holds.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || !request.routeOptions.url) return;
      if (request.routeOptions.config.csrf === false) return;
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
      const expected = tokenFromCookie(
        request.cookies[CSRF_COOKIE],
        opts.config.sessionSecret,
        csrfBinding(request.session),
      );
      if (!expected || !tokensMatch(given, expected)) {
        throw new ApiError(
          403,
          'CsrfTokenInvalid',
          'The security token has expired. Reload the page and try again.',
        );
      }
    });

    // Personal data must not stay in a browser's or a proxy's cache.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiRequest(request) && !request.routeOptions.config.cacheable)
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'fordra-session' },
);
