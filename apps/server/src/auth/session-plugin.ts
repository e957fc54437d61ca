/**
 * Who may call what, decided from the matched route and never from the raw URL (which may be
 * percent-encoded). Every route under /api declares `config.access`:
 * - `public`: anyone (the session is still resolved, for the session protocol);
 * - `signedIn`: any live session, even one whose password someone else chose (a new member of staff's
 *   first sign-in), which may call nothing else until its own password is set; `debtor`: a signed-in debtor; `staff`: the provider's staff;
 * - `creditor`: a client's user, or a client system with an API key (`apiKey: false` takes users only);
 * - `debtorOrCreditor`: either, each answered with their own data (`cases`, `invoices`, documents);
 * - `creditorOrStaff`: a client's user or system, or the provider's staff (the conversations they share);
 * - `staffAdmin`: a member of staff with the admin role (clients' policies, staff accounts);
 * - `monitoring`: the monitoring system, with `Authorization: Bearer <METRICS_TOKEN>` (the metrics), on
 *   whatever path: no session or API key is read for it.
 * A client's read-only user, and a key with the read scope, may not call what changes data (every
 * state-changing method unless the route says `changesData: false`); `clientAdmin: true` routes are
 * for the client's administrators, signed in. The server refuses to start while a route under /api
 * declares nothing. State-changing calls carry the CSRF token of the browser's session unless a
 * route says `csrf: false` or the caller uses an API key (which a browser never sends by itself).
 * API responses are `Cache-Control: no-store` unless a route declares `cacheable: true`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config-types.ts';
import { ApiError } from '../http/api-error.ts';
import { type ApiKeyCaller, type ApiKeyStore, bearerToken } from './api-keys.ts';
import { CSRF_COOKIE, csrfBinding, tokenFromCookie, tokensMatch } from './csrf.ts';
import { carriesMonitoringToken } from './monitoring-token.ts';
import { type ActiveSession, SESSION_COOKIE, type SessionStore } from './sessions.ts';

export const ROUTE_ACCESS = [
  'public',
  'signedIn',
  'debtor',
  'creditor',
  'debtorOrCreditor',
  'creditorOrStaff',
  'staff',
  'staffAdmin',
  'monitoring',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * A route under /api as the session layer enforces it: `csrf`, whether a session's call needs the CSRF
 * token; `apiKey`, whether client systems may call it with a key; `changesData`, whether read-only
 * callers are refused; `clientAdmin`, whether only a client's administrators may call it.
 */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  csrf: boolean;
  cacheable: boolean;
  apiKey: boolean;
  changesData: boolean;
  clientAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared access, once the app is ready (read-only). */
    declaredRoutes(): DeclaredRoute[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The client system calling with an API key, on routes that take keys. */
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    csrf?: boolean;
    cacheable?: boolean;
    apiKey?: boolean;
    changesData?: boolean;
    clientAdmin?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The access levels a client's users and systems may call, with the rules of clients. */
const CLIENT_ACCESS = new Set<RouteAccess>(['creditor', 'debtorOrCreditor', 'creditorOrStaff']);

type RouteRules = Pick<DeclaredRoute, 'access' | 'apiKey' | 'changesData' | 'clientAdmin'>;

/** The rules of a route's declaration, with the defaults filled in. */
function routeRules(
  method: string,
  config:
    | { access?: RouteAccess; apiKey?: boolean; changesData?: boolean; clientAdmin?: boolean }
    | undefined,
): RouteRules {
  const access = config?.access as RouteAccess;
  const forClients = CLIENT_ACCESS.has(access);
  const clientAdmin = forClients && config?.clientAdmin === true;
  return {
    access,
    apiKey: forClients && !clientAdmin && config?.apiKey !== false,
    changesData: config?.changesData ?? !SAFE_METHODS.has(method),
    clientAdmin,
  };
}

export type SignedInDebtor = { debtorId: string; debtorGuid: string; session: ActiveSession };

/** The signed-in debtor of a request on a route declared with `access: 'debtor'`. */
export function currentDebtor(request: FastifyRequest): SignedInDebtor {
  const session = request.session;
  if (!session?.debtorId || !session.debtorGuid)
    throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
  return { debtorId: session.debtorId, debtorGuid: session.debtorGuid, session };
}

/** Who calls a route declared with `access: 'creditor'`: a client's user or a client system. */
export type CreditorCaller = {
  clientId: string;
  clientGuid: string;
  /** The signed-in user; null for a client system's API key. */
  accountId: string | null;
  apiKeyId: string | null;
  /** Whether the caller may change data (not a read-only user or a read-scope key). */
  canWrite: boolean;
  isAdmin: boolean;
};

/** The client's user or system of a request on a route declared with `access: 'creditor'`. */
export function currentCreditor(request: FastifyRequest): CreditorCaller {
  const key = request.apiKey;
  if (key) {
    return {
      clientId: key.clientId,
      clientGuid: key.clientGuid,
      accountId: null,
      apiKeyId: key.apiKeyId,
      canWrite: key.scope === 'readWrite',
      isAdmin: false,
    };
  }
  const session = request.session;
  if (session?.role !== 'creditor' || !session.clientId || !session.clientGuid)
    throw new ApiError(403, 'Forbidden', 'This is for the provider’s clients only.');
  return {
    clientId: session.clientId,
    clientGuid: session.clientGuid,
    accountId: session.accountId,
    apiKeyId: null,
    canWrite: session.clientRole === 'admin' || session.clientRole === 'user',
    isAdmin: session.clientRole === 'admin',
  };
}

/** The caller of a `debtorOrCreditor` route: the signed-in debtor, or the client's user or system. */
export function currentParty(
  request: FastifyRequest,
): { kind: 'debtor'; debtor: SignedInDebtor } | { kind: 'creditor'; creditor: CreditorCaller } {
  if (request.session?.role === 'debtor') return { kind: 'debtor', debtor: currentDebtor(request) };
  return { kind: 'creditor', creditor: currentCreditor(request) };
}

/** The signed-in member of staff of a request on a route declared with `access: 'staff'` or `'staffAdmin'`. */
export function currentStaff(request: FastifyRequest): ActiveSession {
  const session = request.session;
  if (session?.role !== 'staff') throw forStaff();
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

const forDebtors = () => new ApiError(403, 'Forbidden', 'This is for debtors only.');
const forClients = () => new ApiError(403, 'Forbidden', 'This is for the provider’s clients only.');
const readOnly = () =>
  new ApiError(403, 'ReadOnlyAccess', 'Your access is read-only, so nothing can be changed with it.');
const forAdmins = () =>
  new ApiError(403, 'Forbidden', 'Only an administrator of the client, signed in, can do this.');
const forStaff = () => new ApiError(403, 'Forbidden', 'This is for the provider’s staff only.');
const forMonitoring = () =>
  new ApiError(401, 'Unauthorized', 'This is for the monitoring system, with its token.', {
    headers: { 'www-authenticate': 'Bearer' },
  });
const passwordChangeFirst = () =>
  new ApiError(403, 'PasswordChangeRequired', 'Choose a password of your own before you go on.');
const forStaffAdmins = () =>
  new ApiError(403, 'Forbidden', 'Only an administrator of the provider’s staff can do this.');

/**
 * Whether a session is one of `role`, with whom it stands for (a debtor's the debtor, a client's user
 * the client): what `access: 'debtor'`, `'creditor'` (of a session) and `'staff'` admit.
 */
export function isSessionOf(session: ActiveSession | null, role: ActiveSession['role']): boolean {
  if (session?.role !== role) return false;
  if (role === 'debtor') return session.debtorId !== null;
  if (role === 'creditor') return session.clientId !== null;
  return true;
}

/** Throws 401 or 403 when the session may not call a route with these rules. */
function assertAccess(rules: RouteRules, session: ActiveSession | null): void {
  const { access } = rules;
  if (access === 'public') return;
  if (!session) throw new ApiError(401, 'Unauthorized', 'Sign in to continue.');
  // A password someone else chose opens the way to choosing one's own (`signedIn` routes), no further.
  if (session.mustChangePassword && access !== 'signedIn') throw passwordChangeFirst();
  const isDebtor = isSessionOf(session, 'debtor');
  const isCreditor = isSessionOf(session, 'creditor');
  const isStaff = isSessionOf(session, 'staff');
  if (access === 'debtor' && !isDebtor) throw forDebtors();
  if (access === 'creditor' && !isCreditor) throw forClients();
  if (access === 'debtorOrCreditor' && !isDebtor && !isCreditor) throw forClients();
  if (access === 'creditorOrStaff' && !isCreditor && !isStaff) throw forClients();
  if ((access === 'staff' || access === 'staffAdmin') && !isStaff) throw forStaff();
  if (access === 'staffAdmin' && session.staffRole !== 'admin') throw forStaffAdmins();
  if (!isCreditor || !CLIENT_ACCESS.has(access)) return;
  if (rules.clientAdmin && session.clientRole !== 'admin') throw forAdmins();
  if (rules.changesData && session.clientRole === 'readOnly') throw readOnly();
}

/** Throws 401 or 403 when a client system's key may not call a route with these rules. */
function assertKeyAccess(rules: RouteRules, key: ApiKeyCaller | null): asserts key is ApiKeyCaller {
  if (!key) throw new ApiError(401, 'InvalidApiKey', 'The API key is not valid or has been revoked.');
  if (rules.changesData && key.scope !== 'readWrite') throw readOnly();
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
        ...routeRules(method, route.config),
        csrf: !SAFE_METHODS.has(method) && route.config?.csrf !== false,
        cacheable: route.config?.cacheable === true,
      })),
    ),
  );
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; sessions: SessionStore; apiKeys: ApiKeyStore }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('apiKey', null);
    declareAccess(app);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const { config } = request.routeOptions;
      const url = request.routeOptions.url;
      if (config.access === 'monitoring') {
        if (!carriesMonitoringToken(request.headers.authorization, opts.config.metrics.token))
          throw forMonitoring();
        return;
      }
      // Pages, static files and addresses no route matches carry no session and need none.
      if (!config.access || !url || !isApiPath(url)) return;
      const rules = routeRules(request.method, config);
      const token = request.cookies[SESSION_COOKIE];
      const key = bearerToken(request.headers.authorization);
      if (key !== undefined && rules.access !== 'public') {
        if (!rules.apiKey) {
          throw new ApiError(
            403,
            'Forbidden',
            'This call does not take API keys; a user must sign in for it.',
          );
        }
        if (token) {
          throw new ApiError(400, 'BadRequest', 'Send either an API key or a session cookie, not both.');
        }
        request.apiKey = await opts.apiKeys.resolve(key);
        assertKeyAccess(rules, request.apiKey);
        return;
      }
      request.session = await opts.sessions.resolve(token);
      if (token && !request.session) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(opts.config));
      assertAccess(rules, request.session);
    });

    // After body parsing, so a form's `csrfToken` field counts as well as the header, and before the
    // body is validated, so a request without its token is refused as such whatever it holds.
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || !request.routeOptions.url) return;
      if (request.routeOptions.config.csrf === false || request.apiKey) return;
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
