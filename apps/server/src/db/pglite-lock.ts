/**
 * The lock of a PGlite directory: PGlite's files belong to one process, and a second process that
 * opened them would write into a copy the first one overwrites. The owner's pid and start time are
 * kept in `<dir>.lock`, created only if absent; a lock whose process has died is taken over. A pid
 * alone does not say that: after a kill -9 a restarted container gives the new process the pid of the
 * old one, or another process has it by then, so a live pid started at another time holds nothing.
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

const readIfPresent = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errno(error) === 'ENOENT') return null;
    throw error;
  }
};

/**
 * When the process `pid` started, as `<boot id>:<clock ticks after boot>` (Linux: field 22 of
 * `/proc/<pid>/stat`); null when it is not running or the system does not tell.
 */
export function processStartOf(pid: number): string | null {
  let stat: string;
  let bootId: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8');
  } catch {
    // Not running, not Linux, or /proc hides other users' processes: the pid alone must do.
    return null;
  }
  // Field 2, the command's name in parentheses, may itself hold spaces and parentheses.
  const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return startTicks ? `${bootId.trim()}:${startTicks}` : null;
}

type Holder = { pid: number; start: string | null };

/** Who a lock file names; null when it is gone, or empty because its owner is still writing it. */
function holderOf(file: string): Holder | null {
  const [pidText, start] = (readIfPresent(file) ?? '').trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, start: start ?? null } : null;
}

/** The lock files this process holds now: any other lock naming its pid is from an earlier life of that pid. */
const heldHere = new Set<string>();

/**
 * Whether the process a lock names still runs: its pid runs and, where the lock and the system both
 * tell, started when the lock says. Our own pid holds only the locks this process took.
 */
function isAlive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isRunning(holder.pid)) return false;
  const started = processStartOf(holder.pid);
  return holder.start === null || started === null || started === holder.start;
}

/** Blocks the thread for `ms`: opening a database is synchronous work anyway, and this wait is rare. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock of the PGlite directory `dir` for this process, or throws `DatabaseLockedError` when
 * a live process holds it. The lock goes when `release` is called or the process exits.
 */
export function lockPgliteDir(dir: string): { file: string; release: () => void } {
  const file = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const start = processStartOf(process.pid);
  const mine = `${process.pid}${start ? ` ${start}` : ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
    }
    if (attempt >= 50) throw new Error(`The lock ${file} could not be taken`);
    const holder = holderOf(file);
    if (holder !== null && isAlive(holder, file)) throw new DatabaseLockedError(dir, holder.pid);
    // An empty file is a lock being written: look again shortly, and only then call it stale.
    if (holder === null && attempt < 5) {
      pause(20);
      continue;
    }
    takeOverStale(file, holder, dir);
  }
  heldHere.add(file);
  const release = () => {
    process.removeListener('exit', release);
    heldHere.delete(file);
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
function takeOverStale(file: string, stale: Holder | null, dir: string): void {
  const aside = `${file}.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errno(error) === 'ENOENT') return;
    throw error;
  }
  const moved = holderOf(aside);
  const same = moved?.pid === stale?.pid && moved?.start === stale?.start;
  if (!same && moved !== null && isAlive(moved, file)) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
    }
    unlinkSync(aside);
    throw new DatabaseLockedError(dir, moved.pid);
  }
  unlinkSync(aside);
}
