/**
 * Backing up the embedded database beside the running portal (`npm run backup`, handed to the portal,
 * which writes the copy), changing the data, and restoring the backup once the portal has stopped
 * (`npm run restore`, refused while it runs): the portal then serves the data of the backup, and the
 * database it replaced is kept beside it.
 */
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../../../scripts/local-server.ts';
import { noChannels } from '../modules/delivery/channels.ts';
import { SCALE_CLIENTS, scaleApiKey } from '../seed/seed-scale.ts';
import { type CommandRun, portalEnv, runCommand, startPortal } from '../test/portal-process.ts';
import { backupCommand } from './backup.ts';
import { EXIT, runControlCommand } from './control-command.ts';

let dataDir: string;
let portal: LocalServer | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-backup-'));
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

/** `npm run restore -- <args>` on the data directory of the test, as the npm script runs it. */
function runRestore(args: string[]): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, 'restore.ts'), ...args],
      { env: { ...process.env, ...portalEnv, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('backup and restore of the embedded database', () => {
  it('backs up beside the running portal, and restores once it has stopped', async () => {
    const seeded = await runCommand('seed:scale', ['--debtors', '2', '--seed', '7'], dataDir);
    expect(seeded.code, seeded.stderr).toBe(EXIT.ok);
    const before = await casesServed();
    expect(before).toBeGreaterThan(0);

    // A name relative to the command line's working directory, which the portal does not share.
    const file = path.join(dataDir, 'fordra.backup');
    const backedUp = await runCommand('backup', [path.relative(process.cwd(), file)], dataDir);
    expect(backedUp.code, backedUp.stderr).toBe(EXIT.ok);
    expect(backedUp.stdout).toMatch(
      /^The database is backed up to .*fordra\.backup \(\d+\.\d MiB, in \d+ ms\)\.\n$/,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await runCommand('backup', [file], dataDir);
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toContain('There is a file');

    const appended = await runCommand('seed:scale', ['--debtors', '2', '--append'], dataDir);
    expect(appended.code, appended.stderr).toBe(EXIT.ok);
    const changed = await casesServed();
    expect(changed).toBeGreaterThan(before);

    const whileRunning = await runRestore([file]);
    expect(whileRunning.code).toBe(EXIT.databaseLocked);
    expect(whileRunning.stderr).toBe(
      `The portal (process ${portal?.pid}) is running on ${dataDir}: stop it, then restore. Nothing was changed.\n`,
    );
    expect(await casesServed()).toBe(changed);

    await portal?.stop();
    portal = null;
    const restored = await runRestore([file]);
    expect(restored.code, restored.stderr).toBe(EXIT.ok);
    const aside = /kept at (\S+);/.exec(restored.stdout)?.[1] ?? '';
    expect(path.dirname(aside)).toBe(dataDir);
    expect(existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);

    portal = await startPortal(dataDir);
    expect(await casesServed()).toBe(before);
  }, 120_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    await portal?.stop();
    portal = null;
    const entries = await readdir(dataDir);
    const bogus = path.join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(bogus, 'these are not the files of a database');
    const refused = await runRestore([bogus]);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toMatch(
      /not-a-backup\.tar\.gz: It is not a backup of the embedded database .*Nothing was changed\.\n$/,
    );
    expect((await readdir(dataDir)).sort()).toEqual([...entries, 'not-a-backup.tar.gz'].sort());
    expect((await runRestore([])).code).toBe(EXIT.usage);
    expect((await runRestore([path.join(dataDir, 'none')])).stderr).toContain('There is no file');
    portal = await startPortal(dataDir);
  }, 60_000);

  it('sends PostgreSQL to pg_dump', async () => {
    const err: string[] = [];
    const code = await runControlCommand(
      backupCommand,
      {
        db: undefined as never,
        config: undefined as never,
        channels: noChannels,
        operator: 'drift',
        out: () => {},
        err: (line) => err.push(line),
        readFile: async () => new Uint8Array(),
      },
      [path.join(dataDir, 'pg.backup')],
    );
    expect(code).toBe(EXIT.usage);
    expect(err.join('\n')).toContain('back it up with pg_dump');
  });
});
