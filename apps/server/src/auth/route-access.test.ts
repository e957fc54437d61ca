/**
 * The authorisation matrix: every route the app itself declares, called by an anonymous visitor, a
 * debtor, a client's admin, a client's read-only user, a client system with an API key and a member of
 * staff, on its path and on percent-encoded spellings of it, with the caller's valid CSRF token and a
 * body the route accepts, so that only the access rule can refuse. State-changing routes are called
 * without the token as well. API answers are never kept in caches unless declared so.
 */
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoApiKey } from '../seed/demo-data.ts';
import {
  type ApiOperation,
  apiOperations,
  exampleOf,
  type KnownValues,
  pathSegments,
} from '../test/api-operations.ts';
import { encodeBody } from '../test/request-body.ts';
import { freshAddress, signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';
import { CSRF_COOKIE } from './csrf.ts';
import type { DeclaredRoute, RouteAccess } from './session-plugin.ts';
import { SESSION_COOKIE } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  // Every sign-in attempt of the matrix is a wrong password for one made-up account; every spelling of the
  // verification route sends a code to the same address.
  t = await startTestApp({
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    VERIFICATION_CODES_PER_HOUR: '1000',
  });
});
afterAll(() => t.close());

type Role = 'debtor' | 'clientAdmin' | 'clientReader' | 'apiKey' | 'staff' | 'staffAdmin' | null;
type Caller = { name: string; role: Role; username: string | null; visitor: Visitor; apiKey?: string };

/** Who may call each access level (besides `public`, which is anyone's). */
const ALLOWED: Record<Exclude<RouteAccess, 'public'>, Role[]> = {
  signedIn: ['debtor', 'clientAdmin', 'clientReader', 'staff', 'staffAdmin'],
  debtor: ['debtor'],
  creditor: ['clientAdmin', 'clientReader', 'apiKey'],
  debtorOrCreditor: ['debtor', 'clientAdmin', 'clientReader', 'apiKey'],
  creditorOrStaff: ['clientAdmin', 'clientReader', 'apiKey', 'staff', 'staffAdmin'],
  staff: ['staff', 'staffAdmin'],
  staffAdmin: ['staffAdmin'],
  // The monitoring system's token is none of theirs (http/metrics.test.ts).
  monitoring: [],
};

/** The refusal a caller of this role must get from a route, or null when it may call it. */
function refusalFor(route: DeclaredRoute, role: Role): { status: number; code: string } | null {
  if (route.access === 'public') return null;
  if (role === 'apiKey' && !route.apiKey) return { status: 403, code: 'Forbidden' };
  if (role === null) return { status: 401, code: 'Unauthorized' };
  if (!ALLOWED[route.access].includes(role)) return { status: 403, code: 'Forbidden' };
  if (route.clientAdmin && role !== 'clientAdmin') return { status: 403, code: 'Forbidden' };
  // Read-only is a client's rule: signing out or choosing a language changes nothing of the client's.
  const clientRoute = ALLOWED[route.access].includes('apiKey');
  if (clientRoute && route.changesData && role === 'clientReader')
    return { status: 403, code: 'ReadOnlyAccess' };
  return null;
}

/** Path parameters the schema leaves open: the sign-in provider the handler serves, a file of the docs viewer. */
const known: KnownValues = { provider: 'credentials', '*': 'static/index.html' };

