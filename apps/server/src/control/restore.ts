/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` back in place of the embedded
 * database (db/pglite-restore.ts), keeping the database it replaces beside it. Refused while the portal
 * runs (it holds the database), and on PostgreSQL, where pg_restore does this.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import type { Config } from '../config-types.ts';
import { DatabaseLockedError, pgliteDirIn } from '../db/client.ts';
import { NotABackupError, restorePgliteDir } from '../db/pglite-restore.ts';
import { printRefused, StartRefused } from '../production-mode.ts';
import { EXIT } from './control-command.ts';

const USAGE = 'Usage: npm run restore -- <file>';

/** Restores the backup named by `args` into the data directory of `config`; answers the exit code. */
export async function restoreFromArgs(config: Config, args: string[]): Promise<number> {
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error(USAGE);
    return EXIT.usage;
  }
  if (config.databaseUrl) {
    console.error(
      'The database is PostgreSQL (DATABASE_URL): restore it with pg_restore (README, "Running in production"); this command restores the embedded database.',
    );
    return EXIT.usage;
  }
  let dump: Uint8Array<ArrayBuffer>;
  try {
    dump = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'ENOENT' ? `There is no file ${file}.` : `${file}: ${(error as Error).message}`);
    return EXIT.usage;
  }
  const dir = pgliteDirIn(config.dataDir);
  try {
    const aside = await restorePgliteDir(dir, dump);
    console.log(`The database at ${dir} is restored from ${file}.`);
    if (aside) console.log(`The database it replaced is kept at ${aside}; delete it once it is not needed.`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `The portal (process ${error.pid}) is running on ${config.dataDir}: stop it, then restore. Nothing was changed.`,
      );
      return EXIT.databaseLocked;
    }
    if (error instanceof NotABackupError) {
      console.error(`${file}: ${error.message}. Nothing was changed.`);
      return EXIT.failed;
    }
    throw error;
  }
}

if (import.meta.main) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    printRefused(error, 'npm run restore will not run');
    process.exit(EXIT.configRefused);
  }
  process.exitCode = await restoreFromArgs(config, process.argv.slice(2));
}
