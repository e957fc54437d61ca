import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { countRequest } from '../db/repositories/sessions.ts';
import { rateLimitHits } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
/** A second server on the same database, as a second process behind a load balancer would be. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ BANKID_TEST_SERVER: 'false', ADDRESS_REGISTER_TEST_SERVER: 'false' });
  other = await buildApp(t.config, t.database);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const logEntry = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/_log',
    payload: { level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'offline' },
    remoteAddress,
  });

describe('rate limits counted in the database', () => {
  it('counts the requests of one route and caller made to two servers against one limit', async () => {
    // POST /api/auth/_log allows 30 a minute to each caller.
    for (let i = 0; i < 15; i++) {
      expect((await logEntry(t.app)).statusCode).toBe(204);
      expect((await logEntry(other)).statusCode).toBe(204);
    }
    for (const app of [t.app, other]) {
      const refused = await logEntry(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another caller, and another route of the same caller, have counts of their own.
    expect((await logEntry(other, '10.0.0.7')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/csrf' })).statusCode).toBe(200);
  });

  it('starts a window again once it has passed, and says how long is left of it', async () => {
    // A window long enough that a slow machine counts twice within it, short enough to wait out.
    const first = await countRequest(t.database.db, 'test:window', 2_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(2_000);
    expect((await countRequest(t.database.db, 'test:window', 2_000)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await countRequest(t.database.db, 'test:window', 2_000)).current).toBe(1);
  });

  it('counts parallel requests of one caller exactly once each', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(t.database.db, 'test:parallel', 60_000)),
    );
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const rows = await t.database.db.select().from(rateLimitHits);
    expect(rows.filter((row) => row.key === 'test:parallel')).toHaveLength(1);
  });
});
