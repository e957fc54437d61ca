/**
 * PGlite's files hold every debtor's data. PGlite writes them through Node's fs asking for 0666 and
 * 0777, so what they get is the process's umask's choice; these make them the portal user's alone.
 */
import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files made from now on by this process are its user's alone: 0600, and directories 0700. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Takes every right of group and others from `dir` and everything under it, as a directory copied
 * from a template or left by an older version may have them.
 */
export function makePrivate(dir: string): void {
  for (const name of ['', ...readdirSync(dir, { recursive: true }).map(String)]) {
    const entry = path.join(dir, name);
    const mode = statSync(entry).mode & 0o777;
    if ((mode & 0o077) !== 0) chmodSync(entry, mode & 0o700);
  }
}
