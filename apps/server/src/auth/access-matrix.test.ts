/**
 * The authorisation matrix: every route under /api, as the app itself declares them, called by an
 * anonymous visitor, a debtor and a member of staff, on its normal path and on percent-encoded
 * variants of it. A caller the declaration excludes gets exactly 401 (anonymous) or 403 (wrong role);
 * an allowed caller never gets 401 or 403; every variant answers as the normal path does; and a
 * state-changing call without its CSRF token is refused on every variant.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';
import type { DeclaredRoute, RouteAccess } from './session-plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type CallerName = 'anonymous' | 'debtor' | 'staff';
const CALLERS: CallerName[] = ['anonymous', 'debtor', 'staff'];

const allowed: Record<RouteAccess, CallerName[]> = {
  public: ['anonymous', 'debtor', 'staff'],
  signedIn: ['debtor', 'staff'],
  debtor: ['debtor'],
  staff: ['staff'],
};

/** Path parameters: values of the right shape that name nothing (the access rule is what is tested). */
const PARAMETER_VALUES: Record<string, string> = {
  slug: 'fee-schedule',
  provider: 'credentials',
  '*': 'index.html',
};
const UNKNOWN_GUID = '00000000-0000-4000-8000-00000000a11c';

function concretePath(url: string): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => PARAMETER_VALUES[name] ?? UNKNOWN_GUID)
    .replace(/\*$/, PARAMETER_VALUES['*'] ?? '');
}

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * The same address written as an attacker might: the `/api` prefix encoded three ways, and a later
 * letter encoded in lower- and upper-case hex (the router decodes them all to the same route).
 */
function pathVariants(path: string): { name: string; path: string }[] {
  const rest = path.slice('/api'.length);
  const variants = [
    { name: 'normal', path },
    { name: '/%61pi', path: `/%61pi${rest}` },
    { name: '/ap%69', path: `/ap%69${rest}` },
    { name: '/%61%70%69', path: `/%61%70%69${rest}` },
  ];
  // A letter whose hex code has a letter in it (j–o, z), so lower and upper case differ.
  const index = rest.search(/[j-oz]/);
  if (index >= 0) {
    const code = hex(rest.charAt(index));
    const encode = (text: string) => `/api${rest.slice(0, index)}${text}${rest.slice(index + 1)}`;
    variants.push({ name: 'later letter, lower hex', path: encode(code.toLowerCase()) });
    variants.push({ name: 'later letter, upper hex', path: encode(code.toUpperCase()) });
  }
  return variants;
}

type Caller = { name: CallerName; visitor: Visitor };

async function callerFor(name: CallerName): Promise<Caller> {
  if (name === 'anonymous') {
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    return { name, visitor };
  }
  return { name, visitor: await signedIn(t.app, name === 'debtor' ? 'demo' : 'handlaggare') };
}

let requestsSent = 0;

async function send(caller: Caller, route: DeclaredRoute, path: string, withCsrf: boolean) {
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}';
  requestsSent += 1;
  return t.app.inject({
    method: route.method as 'GET',
    url: path,
    // An address of its own for each request, so the routes' rate limits do not answer instead.
    remoteAddress: `10.77.${Math.floor(requestsSent / 250)}.${requestsSent % 250}`,
    headers: {
      cookie: caller.visitor.cookieHeader,
      ...(withCsrf ? { 'x-csrf-token': caller.visitor.csrfToken } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body,
  });
}

describe('the authorisation matrix', () => {
  it('holds every route’s declaration for every caller, on the normal path and encoded variants', async () => {
    const routes = t.app.declaredRoutes().filter((route) => route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(30);
    const callers = await Promise.all(CALLERS.map(callerFor));
    const unexpected: string[] = [];
    let requests = 0;
    let variantsWalked = 0;

    for (const route of routes) {
      const path = concretePath(route.url);
      const variants = pathVariants(path);
      variantsWalked += variants.length;
      for (const caller of callers) {
        const mayCall = allowed[route.access].includes(caller.name);
        let normalStatus: number | null = null;
        for (const variant of variants) {
          const answer = await send(caller, route, variant.path, true);
          requests += 1;
          const where = `${route.method} ${route.url} as ${caller.name} via ${variant.name}`;
          if (!mayCall) {
            const expected = caller.name === 'anonymous' ? 401 : 403;
            if (answer.statusCode !== expected)
              unexpected.push(`${where}: ${answer.statusCode}, not ${expected}`);
          } else if (answer.statusCode === 401 || answer.statusCode === 403) {
            unexpected.push(`${where}: ${answer.statusCode} ${answer.body}`);
          }
          if (variant.name === 'normal') normalStatus = answer.statusCode;
          else if (answer.statusCode !== normalStatus)
            unexpected.push(`${where}: ${answer.statusCode}, the normal path ${normalStatus}`);
          // Signing out ends the caller's session: start a new one for the calls that follow.
          if (route.url.endsWith('/signout') && caller.name !== 'anonymous' && answer.statusCode === 200)
            Object.assign(caller, await callerFor(caller.name));
        }
        const changesState = !['GET', 'HEAD'].includes(route.method) && route.csrf;
        if (mayCall && changesState) {
          for (const variant of variants) {
            const answer = await send(caller, route, variant.path, false);
            requests += 1;
            const code = answer.statusCode === 403 ? answer.json().error.code : answer.statusCode;
            if (code !== 'CsrfTokenMissing')
              unexpected.push(
                `${route.method} ${route.url} as ${caller.name} via ${variant.name} without CSRF: ${code}`,
              );
          }
        }
      }
    }
    console.log(
      `authorisation matrix: ${routes.length} routes × ${callers.length} callers, ${variantsWalked} path variants, ` +
        `${requests} requests, ${unexpected.length} unexpected answers`,
    );
    expect(unexpected).toEqual([]);
  });

  it('refuses to start while a route under /api declares nothing, and treats others as public', async () => {
    const undeclared: FastifyInstance = await buildApp(t.config, t.database);
    undeclared.get('/api/undeclared', async () => ({ leaked: true }));
    await expect(undeclared.ready()).rejects.toThrow(/must declare config\.access.*GET \/api\/undeclared/);
    await undeclared.close();

    const page: FastifyInstance = await buildApp(t.config, t.database);
    page.get('/robots.txt', async () => 'User-agent: *');
    await page.ready();
    expect((await page.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    await page.close();
  });
});
