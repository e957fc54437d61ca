/**
 * PGlite's files hold everything the portal knows: a new data directory, the template it is copied
 * from and a directory opened again are readable and writable by the portal's user alone, however
 * open the umask the process was started with.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteTemplateDir } from './pglite-template.ts';

const work = mkdtempSync(path.join(tmpdir(), 'fordra-file-modes-'));
const cacheDir = path.join(work, 'cache');
let startedWith: number;
beforeAll(() => {
  // As in a container whose processes start with umask 0: PGlite then asked for 0666 and got it.
  startedWith = process.umask(0);
});
afterAll(() => {
  process.umask(startedWith);
  rmSync(work, { recursive: true, force: true });
});

/** The entries under `dir` (itself included) that group or others may read, write or enter, with their modes. */
function openToOthers(dir: string): string[] {
  const entries = [dir, ...readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))];
  return entries
    .map((entry) => ({ entry, mode: statSync(entry).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${path.relative(work, entry)} ${mode.toString(8)}`);
}

/** Gives every entry under `dir` the modes the probe found: files 0666, directories 0777. */
function openUp(dir: string): void {
  for (const name of ['', ...readdirSync(dir, { recursive: true }).map(String)]) {
    const entry = path.join(dir, name);
    chmodSync(entry, statSync(entry).isDirectory() ? 0o777 : 0o666);
  }
}

async function openNew(name: string) {
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: path.join(work, name, 'pglite'),
    pgliteTemplateDir: cacheDir,
  });
  await database.migrate();
  return database;
}

describe('the files of PGlite', () => {
  it('are the portal user’s alone in a new data directory and in the template saved from it', async () => {
    const database = await openNew('first');
    expect(database.pgliteOpened).toBe('initdb');
    expect(openToOthers(path.join(work, 'first'))).toEqual([]);
    await database.close();
    expect(openToOthers(path.join(work, 'first'))).toEqual([]);
    expect(openToOthers(cacheDir)).toEqual([]);
  }, 60_000);

  it('are made private again in a template an older version left open, and in its copy', async () => {
    openUp(pgliteTemplateDir(cacheDir));
    const database = await openNew('second');
    expect(database.pgliteOpened).toBe('template');
    await database.close();
    expect(openToOthers(path.join(work, 'second'))).toEqual([]);
    expect(openToOthers(cacheDir)).toEqual([]);
  }, 60_000);

  it('are made private again in a data directory an older version left open', async () => {
    openUp(path.join(work, 'first', 'pglite'));
    const database = await openNew('first');
    expect(database.pgliteOpened).toBe('existing');
    await database.close();
    expect(openToOthers(path.join(work, 'first'))).toEqual([]);
  }, 60_000);
});
