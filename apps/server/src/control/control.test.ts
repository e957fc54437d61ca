/**
 * Commands beside the real portal (`main.ts` in a child process on PGlite): handed to it over the
 * control socket, they write where it reads; a second opener of its database is refused by the lock;
 * with no portal running they open the database themselves. One portal serves the whole file, stopped
 * and started again in between, so the tests run in order.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../../../scripts/local-server.ts';
import { openDatabase } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { SCALE_CLIENTS, scaleApiKey } from '../seed/seed-scale.ts';
import { deadPid, portalEnv, runCommand, startPortal } from '../test/portal-process.ts';
import { createPostgresDatabase } from '../test/test-app.ts';
import { EXIT } from './control-command.ts';

let dataDir: string;
let portal: LocalServer | null = null;
let socketPath: string;
let lockPath: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-control-'));
  socketPath = path.join(dataDir, 'control.sock');
  lockPath = path.join(dataDir, 'pglite.lock');
  portal = await startPortal(dataDir);
}, 120_000);
afterAll(async () => {
  await portal?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The cases the portal serves to the generated clients' systems, summed over all of them. */
async function casesServed(): Promise<number> {
  if (!portal) throw new Error('The portal is not running');
  let total = 0;
  for (let index = 1; index <= SCALE_CLIENTS; index++) {
    const response = await fetch(`${portal.url}/api/extgwapi/api/cases?pageSize=1`, {
      headers: { authorization: `Bearer ${scaleApiKey(index)}` },
    });
    expect(response.status).toBe(200);
    total += ((await response.json()) as { total: number }).total;
  }
  return total;
}

/** The pid the lock names (it is followed by the process's start time). */
const lockHolder = async () => (await readFile(lockPath, 'utf8')).split(' ')[0];

/** The cases a `seed:scale` run says it inserted, from its table. */
const casesInserted = (stdout: string) => Number(/^cases\s+([\d,]+)/m.exec(stdout)?.[1]?.replace(/,/g, ''));

let casesBesideThePortal = 0;

describe('commands and the portal', () => {
  it('hands a command to the running portal, which serves its data at once', async () => {
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(await lockHolder()).toBe(String(portal?.pid));

    const seeded = await runCommand('seed:scale', ['--debtors', '3', '--seed', '5'], dataDir);
    expect(seeded.code, seeded.stderr).toBe(EXIT.ok);
    expect(seeded.stdout).toMatch(/^debtors scale1–scale3 in /);
    expect(seeded.stdout.trim().endsWith('(pglite)')).toBe(true);
    casesBesideThePortal = casesInserted(seeded.stdout);
    expect(casesBesideThePortal).toBeGreaterThan(0);
    expect(await casesServed()).toBe(casesBesideThePortal);

    const again = await runCommand('seed:scale', ['--debtors', '1'], dataDir);
    expect(again.code).toBe(EXIT.failed);
    expect(again.stderr).toContain('Run with --append');
  });

  it('refuses a second process on the portal’s PGlite directory and leaves the portal’s data alone', async () => {
    // Without the socket the command line opens the database itself, as it would beside a portal whose
    // socket is gone.
    await rename(socketPath, `${socketPath}.aside`);
    try {
      const refused = await runCommand('seed:scale', ['--debtors', '2', '--append'], dataDir);
      expect(refused.code).toBe(EXIT.databaseLocked);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(
        `The database at ${path.join(dataDir, 'pglite')} is in use by process ${portal?.pid}: the portal is running`,
      );
    } finally {
      await rename(`${socketPath}.aside`, socketPath);
    }
    expect(await lockHolder()).toBe(String(portal?.pid));
    expect(await casesServed()).toBe(casesBesideThePortal);
  });

  it('ends a second portal on the same data directory with one line and exit code 75', async () => {
    const second = spawn(process.execPath, [path.join(import.meta.dirname, '../main.ts')], {
      env: { ...process.env, ...portalEnv, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
    });
    let output = '';
    second.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    second.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(EXIT.databaseLocked);
    expect(output).toBe(
      `Fordra cannot start: the database at ${path.join(dataDir, 'pglite')} is in use by process ` +
        `${portal?.pid}, a portal running already. Stop it, or give this one another DATA_DIR.\n`,
    );
    expect(await lockHolder()).toBe(String(portal?.pid));
    expect(await casesServed()).toBe(casesBesideThePortal);
  });

  it('answers wrong arguments and unknown commands with a usage message and exit code 2', async () => {
    for (const [command, args, usage] of [
      ['seed:scale', ['--debtors', 'many'], 'Usage: npm run seed:scale -- --debtors N'],
      ['no:such', [], 'There is no command no:such.'],
    ] as const) {
      const wrong = await runCommand(command, [...args], dataDir);
      expect(wrong.code, `${command} ${args.join(' ')}`).toBe(EXIT.usage);
      expect(wrong.stderr).toContain(usage);
    }
    expect(await casesServed()).toBe(casesBesideThePortal);
  });

  it('takes over the lock of a portal that died; the data written through it is still there', async () => {
    const died = portal;
    if (!died) throw new Error('No portal is running');
    portal = null;
    // Never pid 0: that would signal this process's whole group, the test runner with it.
    process.kill(died.pid, 'SIGKILL');
    await died.stop();
    expect(existsSync(lockPath)).toBe(true);
    expect(existsSync(socketPath)).toBe(true);

    portal = await startPortal(dataDir);
    expect(await lockHolder()).toBe(String(portal.pid));
    expect(await casesServed()).toBe(casesBesideThePortal);
  }, 60_000);

  it('runs the command in its own process when no portal runs, and takes over a stale lock', async () => {
    await portal?.stop();
    portal = null;
    expect(existsSync(lockPath)).toBe(false);
    expect(existsSync(socketPath)).toBe(false);
    await writeFile(lockPath, `${await deadPid()}\n`);

    const direct = await runCommand('seed:scale', ['--debtors', '2', '--append'], dataDir);
    expect(direct.code, direct.stderr).toBe(EXIT.ok);
    expect(direct.stdout).toMatch(/^debtors scale4–scale5 in /);
    expect(existsSync(lockPath)).toBe(false);

    portal = await startPortal(dataDir);
    expect(await casesServed()).toBe(casesBesideThePortal + casesInserted(direct.stdout));
  }, 60_000);

  it.runIf(process.env.FORDRA_TEST_DATABASE_URL)(
    'runs the command on PostgreSQL in its own process when no portal answers, taking no lock',
    async () => {
      const postgres = await createPostgresDatabase(process.env.FORDRA_TEST_DATABASE_URL ?? '');
      const ownDir = await mkdtemp(path.join(tmpdir(), 'fordra-control-pg-'));
      try {
        const direct = await runCommand('seed:scale', ['--debtors', '2'], ownDir, {
          DATABASE_URL: postgres.url,
        });
        expect(direct.code, direct.stderr).toBe(EXIT.ok);
        expect(direct.stdout.trim().endsWith('(postgres)')).toBe(true);
        expect(existsSync(path.join(ownDir, 'pglite.lock'))).toBe(false);
        const database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: null, poolSize: 1 });
        const [logins] = await database.db
          .select({ n: count() })
          .from(accounts)
          .where(like(accounts.username, 'scale%'));
        await database.close();
        expect(logins?.n).toBe(2);
      } finally {
        await postgres.drop();
        await rm(ownDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
