/**
 * A production start of the real portal (`main.ts`) as an operator meets it: refused, with one line per
 * reason and no stack trace, while its configuration or its database still holds the demo.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockholmDateTime } from '@fordra/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDirFrom, loadConfig } from './config.ts';
import { type Database, openDatabase, pgliteDirIn } from './db/client.ts';
import { accounts, apiKeys } from './db/schema.ts';
import { openOwnDatabase } from './portal.ts';
import { StartRefused } from './production-mode.ts';
import { demoApiKey } from './seed/demo-data.ts';
import { demoWaysIn } from './seed/demo-logins.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { createPostgresDatabase } from './test/test-app.ts';

const production = {
  FORDRA_MODE: 'production',
  PUBLIC_URL: 'https://portal.example.se',
  SESSION_SECRET: 'a-random-secret-of-more-than-32-characters',
  HOST: '127.0.0.1',
  PORT: '0',
  ENGINE: 'off',
  LOG_LEVEL: 'silent',
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-production-'));
const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
/** The database of the demo, as a first `npm start` leaves it: PGlite under `dataDir`, or PostgreSQL. */
let databaseEnv: Record<string, string> = {};

const openDemoDatabase = () =>
  openDatabase({
    databaseUrl: postgres?.url ?? null,
    pgliteDir: postgres ? null : pgliteDirIn(dataDir),
    pgliteTemplateDir: cacheDirFrom(process.env),
  });

beforeAll(async () => {
  postgres = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
  const database = await openDemoDatabase();
  await database.migrate();
  await seedDemoData(database.db, {
    today: stockholmDateTime(new Date()).date,
    provider: loadConfig({ SESSION_SECRET: 'x' }).provider,
  });
  await database.close();
}, 60_000);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

/** Runs `main.ts` with `env` until it ends; a start that is not refused is stopped after 20 s. */
function startMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, 'main.ts')],
      { env: { PATH: process.env.PATH, ...env }, timeout: 20_000 },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
    );
  });
}

describe('a production start', () => {
  it('is refused with every demo setting at once, one line each, exit code 78 and no stack trace', async () => {
    const { code, stderr } = await startMain({
      ...databaseEnv,
      FORDRA_MODE: 'production',
      SEED_DEMO_DATA: 'true',
      BANKID_TEST_SERVER: 'true',
      ADDRESS_REGISTER_TEST_SERVER: 'true',
      COOKIE_SECURE: 'false',
    });
    expect(code).toBe(78);
    const [heading, ...reasons] = stderr.trim().split('\n');
    expect(heading).toBe('Fordra will not start:');
    expect(reasons).toHaveLength(7);
    for (const variable of [
      'SEED_DEMO_DATA=true',
      'BANKID_TEST_SERVER=true',
      'ADDRESS_REGISTER_TEST_SERVER=true',
      'COOKIE_SECURE=false',
      'PUBLIC_URL is not set',
      'SESSION_SECRET is not set',
      'HOST is not set',
    ])
      expect(stderr).toContain(`  - ${variable}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('is refused with a value it cannot use in one line too, in the demo as well', async () => {
    const { code, stderr } = await startMain({ ...databaseEnv, TRUST_PROXY: 'true' });
    expect(code).toBe(78);
    expect(stderr.trim().split('\n')).toEqual([
      'Fordra will not start:',
      expect.stringMatching(/^ {2}- TRUST_PROXY=true is not accepted/),
    ]);
  }, 30_000);

  it('is refused on a database that holds the demo staff admin and the demo API key', async () => {
    const { code, stderr } = await startMain({ ...databaseEnv, ...production });
    expect(code).toBe(78);
    expect(stderr).toMatch(/ {2}- The database holds logins with the demo's public password \(.*chef/);
    expect(stderr).toContain(
      `  - The database holds 1 of the demo's public API keys (${demoApiKey.key.slice(0, 13)}…)`,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe("the demo's ways in", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDemoDatabase();
  });
  afterAll(() => database.close());

  it('are found in the demo database and gone once the demo logins are disabled and its key revoked', async () => {
    expect(await demoWaysIn(database.db)).toEqual([
      expect.stringMatching(
        /^The database holds logins with the demo's public password \(.*chef, .* \d+ in all\)/,
      ),
      expect.stringMatching(/^The database holds 1 of the demo's public API keys/),
    ]);
    await database.db.transaction(async (tx) => {
      await tx.update(accounts).set({ disabled: true }).where(eq(accounts.disabled, false));
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(isNull(apiKeys.revokedAt), inArray(apiKeys.prefix, [demoApiKey.key.slice(0, 13)])));
    });
    expect(await demoWaysIn(database.db)).toEqual([]);
  });

  it('let a production start open the database once they are gone', async () => {
    await database.close();
    const config = loadConfig({ ...production, ...databaseEnv });
    const opened = await openOwnDatabase(config);
    await opened.close();
    database = await openDemoDatabase();
    await database.db.update(accounts).set({ disabled: false }).where(eq(accounts.username, 'chef'));
    await database.close();
    await expect(openOwnDatabase(config)).rejects.toThrow(StartRefused);
    database = await openDemoDatabase();
  });
});
