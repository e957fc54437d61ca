/**
 * Puts a backup of the embedded database (Database.backup: PGlite's data directory as a gzipped tar)
 * back in place of the portal's, while no process holds it (its lock is taken for the whole time). The
 * backup is first unpacked beside it and opened, so that a file that is not one leaves the database as
 * it was; the database it replaces is kept beside it, renamed.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockPgliteDir } from './pglite-lock.ts';
import { keepNewFilesPrivate, makePrivate } from './private-files.ts';

/** The backup is not one of Fordra's embedded database: why, in a sentence. */
export class NotABackupError extends Error {}

/** A name for the directory the restored one replaces, from the time of the restore. */
const asideName = (dir: string, now: Date) =>
  `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;

/**
 * Replaces the PGlite directory `dir` with the backup `dump`; answers where the one replaced is kept
 * (null when there was none). Throws DatabaseLockedError while a process (the portal) holds `dir`, and
 * NotABackupError, changing nothing, when `dump` does not open as a database migrated by Fordra.
 */
export async function restorePgliteDir(
  dir: string,
  dump: Uint8Array<ArrayBuffer>,
  now = new Date(),
): Promise<string | null> {
  keepNewFilesPrivate();
  const lock = lockPgliteDir(dir);
  const restoring = `${dir}.restoring`;
  try {
    rmSync(restoring, { recursive: true, force: true });
    try {
      const restored = new PGlite(restoring, { loadDataDir: new Blob([dump]) });
      try {
        await restored.waitReady;
        // The migrator's own table: a database Fordra has migrated.
        await restored.query('select count(*) from drizzle.__drizzle_migrations');
      } finally {
        await restored.close();
      }
    } catch (error) {
      rmSync(restoring, { recursive: true, force: true });
      throw new NotABackupError(
        `It is not a backup of the embedded database (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    makePrivate(restoring);
    const aside = existsSync(dir) ? asideName(dir, now) : null;
    // Two renames: between them, for an instant, there is no database at `dir`.
    if (aside) renameSync(dir, aside);
    renameSync(restoring, dir);
    return aside && path.resolve(aside);
  } finally {
    lock.release();
  }
}
