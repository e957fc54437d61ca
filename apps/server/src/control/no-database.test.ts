/**
 * The commands that work on existing data (engine:run, payments:import, plan:decide) started with no
 * portal running and no database: one line saying so and exit code 66, no empty database made;
 * `--create` makes one on purpose.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../test/portal-process.ts';
import { createPostgresDatabase } from '../test/test-app.ts';
import { EXIT } from './control-command.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-no-database-'));
  await writeFile(path.join(dataDir, 'payments.txt'), 'not a payment file');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const guid = '00000000-0000-4000-8000-000000000000';
const commands: [string, string[]][] = [
  ['engine:run', []],
  ['engine:run', ['--date', '2026-12-15', '--verbose']],
  ['payments:import', [path.join('payments.txt')]],
  ['plan:decide', [guid, 'accept']],
];

describe('a command with no portal and no database', () => {
  it.each(commands)('%s %s says so in one line, exits 66 and makes no database', async (command, args) => {
    const run = await runCommand(command, args, dataDir);
    expect(run.code, run.stderr).toBe(EXIT.noDatabase);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `npm run ${command}: No portal is running and there is no database at ${path.join(dataDir, 'pglite')}: ` +
        'nothing to work on. Start the portal (npm start) or point DATA_DIR or DATABASE_URL at its data; ' +
        '--create makes a new, empty database.',
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('checks the arguments first: a wrong one is a usage error (2), with or without a database', async () => {
    const wrong = await runCommand('engine:run', ['--date', 'tomorrow'], dataDir);
    expect(wrong.code).toBe(EXIT.usage);
    expect(wrong.stderr).toContain('Usage: npm run engine:run -- [--date YYYY-MM-DD] [--verbose] [--create]');
  });

  it('makes a new database on purpose with --create, and then runs on it without', async () => {
    const created = await runCommand('engine:run', ['--date', '2026-12-15', '--create'], dataDir);
    expect(created.code, created.stderr).toBe(EXIT.ok);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const again = await runCommand('engine:run', ['--date', '2026-12-15'], dataDir);
    expect(again.code, again.stderr).toBe(EXIT.ok);
    expect(again.stdout).toContain('Every business day up to 2026-12-15 has already been run.');
  }, 120_000);

  it.runIf(process.env.FORDRA_TEST_DATABASE_URL)(
    'on PostgreSQL: a database that does not exist, or holds no portal data, is refused the same way',
    async () => {
      const server = process.env.FORDRA_TEST_DATABASE_URL ?? '';
      const missing = new URL(server);
      missing.pathname = '/fordra_no_such_database';
      const absent = await runCommand('plan:decide', [guid, 'accept'], dataDir, {
        DATABASE_URL: missing.toString(),
      });
      expect(absent.code, absent.stderr).toBe(EXIT.noDatabase);
      expect(absent.stderr).toContain('the database of DATABASE_URL does not exist');

      const empty = await createPostgresDatabase(server);
      try {
        const run = await runCommand('engine:run', [], dataDir, { DATABASE_URL: empty.url });
        expect(run.code, run.stderr).toBe(EXIT.noDatabase);
        expect(run.stderr.trim()).toContain('the database of DATABASE_URL holds no portal data');
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        const { rows } = await client.query("select to_regclass('drizzle.__drizzle_migrations')::text as t");
        await client.end();
        expect(rows[0]?.t).toBeNull();
      } finally {
        await empty.drop();
      }
    },
    60_000,
  );
});
