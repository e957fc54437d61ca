/**
 * The inbox of Bankgirot payment files: the server looks into a folder every few seconds and imports
 * each file in it, oldest name first, then moves it to `imported/` or `refused/` beside a report of
 * what the import did (`<name>.json`). A file is taken only once it has not changed for two seconds;
 * put files in by moving them, or write them under a name beginning with a dot and rename them.
 * An import cut off (the server stopped, or killed) leaves the file where it was; the next look imports
 * it again, which skips what was registered before (counted as duplicates) and registers the rest.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { type ImportProgress, type ImportReport, importBgmax } from './bgmax-import.ts';

/** A file younger than this may still be being written. */
const SETTLED_MS = 2_000;

/**
 * Imports every settled file in `dir` now, `concurrency` batches at once, telling `onProgress` of each
 * batch; answers each file's name and report.
 */
export async function importInbox(
  db: Db,
  dir: string,
  now = Date.now(),
  options: { concurrency?: number; onProgress?: (name: string, progress: ImportProgress) => void } = {},
) {
  await mkdir(dir, { recursive: true });
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const done: { name: string; report: ImportReport }[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < SETTLED_MS) continue;
    const report = await importBgmax(
      db,
      { fileName: name, content: await readFile(file), source: 'inbox' },
      { concurrency: options.concurrency, onProgress: (progress) => options.onProgress?.(name, progress) },
    );
    const target = path.join(dir, report.status);
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    // Another server process may have moved it first; the import did nothing twice either way.
    await rename(file, path.join(target, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    done.push({ name, report });
  }
  return done;
}

/**
 * Looks into the inbox `pollMs` after each look until stopped, importing `concurrency` batches at once
 * (more than 1 on PostgreSQL only); a failed look is logged and tried again.
 */
export function watchInbox(
  db: Db,
  inbox: { dir: string; pollMs: number; concurrency?: number },
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void },
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    running = importInbox(db, inbox.dir, Date.now(), {
      concurrency: inbox.concurrency,
      onProgress: (name, progress) => log.info({ file: name, ...progress }, 'payment file: batch registered'),
    })
      .then((done) => {
        for (const { name, report } of done) log.info({ file: name, ...report }, 'payment file imported');
      })
      .catch((error: unknown) =>
        log.error({ err: error, dir: inbox.dir }, 'the payment inbox could not be read'),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(look, inbox.pollMs);
        timer.unref();
      });
  };
  look();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
