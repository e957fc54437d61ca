import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', LOGIN_LIMIT_PER_ADDRESS: '3' });
  visitor = new Visitor(t.app);
  await visitor.fetchCsrf();
});
afterAll(() => t.close());

/** A failed sign-in that reached us through the load balancer (10.0.0.5), which appended the client's address. */
const throughProxy = (spoofed: string, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    remoteAddress: '10.0.0.5',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `${spoofed}, ${client}`,
      cookie: visitor.cookieHeader,
    },
    payload: new URLSearchParams({
      csrfToken: visitor.csrfToken,
      username: spoofed,
      password: 'x',
    }).toString(),
  });

describe('behind one trusted proxy', () => {
  it('counts attempts by the address the proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await throughProxy(`192.0.2.${i + 1}`, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await throughProxy('192.0.2.1', '198.51.100.10')).statusCode).toBe(401);
  });
});
