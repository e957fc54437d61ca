import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../db/schema.ts';
import { startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '5', LOGIN_LIMIT_PER_ADDRESS: '30' });
  visitor = new Visitor(t.app);
  await visitor.fetchCsrf();
});
afterAll(() => t.close());

/** One sign-in attempt from `remoteAddress`, sent by the same browser (its CSRF cookie and token). */
const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookieHeader },
    payload: new URLSearchParams({ csrfToken: visitor.csrfToken, username, password }).toString(),
  });

/** How many of the answers checked a password (401 wrong, 200 right) and how many were refused unchecked (429). */
function tally(statuses: number[]) {
  return {
    checked: statuses.filter((status) => status === 401 || status === 200).length,
    refused: statuses.filter((status) => status === 429).length,
    other: statuses.filter((status) => ![200, 401, 429].includes(status)),
  };
}

describe('failed sign-in limits under concurrency', () => {
  it('checks no more passwords of one account than its limit, however many attempts arrive at once', async () => {
    await t.database.db.delete(loginAttempts);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt('valuta', `wrong-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ checked: 5, refused: 20, other: [] });
    expect((await attempt('valuta', 'demo1234', '198.51.100.200')).statusCode).toBe(429);
  });

  it('checks no more passwords from one address than its limit, across accounts', async () => {
    await t.database.db.delete(loginAttempts);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`someone-${i}`, 'wrong', '203.0.113.7')),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      checked: 30,
      refused: 30,
      other: [],
    });
    expect((await attempt('demo', 'demo1234', '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt('demo', 'demo1234', '203.0.113.8')).statusCode).toBe(200);
  });

  it('gives a successful sign-in its attempt back, so people behind one address are not locked out', async () => {
    await t.database.db.delete(loginAttempts);
    for (let i = 0; i < 40; i++)
      expect((await attempt('plan', 'demo1234', '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('plan', 'wrong', '192.0.2.50')).statusCode).toBe(401);
    expect((await attempt('plan', 'demo1234', '192.0.2.50')).statusCode).toBe(200);
  });
});
