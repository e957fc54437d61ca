/**
 * The lock of a PGlite directory: one live owner, named to any other opener; stale locks taken over.
 * openDatabase with the lock, beside a real portal: control/control.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadPid } from '../test/portal-process.ts';
import { DatabaseLockedError, lockPgliteDir, processStartOf } from './pglite-lock.ts';

let parent: string;
let dir: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'fordra-lock-'));
  dir = path.join(parent, 'pglite');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const lockFile = () => `${dir}.lock`;
const holder = () => readFileSync(lockFile(), 'utf8').trim().split(' ')[0];

/** What `lockPgliteDir` refuses with, or null when it took the lock (released at once). */
function refusalOf(): unknown {
  try {
    lockPgliteDir(dir).release();
    return null;
  } catch (error) {
    return error;
  }
}

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

  it('is taken over from an earlier life of our own pid, as after kill -9 and a restart of a container', () => {
    const start = processStartOf(process.pid);
    expect(start).toMatch(/^[\w-]+:\d+$/);
    const [bootId, ticks] = (start ?? '').split(':');
    for (const earlier of [`${process.pid}\n`, `${process.pid} ${bootId}:${Number(ticks) - 1}\n`]) {
      writeFileSync(lockFile(), earlier);
      const lock = lockPgliteDir(dir);
      expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${start}\n`);
      lock.release();
    }
  });

  it('is taken over from a live process that has a reused pid, and refused while the holder runs', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const pid = other.pid ?? 0;
      const start = processStartOf(pid);
      const [bootId, ticks] = (start ?? '').split(':');
      writeFileSync(lockFile(), `${pid} ${bootId}:${Number(ticks) - 100}\n`);
      expect(refusalOf()).toBeNull();
      writeFileSync(lockFile(), `${pid} other-boot:${ticks}\n`);
      expect(refusalOf()).toBeNull();
      writeFileSync(lockFile(), `${pid} ${start}\n`);
      expect(refusalOf()).toMatchObject({ code: 'DatabaseLocked', pid });
      writeFileSync(lockFile(), `${pid}\n`);
      expect(refusalOf()).toMatchObject({ code: 'DatabaseLocked', pid });
    } finally {
      other.kill();
    }
  });
});
