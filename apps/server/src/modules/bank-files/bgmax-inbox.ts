/**
 * The inbox of Bankgirot payment files: the server looks into a folder every few seconds and imports
 * each file in it, oldest name first, then moves it to `imported/` or `refused/` beside a report of
 * what the import did (`<name>.json`). A file is taken only once it has not changed for two seconds;
 * put files in by moving them, or write them under a name beginning with a dot and rename them.
 * An import cut off (the server stopped, or killed) leaves the file where it was; the next look imports
 * it again, which skips what was registered before (counted as duplicates) and registers the rest.
 *
 * One file never holds up the others: a file larger than `BGMAX_MAX_BYTES` or that cannot be read is
 * moved to `refused/` with a report of why, unread; a file whose import fails is left for the next look
 * while the files after it are imported; a file named `imported` or `refused`, where the folder should
 * be, is renamed (`imported.file`) and imported like any other.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BGMAX_MAX_BYTES } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import type { NotificationLinks } from '../notifications/event-notifications.ts';
import { emptyImportReport, type ImportProgress, type ImportReport, importBgmax } from './bgmax-import.ts';

/** A file younger than this may still be being written. */
const SETTLED_MS = 2_000;
const FOLDERS = ['imported', 'refused'] as const;

/** Something the inbox did besides importing a file, or could not do, for the log. */
export type InboxNotice = { name: string; notice: string; error?: unknown };

export type InboxOptions = {
  /** The provider's bankgiro numbers: a file to any other is refused. */
  receivingBankgiros: readonly string[];
  concurrency?: number;
  onProgress?: (name: string, progress: ImportProgress) => void;
  /** The links of the payments' notifications (`ImportOptions.notify`). */
  notify?: NotificationLinks;
};

/** A report for a file refused unread: it registered nothing and is not kept. */
function refusedUnread(reason: string): ImportReport {
  return emptyImportReport({ reason, refusal: 'unreadable' });
}

/** A name beside `name` in `dir` that nothing has. */
async function freeName(dir: string, name: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? `${name}.file` : `${name}.${attempt}.file`;
    if (!(await stat(path.join(dir, candidate)).catch(() => null))) return candidate;
  }
}

/** Makes the `imported/` and `refused/` folders, renaming a file in the way of one. */
async function makeFolders(dir: string, notices: InboxNotice[]): Promise<void> {
  for (const folder of FOLDERS) {
    const target = path.join(dir, folder);
    const info = await stat(target).catch(() => null);
    if (info && !info.isDirectory()) {
      const renamed = await freeName(dir, folder);
      await rename(target, path.join(dir, renamed));
      notices.push({
        name: folder,
        notice: `a file had the name of the ${folder}/ folder; it was renamed ${renamed} and is imported as such`,
      });
    }
    await mkdir(target, { recursive: true });
  }
}

/** Files `name` under `folder/` with its report. */
async function fileAway(dir: string, name: string, report: ImportReport): Promise<void> {
  const target = path.join(dir, report.status);
  await writeFile(path.join(target, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  // Another server process may have moved it first; the import did nothing twice either way.
  await rename(path.join(dir, name), path.join(target, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Imports one settled file, or refuses it unread; null when it is gone or not yet settled. */
async function importOne(
  db: Executor,
  dir: string,
  name: string,
  now: number,
  options: InboxOptions,
): Promise<ImportReport | null> {
  const file = path.join(dir, name);
  const info = await stat(file).catch(() => null);
  if (!info || now - info.mtimeMs < SETTLED_MS) return null;
  if (info.size > BGMAX_MAX_BYTES) {
    const mib = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MiB`;
    return refusedUnread(`The file is ${mib(info.size)}; a payment file is at most ${mib(BGMAX_MAX_BYTES)}`);
  }
  const content = await readFile(file).catch((error: NodeJS.ErrnoException) => error);
  if (content instanceof Error) {
    if (content.code === 'ENOENT') return null;
    return refusedUnread(`The file cannot be read: ${content.code ?? content.message}`);
  }
  return importBgmax(
    db,
    { fileName: name, content, source: 'inbox' },
    {
      receivingBankgiros: options.receivingBankgiros,
      concurrency: options.concurrency,
      onProgress: (progress) => options.onProgress?.(name, progress),
      notify: options.notify,
    },
  );
}

/**
 * Imports every settled file in `dir` now, `concurrency` batches at once, telling `onProgress` of each
 * batch; answers each file's name and report, and what else it did or could not do.
 */
export async function importInbox(db: Executor, dir: string, now: number, options: InboxOptions) {
  await mkdir(dir, { recursive: true });
  const notices: InboxNotice[] = [];
  await makeFolders(dir, notices);
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const done: { name: string; report: ImportReport }[] = [];
  for (const name of names) {
    try {
      const report = await importOne(db, dir, name, now, options);
      if (!report) continue;
      await fileAway(dir, name, report);
      done.push({ name, report });
    } catch (error) {
      // Left where it is for the next look; the files after it are not held up.
      notices.push({ name, notice: 'the import failed; it is tried again at the next look', error });
    }
  }
  return { done, notices };
}

/**
 * Looks into the inbox `pollMs` after each look until stopped, importing `concurrency` batches at once
 * (more than 1 on PostgreSQL only); a failed look is logged and tried again.
 */
export function watchInbox(
  db: Executor,
  inbox: {
    dir: string;
    pollMs: number;
    concurrency?: number;
    receivingBankgiros: readonly string[];
    notify?: NotificationLinks;
  },
  log: {
    info: (fields: object, message: string) => void;
    warn: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  },
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const look = () => {
    running = importInbox(db, inbox.dir, Date.now(), {
      receivingBankgiros: inbox.receivingBankgiros,
      concurrency: inbox.concurrency,
      notify: inbox.notify,
      onProgress: (name, progress) => log.info({ file: name, ...progress }, 'payment file: batch registered'),
    })
      .then(({ done, notices }) => {
        for (const { name, report } of done) log.info({ file: name, ...report }, 'payment file imported');
        for (const { name, notice, error } of notices)
          log.warn({ file: name, err: error, dir: inbox.dir }, `payment inbox: ${notice}`);
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
