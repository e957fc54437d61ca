import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '10.0.0.5', LOGIN_LIMIT_PER_ADDRESS: '3' });
  visitor = new Visitor(t.app);
  await visitor.fetchCsrf();
});
afterAll(() => t.close());

/** A failed sign-in from `peer` (the load balancer is 10.0.0.5) with `forwardedFor` in X-Forwarded-For. */
const failedSignIn = (peer: string, forwardedFor: string, spoofed: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    remoteAddress: peer,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
      cookie: visitor.cookieHeader,
    },
    payload: new URLSearchParams({
      csrfToken: visitor.csrfToken,
      username: spoofed,
      password: 'x',
    }).toString(),
  });

/** A failed sign-in that reached us through the load balancer, which appended the client's address. */
const throughProxy = (spoofed: string, client: string) =>
  failedSignIn('10.0.0.5', `${spoofed}, ${client}`, spoofed);

describe('behind one trusted proxy', () => {
  it('counts attempts by the address the proxy saw, whatever the client wrote into X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await throughProxy(`192.0.2.${i + 1}`, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await throughProxy('192.0.2.1', '198.51.100.10')).statusCode).toBe(401);
  });
});

describe('a private address that is not the proxy', () => {
  it('is counted as itself, whatever private addresses it writes into X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await failedSignIn('10.1.1.1', `10.7.7.${i + 1}`, `10.7.7.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
