/**
 * The day's print file for the print-and-mail house (docs/delivery.md#paper): every letter queued for paper,
 * one PDF each (the recipient's address sits in the C5 envelope's window), and `manifest.csv` with each
 * file's pages, bytes and SHA-256 and a last line of totals. The files are written to a folder of their own,
 * the letters recorded as posted in one transaction, and only then is the folder given its day's name, so
 * the print house never sees a file the database does not count as posted; a run killed anywhere and run
 * again posts each letter once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paperDelivery } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  beginPrintFile,
  finishPrintFile,
  lockPrintFile,
  markPosted,
  queuedForPrint,
} from '../../db/repositories/deliveries.ts';
import { renderedLetters } from '../../db/repositories/letters.ts';
import { recordWebhookEvents } from '../../db/repositories/webhooks.ts';
import { renderPendingLetter } from '../letters/pending-letters.ts';
import { letterDelivered } from '../webhooks/webhook-events.ts';

/** Where a day's print file is kept: `<PRINT_DIR>/<YYYY-MM-DD>/` (by default under the data directory). */
export const printDirectory = (printDir: string, day: string) => path.join(printDir, day);

/** Pages of a PDF: its page objects (the typesetter writes one per page). */
function pageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
  );
}

const manifestOf = (lines: readonly string[]) => `${lines.join('\n')}\n`;

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export type PrintFileSummary = { day: string; letters: number; pages: number; bytes: number };

/**
 * Writes the print file of ISO day `day` with every letter queued for paper, unless that day's file is
 * written already (the letters then wait for the next day's); what it holds, or null when there was nothing
 * to post or another worker wrote it.
 */
export async function writePrintFile(
  db: Executor,
  printDir: string,
  day: string,
): Promise<PrintFileSummary | null> {
  const finalDir = printDirectory(printDir, day);
  const existing = await lockPrintFile(db, day, false);
  if (existing?.status === 'written') {
    await placeDayFolder(db, printDir, day, existing.manifestSha256);
    return null;
  }
  const queued = await queuedForPrint(db);
  if (queued.length === 0) return null;
  const workDir = path.join(printDir, `.${day}.${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  const lines = ['file,delivery,pages,bytes,sha256'];
  const written: number[] = [];
  let pages = 0;
  let bytes = 0;
  try {
    await writeLetters();
  } catch (error) {
    // Another worker posted the day meanwhile and cleared the day's work folders, this one's with them.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  async function writeLetters() {
    // Read in batches: a heavy day's file holds thousands of letters.
    for (let from = 0; from < queued.length; from += 100) {
      const batch = queued.slice(from, from + 100);
      const contents = await renderedLetters(
        db,
        batch.flatMap((delivery) => (delivery.documentId ? [delivery.documentId] : [])),
      );
      for (const delivery of batch) {
        if (delivery.documentId === null) continue;
        const pdf =
          contents.get(delivery.documentId) ??
          (await renderPendingLetter(db, delivery.documentId))?.content ??
          null;
        if (!pdf) continue;
        const file = `${String(written.length + 1).padStart(6, '0')}.pdf`;
        await writeFile(path.join(workDir, file), pdf);
        const letterPages = pageCount(pdf);
        const sha = createHash('sha256').update(pdf).digest('hex');
        lines.push([file, delivery.guid, letterPages, pdf.length, sha].map(csvField).join(','));
        written.push(delivery.id);
        pages += letterPages;
        bytes += pdf.length;
      }
    }
    lines.push(['total', `${written.length} letters`, pages, bytes, ''].map(csvField).join(','));
    await writeFile(path.join(workDir, 'manifest.csv'), manifestOf(lines));
  }
  const manifest = manifestOf(lines);
  const manifestSha256 = createHash('sha256').update(manifest).digest('hex');
  const posted = await db.transaction(async (tx) => {
    await beginPrintFile(tx, day, finalDir);
    const row = await lockPrintFile(tx, day, true);
    if (row?.status !== 'writing') return { committedSha256: row?.manifestSha256 ?? null };
    const proof = paperDelivery(day);
    const letters = await markPosted(tx, written, proof);
    await recordWebhookEvents(
      tx,
      letters.map((letter) =>
        letterDelivered(letter.caseId, { kind: letter.kind, channel: 'paper', ...proof }),
      ),
    );
    await finishPrintFile(tx, day, { letters: written.length, pages, bytes, manifestSha256 });
    return true;
  });
  if (posted !== true) {
    // Another worker posted the day first. Its folder may be this one's twin, letter for letter, and the
    // one it puts in place: this folder is removed only under the print file's row, with the day's others.
    await placeDayFolder(db, printDir, day, posted.committedSha256);
    return null;
  }
  await placeDayFolder(db, printDir, day, manifestSha256);
  return { day, letters: written.length, pages, bytes };
}

const sha256Of = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const holdsManifest = async (folder: string, manifestSha256: string | null) => {
  const manifest = await readFile(path.join(folder, 'manifest.csv')).catch(() => null);
  return manifest !== null && sha256Of(manifest) === manifestSha256;
};

/**
 * Puts the committed work folder of `day` (the one whose manifest has the committed checksum) in place as the
 * day's folder, then removes the day's other work folders. The worker that committed calls it, and so does
 * any worker that finds the day written (after a crash between the commit and the rename): the print file's
 * row is held meanwhile, so that two never move or remove the same folders at once. A day's folder with
 * another manifest (left by an earlier database) is replaced.
 */
async function placeDayFolder(
  db: Executor,
  printDir: string,
  day: string,
  manifestSha256: string | null,
): Promise<void> {
  const finalDir = printDirectory(printDir, day);
  await db.transaction(async (tx) => {
    await lockPrintFile(tx, day, true);
    if (await holdsManifest(finalDir, manifestSha256)) return;
    for (const name of await workFolders(printDir, day))
      if (await holdsManifest(path.join(printDir, name), manifestSha256)) {
        await rm(finalDir, { recursive: true, force: true });
        await rename(path.join(printDir, name), finalDir);
        return;
      }
  });
  if (await holdsManifest(finalDir, manifestSha256)) await removeAbandonedWork(printDir, day);
}

/** Work folders of `day` other runs left (killed before their commit): nothing in them was posted. */
async function removeAbandonedWork(printDir: string, day: string): Promise<void> {
  // A folder another worker is still writing goes too; that worker then finds the day written and stops.
  for (const name of await workFolders(printDir, day))
    await rm(path.join(printDir, name), { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
}

const workFolders = async (printDir: string, day: string) =>
  (await readdir(printDir).catch(() => [])).filter((name) => name.startsWith(`.${day}.`));
