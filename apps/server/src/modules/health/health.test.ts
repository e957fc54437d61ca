/**
 * The probes of a load balancer: alive while the process answers, ready while its database, the collection
 * process's queue and the connection hearing the database's changes do too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { ChangeListener } from '../../db/change-notices.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { READY_TIMEOUT_MS } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the health probes', () => {
  it('answer anyone, without a session, and are never kept in a cache', async () => {
    for (const [url, status] of [
      ['/api/healthz', 'alive'],
      ['/api/readyz', 'ready'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('say not ready, while still alive, when the database does not answer in time, and ready again once it does', async () => {
    // An embedded database of its own, which one long transaction keeps from answering anyone else.
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteTemplateDir: t.config.cacheDir,
    });
    await database.migrate();
    const app = await buildApp(t.config, database);
    await app.ready();
    let release = () => {};
    const held = database.db.transaction(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    try {
      const started = performance.now();
      const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'notReady', notReady: ['database', 'queue'] });
      expect(performance.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
      release();
      await held;
      expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
    } finally {
      release();
      await held;
      await app.close();
      await database.close();
    }
  });

  it('say not ready, naming it, while the connection that hears the database’s changes is down', async () => {
    let listener: ChangeListener | null = null;
    const deaf: Database = {
      ...t.database,
      listenForChanges: async (heard) => {
        listener = heard;
        heard.listening(null);
        return async () => {};
      },
    };
    const app = await buildApp(t.config, deaf);
    await app.ready();
    const readyz = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/readyz' });
      return [response.statusCode, response.json()];
    };
    try {
      expect(await readyz()).toEqual([503, { status: 'notReady', notReady: ['changeNotices'] }]);
      const heard = listener as ChangeListener | null;
      heard?.listening(() => Promise.resolve());
      expect(await readyz()).toEqual([200, { status: 'ready' }]);
      // Connected, but a catch-up on it fails: as good as lost.
      heard?.listening(() => Promise.reject(new Error('The connection did not answer')));
      expect(await readyz()).toEqual([503, { status: 'notReady', notReady: ['changeNotices'] }]);
    } finally {
      await app.close();
    }
  });

  it('say not ready, naming it, while the collection process’s queue cannot be read', async () => {
    await t.database.db.execute(sql`alter table engine_chunks rename to engine_chunks_aside`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'notReady', notReady: ['queue'] });
    } finally {
      await t.database.db.execute(sql`alter table engine_chunks_aside rename to engine_chunks`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });
});
