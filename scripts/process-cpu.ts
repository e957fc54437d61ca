/** CPU time of running processes, from Linux's /proc, for benchmarks that want cost beside speed. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (µs, user and system) the processes `pids` have used so far; null where /proc cannot tell. */
export function cpuMicros(pids: number[]): number | null {
  let ticks = 0;
  try {
    for (const pid of pids) {
      // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return Number.isFinite(ticks) ? (ticks * 1e6) / clockTicksPerSecond : null;
}

/** CPU time (µs) used between two readings of `cpuMicros`; null where either could not tell. */
export function cpuMicrosBetween(start: number | null, end: number | null): number | null {
  return start === null || end === null ? null : end - start;
}

/** CPU time (µs) each of `pids` has used so far; a process that has ended is left out. */
export function cpuMicrosByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const micros = cpuMicros([pid]);
    if (micros !== null) used.set(pid, micros);
  }
  return used;
}

/**
 * The CPU time (µs) a changing set of processes used between `before` (cpuMicrosByPid) and now, read from
 * `pidsNow`: a process that began in between counts whole, and one that ended in between is left out
 * (a pool's connection ends after it has stood idle, so it had nothing to count).
 */
export function cpuMicrosSince(before: Map<number, number>, pidsNow: number[]): number {
  let used = 0;
  for (const [pid, micros] of cpuMicrosByPid(pidsNow)) used += micros - (before.get(pid) ?? 0);
  return used;
}

/** `pid` and its descendants as they are now (a server's primary and its workers). */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    const parent = tree[index] as number;
    try {
      const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8');
      for (const child of children.split(' ')) if (child.trim() !== '') tree.push(Number(child));
    } catch {
      // A process that has ended has no children to add.
    }
  }
  return tree;
}
