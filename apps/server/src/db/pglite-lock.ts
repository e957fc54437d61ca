/**
 * The lock of a PGlite directory: PGlite's files belong to one process, and a second process that
 * opened them would write into a copy the first one overwrites. The owner's pid is kept in
 * `<dir>.lock`, created only if absent; a lock whose process has died is taken over.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the directory: the running portal, most likely. */
export class DatabaseLockedError extends Error {
  readonly code = 'DatabaseLocked';
  readonly directory: string;
  readonly pid: number;

  constructor(directory: string, pid: number) {
    super(
      `The database at ${directory} is in use by process ${pid}: the portal is running (npm start). ` +
        'Run the command while the portal runs, and it is handed to the portal, or after stopping it.',
    );
    this.directory = directory;
    this.pid = pid;
  }
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Whether a process with this pid exists (one of another user's answers EPERM, and exists too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errno(error) === 'EPERM';
  }
}

/** The pid a lock file holds; null when it is gone, or empty because its owner is still writing it. */
function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (errno(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Blocks the thread for `ms`: opening a database is synchronous work anyway, and this wait is rare. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock of the PGlite directory `dir` for this process, or throws `DatabaseLockedError` when
 * a live process holds it. The lock goes when `release` is called or the process exits.
 */
export function lockPgliteDir(dir: string): { file: string; release: () => void } {
  const file = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  const mine = `${process.pid}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
    }
    if (attempt >= 50) throw new Error(`The lock ${file} could not be taken`);
    const holder = holderOf(file);
    if (holder !== null && isRunning(holder)) throw new DatabaseLockedError(dir, holder);
    // An empty file is a lock being written: look again shortly, and only then call it stale.
    if (holder === null && attempt < 5) {
      pause(20);
      continue;
    }
    takeOverStale(file, holder, dir);
  }
  const release = () => {
    process.removeListener('exit', release);
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch (error) {
      if (errno(error) !== 'ENOENT') throw error;
    }
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Removes a lock whose owner `stale` has died. It is first moved aside, which only one process can
 * do; should the moved file turn out to be a live process's lock (taken over by another process in the
 * meantime), it is put back and that process holds the directory.
 */
function takeOverStale(file: string, stale: number | null, dir: string): void {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errno(error) === 'ENOENT') return;
    throw error;
  }
  const moved = holderOf(aside);
  if (moved !== stale && moved !== null && isRunning(moved)) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
    }
    unlinkSync(aside);
    throw new DatabaseLockedError(dir, moved);
  }
  unlinkSync(aside);
}
