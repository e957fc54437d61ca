/**
 * The back office is the provider's staff's alone: every operation under /api/staff of the OpenAPI
 * document refuses a debtor, a client's user and a client system's key (403) and an anonymous visitor
 * (401), each with the caller's valid CSRF token and a body the operation accepts; a handler is refused
 * every admin's operation (403), which an admin may call.
 */
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApiKey } from '../../seed/demo-data.ts';
import { apiOperations, exampleOf, pathSegments } from '../../test/api-operations.ts';
import { encodeBody } from '../../test/request-body.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

describe('the back office’s operations', () => {
  it('refuse everyone but the provider’s staff, and a handler every admin’s operation', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.fetchCsrf();
    const keyHolder = new Visitor(t.app);
    await keyHolder.fetchCsrf();
    const callers = [
      { name: 'anonymous', visitor: anonymous, apiKey: null, expected: 401 },
      { name: 'debtor', visitor: await signedIn(t.app, 'demo'), apiKey: null, expected: 403 },
      { name: 'client admin', visitor: await signedIn(t.app, 'kund'), apiKey: null, expected: 403 },
      { name: 'client reader', visitor: await signedIn(t.app, 'kundlas'), apiKey: null, expected: 403 },
      { name: 'client system', visitor: keyHolder, apiKey: demoApiKey.key, expected: 403 },
    ];
    const handler = await signedIn(t.app, 'handlaggare');
    const admin = await signedIn(t.app, 'chef');
    const declared = t.app.declaredRoutes();
    const operations = apiOperations(t.app).filter((operation) => operation.url.startsWith('/api/staff/'));
    const unexpected: string[] = [];
    let adminOperations = 0;

    const send = (visitor: Visitor, apiKey: string | null, method: string, url: string, body?: unknown) => {
      const encoded = body === undefined ? null : encodeBody('application/json', body);
      return t.app.inject({
        method: method as HTTPMethods,
        url,
        headers: {
          cookie: visitor.cookieHeader,
          'x-csrf-token': visitor.csrfToken,
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          ...(encoded ? { 'content-type': encoded.contentType } : {}),
        },
        ...(encoded ? { payload: encoded.payload } : {}),
      });
    };

    for (const operation of operations) {
      const url = pathSegments(operation.url)
        .map((segment) =>
          segment.param
            ? String(exampleOf(operation.pathParams[segment.param] ?? {}, {}, segment.param))
            : segment.text,
        )
        .join('/');
      const path = `/${url}`;
      const body = operation.body ? exampleOf(operation.body.schema) : undefined;
      const { access } =
        declared.find((route) => route.url === operation.url && route.method === operation.method) ?? {};
      if (access !== 'staff' && access !== 'staffAdmin')
        unexpected.push(`${operation.method} ${operation.url}: declared ${access}, not staff`);
      for (const caller of callers) {
        const response = await send(caller.visitor, caller.apiKey, operation.method, path, body);
        if (response.statusCode !== caller.expected)
          unexpected.push(
            `${operation.method} ${operation.url} as ${caller.name}: ${response.statusCode}, expected ${caller.expected}`,
          );
      }
      if (access !== 'staffAdmin') continue;
      adminOperations += 1;
      const byHandler = await send(handler, null, operation.method, path, body);
      if (byHandler.statusCode !== 403 || byHandler.json().error.code !== 'Forbidden')
        unexpected.push(
          `${operation.method} ${operation.url} as a handler: ${byHandler.statusCode}, expected 403`,
        );
      const byAdmin = await send(admin, null, operation.method, path, body);
      if ([401, 403].includes(byAdmin.statusCode))
        unexpected.push(`${operation.method} ${operation.url} as an admin: refused ${byAdmin.statusCode}`);
    }

    expect(unexpected).toEqual([]);
    expect(operations.length).toBeGreaterThan(15);
    expect(adminOperations).toBe(7);
  }, 300_000);
});
