/**
 * `npm run backup -- <file>`: writes a copy of the embedded database (PGlite) to a new file, beside the
 * running portal: the command is handed to the portal, whose process holds the database and writes the
 * copy between two of its queries (Database.backup); with no portal running, the command line opens the
 * database and writes it itself. The file holds every debtor's data: it is made readable by its owner
 * alone. `npm run restore -- <file>` puts it back (control/restore.ts). On PostgreSQL, pg_dump does this.
 */
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ControlCommand } from './control-command.ts';
import { EXIT } from './control-command.ts';

const USAGE = 'Usage: npm run backup -- <file>';

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export const backupCommand: ControlCommand = {
  name: 'backup',
  summary: 'writes a copy of the embedded database (PGlite) to a file, beside the running portal',
  checkArgs: (args) => (args.length === 1 && args[0] && !args[0].startsWith('-') ? null : USAGE),
  run: async ({ backupDatabase, workingDirectory, out, err }, args) => {
    const [named] = args;
    if (!named) {
      err(USAGE);
      return EXIT.usage;
    }
    if (!backupDatabase) {
      err(
        'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (README, "Running in production"); this command copies the embedded database.',
      );
      return EXIT.usage;
    }
    const file = path.resolve(workingDirectory ?? process.cwd(), named);
    if (existsSync(file)) {
      err(`There is a file ${named} already: name a new one.`);
      return EXIT.usage;
    }
    const started = performance.now();
    const copy = await backupDatabase();
    // Written whole under another name first, so that a file of the given name is always a whole copy.
    const partial = `${file}.partial-${process.pid}`;
    try {
      await writeFile(partial, copy, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      err(`${named} could not be written: ${(error as Error).message}`);
      return EXIT.failed;
    }
    out(
      `The database is backed up to ${named} (${mebibytes(copy.byteLength)}, in ${Math.round(performance.now() - started)} ms).`,
    );
    return EXIT.ok;
  },
};
