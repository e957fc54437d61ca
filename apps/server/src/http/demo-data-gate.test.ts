import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../seed/seed-demo.ts';
import { createPostgresDatabase, Visitor } from '../test/test-app.ts';

const config = loadConfig({
  SESSION_SECRET: 'gate-test-secret-gate-test-secret-gate',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
});
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** An app on a migrated database without the demo data, serving while `demoData` is still to come. */
async function appBeforeDemoData(
  demoData: Promise<unknown>,
): Promise<{ app: FastifyInstance; database: Database }> {
  const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  if (postgres) closing.push(postgres.drop);
  const database = await openDatabase({
    databaseUrl: postgres?.url ?? null,
    pgliteDir: null,
    pgliteTemplateDir: config.cacheDir,
    poolSize: 4,
  });
  closing.push(database.close);
  await database.migrate();
  const app = await buildApp(config, database, { demoData });
  closing.push(() => app.close());
  await app.ready();
  return { app, database };
}

/** Whether `promise` has settled after the event loop has had a turn. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.finally(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  return settled;
}

describe('a first start serving while it seeds the demo data', () => {
  it('answers the sign-in page at once and a demo sign-in as soon as the demo data is in', async () => {
    let seeded = () => {};
    const demoData = new Promise<void>((resolve) => {
      seeded = resolve;
    });
    const { app, database } = await appBeforeDemoData(demoData);
    const visitor = new Visitor(app);
    expect((await visitor.request('GET', '/api/auth/providers')).statusCode).toBe(200);
    expect((await visitor.request('GET', '/api/auth/session')).json()).toEqual({});
    await visitor.fetchCsrf();
    expect(visitor.csrfToken).not.toBe('');

    const signIn = visitor.signIn('demo');
    expect(await settledSoon(signIn)).toBe(false);
    await seedDemoData(database.db, {
      today: stockholmDateTime(new Date()).date,
      provider: config.provider,
    });
    seeded();
    expect((await signIn).statusCode).toBe(200);
    const session = (await visitor.request('GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({ name: 'Lars Andersson' });
  }, 60_000);

  it('fails the calls that wait when the demo data cannot be seeded', async () => {
    let failed = (_error: Error) => {};
    const demoData = new Promise<void>((_resolve, reject) => {
      failed = reject;
    });
    const { app } = await appBeforeDemoData(demoData);
    const visitor = new Visitor(app);
    await visitor.fetchCsrf();
    const signIn = visitor.signIn('demo');
    failed(new Error('the seed broke'));
    const response = await signIn;
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('the seed broke');
    expect((await visitor.request('GET', '/api/auth/providers')).statusCode).toBe(200);
  }, 60_000);
});