const hex = (char: string, upper: boolean) => {
  const code = (char.codePointAt(0) ?? 0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};
const encodeLetters = (text: string, upper: boolean) => text.replace(/[A-Za-z]/g, (c) => hex(c, upper));

type Spelling = { name: string; url: string; routed: boolean };

/**
 * The route's path and other spellings of it. The router decodes percent-encoded characters before
 * matching, so `routed` spellings reach the same route; an encoded slash or a doubly encoded letter is
 * not decoded into the path and matches no route (404).
 */
function spellings(route: DeclaredRoute, operation: ApiOperation | undefined): Spelling[] {
  const segments = pathSegments(route.url).map((segment) => ({
    text: segment.param
      ? String(exampleOf(operation?.pathParams[segment.param] ?? {}, known, segment.param))
      : segment.text,
    param: segment.param !== null,
  }));
  const spell = (encode: (text: string, index: number) => string) =>
    `/${segments.map((s, index) => (s.param ? s.text : encode(s.text, index))).join('/')}`;
  const [, area = '', ...rest] = segments.map((s) => s.text);
  const all: Spelling[] = [
    { name: 'path', url: spell((text) => text), routed: true },
    { name: '%61pi', url: spell((text, i) => (i === 0 ? '%61pi' : text)), routed: true },
    { name: 'ap%69', url: spell((text, i) => (i === 0 ? 'ap%69' : text)), routed: true },
    { name: '%61%70%69', url: spell((text, i) => (i === 0 ? '%61%70%69' : text)), routed: true },
    {
      name: 'area letter',
      url: spell((text, i) => (i === 1 && text ? hex(text.charAt(0), false) + text.slice(1) : text)),
      routed: true,
    },
    { name: 'upper-case hex', url: spell((text) => encodeLetters(text, true)), routed: true },
    { name: 'lower-case hex', url: spell((text) => encodeLetters(text, false)), routed: true },
    { name: 'encoded slash', url: `/api%2F${[area, ...rest].join('/')}`, routed: false },
    { name: 'doubly encoded', url: spell((text, i) => (i === 0 ? '%2561pi' : text)), routed: false },
  ];
  return all.filter((spelling, index) => all.findIndex((s) => s.url === spelling.url) === index);
}

/** After a call that ended the caller's session or CSRF cookie (sign-out), the caller starts again. */
async function restore(caller: Caller): Promise<void> {
  const { visitor } = caller;
  if (caller.username && !visitor.cookies.has(SESSION_COOKIE)) {
    await visitor.fetchCsrf();
    const response = await visitor.signIn(caller.username);
    if (response.statusCode !== 200) throw new Error(`Sign-in of ${caller.username}: ${response.body}`);
  } else if (!visitor.cookies.has(CSRF_COOKIE)) {
    await visitor.fetchCsrf();
  }
}

async function call(
  caller: Caller,
  method: string,
  url: string,
  options: { body: ReturnType<typeof encodeBody> | undefined; csrf: boolean },
): Promise<LightMyRequestResponse> {
  // A client system is an anonymous browser with a key: public routes treat it as such.
  const headers: Record<string, string> = { cookie: caller.visitor.cookieHeader };
  if (caller.apiKey) headers.authorization = `Bearer ${caller.apiKey}`;
  if (options.csrf) headers['x-csrf-token'] = caller.visitor.csrfToken;
  if (options.body) headers['content-type'] = options.body.contentType;
  const response = caller.visitor.keepCookies(
    await t.app.inject({
      method: method as HTTPMethods,
      url,
      headers,
      payload: options.body?.payload,
      remoteAddress: freshAddress(),
    }),
  );
  await restore(caller);
  return response;
}

const errorCode = (response: LightMyRequestResponse): string | undefined =>
  String(response.headers['content-type']).startsWith('application/json') && response.body
    ? (response.json() as { error?: { code?: string } }).error?.code
    : undefined;

const ACCESS_REFUSALS = new Set([
  'Unauthorized',
  'Forbidden',
  'ReadOnlyAccess',
  'InvalidApiKey',
  'CsrfTokenMissing',
  'CsrfTokenInvalid',
]);

describe('the authorisation matrix', () => {
  it('holds every route to its declaration for every caller and every spelling of its path', async () => {
    const callers: Caller[] = [
      { name: 'anonymous', role: null, username: null, visitor: new Visitor(t.app) },
      { name: 'debtor', role: 'debtor', username: 'demo', visitor: await signedIn(t.app, 'demo') },
      { name: 'client admin', role: 'clientAdmin', username: 'kund', visitor: await signedIn(t.app, 'kund') },
      {
        name: 'client reader',
        role: 'clientReader',
        username: 'kundlas',
        visitor: await signedIn(t.app, 'kundlas'),
      },
      {
        name: 'client system',
        role: 'apiKey',
        username: null,
        visitor: new Visitor(t.app),
        apiKey: demoApiKey.key,
      },
      {
        name: 'staff',
        role: 'staff',
        username: 'handlaggare',
        visitor: await signedIn(t.app, 'handlaggare'),
      },
      { name: 'staff admin', role: 'staffAdmin', username: 'chef', visitor: await signedIn(t.app, 'chef') },
    ];
    for (const caller of callers) if (!caller.username) await caller.visitor.fetchCsrf();
    const operations = apiOperations(t.app);
    const routes = t.app.declaredRoutes();
    const unexpected: string[] = [];
    let answers = 0;
    let withoutToken = 0;
    let spellingCount = 0;

    for (const route of routes) {
      const operationMethod = route.method === 'HEAD' ? 'GET' : route.method;
      const operation = operations.find((o) => o.url === route.url && o.method === operationMethod);
      const safe = ['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      const body =
        !safe && operation?.body
          ? encodeBody(operation.body.mediaType, exampleOf(operation.body.schema, known))
          : undefined;
      const routeSpellings = spellings(route, operation);
      spellingCount += routeSpellings.length;

      for (const caller of callers) {
        const refusal = refusalFor(route, caller.role);
        let pathStatus: number | undefined;
        for (const spelling of routeSpellings) {
          const where = `${route.method} ${spelling.url} (${spelling.name}, ${route.access}) as ${caller.name}`;
          const response = await call(caller, route.method, spelling.url, { body, csrf: true });
          answers += 1;
          const code = errorCode(response);
          const answer = `${response.statusCode} ${code ?? ''}`;
          pathStatus ??= response.statusCode;
          if (!spelling.routed) {
            if (response.statusCode !== 404 || (route.method !== 'HEAD' && code !== 'NotFound'))
              unexpected.push(`${where}: ${answer}, expected 404 NotFound`);
            continue;
          }
          if (refusal) {
            if (response.statusCode !== refusal.status || (route.method !== 'HEAD' && code !== refusal.code))
              unexpected.push(`${where}: ${answer}, expected ${refusal.status} ${refusal.code}`);
          } else if ([401, 403].includes(response.statusCode) && (!code || ACCESS_REFUSALS.has(code))) {
            unexpected.push(`${where}: ${answer}, refused a caller the route allows`);
          }
          if (!route.cacheable && response.headers['cache-control'] !== 'no-store')
            unexpected.push(
              `${where}: Cache-Control ${response.headers['cache-control']}, expected no-store`,
            );
          if (response.statusCode !== pathStatus)
            unexpected.push(`${where}: ${answer}, but the path itself answers ${pathStatus}`);

          // A client system's key is its own proof: it needs no CSRF token where keys are taken.
          if (safe || (caller.apiKey && route.apiKey)) continue;
          const bare = await call(caller, route.method, spelling.url, { body, csrf: false });
          withoutToken += 1;
          const bareCode = errorCode(bare);
          const expected = refusal ?? (route.csrf ? { status: 403, code: 'CsrfTokenMissing' } : null);
          if (expected && (bare.statusCode !== expected.status || bareCode !== expected.code))
            unexpected.push(
              `${where} without CSRF token: ${bare.statusCode} ${bareCode}, expected ${expected.status} ${expected.code}`,
            );
          if (!expected && bare.statusCode !== response.statusCode)
            unexpected.push(
              `${where} without CSRF token: ${bare.statusCode}, expected ${response.statusCode} as with it`,
            );
        }
      }
    }

    console.log(
      `Authorisation matrix: ${routes.length} routes (${spellingCount} spellings of their paths) × ${callers.length} callers = ${answers} answers with the CSRF token and ${withoutToken} without; ${unexpected.length} unexpected`,
    );
    expect(unexpected).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
    // Thousands of requests, each signed in caller over every route and spelling: some 12 000 answers
    // for 189 routes took 276 s on two busy cores.
  }, 480_000);
});

describe('declarations', () => {
  it('refuses to start while a route under /api declares no access', async () => {
    const app = await buildApp(t.config, t.database);
    app.get('/api/undeclared', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/must declare config\.access.*GET \/api\/undeclared/);
    await app.close();
  });

  it('treats a route outside /api without a declaration as public', async () => {
    const app = await buildApp(t.config, t.database);
    app.get('/outside', async (request) => ({ access: request.routeOptions.config.access }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/outside' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access: 'public' });
    expect(app.declaredRoutes().map((route) => route.url)).not.toContain('/outside');
    await app.close();
  });
});
