/**
 * The lock of a PGlite directory: one live owner, named to any other opener; stale locks taken over.
 * openDatabase with the lock, beside a real portal: control/control.test.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadPid } from '../test/portal-process.ts';
import { DatabaseLockedError, lockPgliteDir } from './pglite-lock.ts';

let parent: string;
let dir: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'fordra-lock-'));
  dir = path.join(parent, 'pglite');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const lockFile = () => `${dir}.lock`;
const holder = () => readFileSync(lockFile(), 'utf8').trim();

describe('the PGlite lock', () => {
  it('is held by one live process; another opener is told the directory and the pid', () => {
    const lock = lockPgliteDir(dir);
    expect(holder()).toBe(String(process.pid));
    let refusal: unknown;
    try {
      lockPgliteDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseLockedError);
    expect(refusal).toMatchObject({ code: 'DatabaseLocked', directory: dir, pid: process.pid });
    expect((refusal as Error).message).toBe(
      `The database at ${dir} is in use by process ${process.pid}: the portal is running (npm start). ` +
        'Run the command while the portal runs, and it is handed to the portal, or after stopping it.',
    );
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('is taken over from a process that has died, or that died before writing its pid', async () => {
    writeFileSync(lockFile(), `${await deadPid()}\n`);
    lockPgliteDir(dir).release();
    writeFileSync(lockFile(), '');
    const lock = lockPgliteDir(dir);
    expect(holder()).toBe(String(process.pid));
    lock.release();
  });
});
