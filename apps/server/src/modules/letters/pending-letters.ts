/**
 * Letters issued with their PDF still to be rendered (`documents.letter` holds what the letter shows):
 * the demo data's, so that a first start need not render them before it serves. A letter is rendered
 * when first asked for (downloaded, or listed with its size) or by the background pass after the seed,
 * whichever comes first; the other finds it rendered. Rendering the same input gives the same letter.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { documents } from '../../db/schema.ts';
import { type LetterInput, renderLetter } from './letter.ts';

/** Columns a list of documents adds, so that it can have its letters rendered before it shows their sizes. */
export const pendingLetterColumns = {
  documentId: documents.id,
  letterPending: sql<boolean>`${documents.letter} is not null`.mapWith(Boolean),
};

/** Renders the letter of document `documentId` if it still waits; its PDF and size as stored. */
export async function renderPendingLetter(
  db: Executor,
  documentId: string,
): Promise<{ content: Uint8Array | null; sizeBytes: number } | null> {
  const [pending] = await db
    .select({ letter: documents.letter })
    .from(documents)
    .where(and(eq(documents.id, documentId), isNotNull(documents.letter)));
  if (pending?.letter) {
    // Stored by issueLetter from a LetterInput, and read back as it was written.
    const pdf = await renderLetter(pending.letter as unknown as LetterInput);
    const [stored] = await db
      .update(documents)
      .set({ content: pdf, sizeBytes: pdf.length, letter: null })
      .where(and(eq(documents.id, documentId), isNotNull(documents.letter)))
      .returning({ sizeBytes: documents.sizeBytes });
    if (stored) return { content: pdf, sizeBytes: stored.sizeBytes };
  }
  // Rendered meanwhile by another request or the background pass: that one is the letter.
  const [row] = await db
    .select({ content: documents.content, sizeBytes: documents.sizeBytes })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row ?? null;
}

/** `rows` of a document list with their letters that still wait rendered at once, so their sizes are true. */
export async function withLettersRendered<
  Row extends { documentId: string; letterPending: boolean; sizeBytes: number },
>(db: Executor, rows: Row[]): Promise<Omit<Row, 'documentId' | 'letterPending'>[]> {
  const rendered = new Map<string, number>();
  for (const row of rows)
    if (row.letterPending) {
      const letter = await renderPendingLetter(db, row.documentId);
      if (letter) rendered.set(row.documentId, letter.sizeBytes);
    }
  return rows.map(({ documentId, letterPending: _, ...row }) => ({
    ...row,
    sizeBytes: rendered.get(documentId) ?? row.sizeBytes,
  }));
}

/**
 * Renders every letter that still waits, one at a time, until `signal` aborts; how many it rendered.
 * Between two letters it gives the event loop a turn: PGlite and pdfkit answer in microtasks, and
 * without one no request, timer or log write would get in until the last letter.
 */
export async function renderPendingLetters(db: Executor, signal?: AbortSignal): Promise<number> {
  const waiting = await db
    .select({ id: documents.id })
    .from(documents)
    .where(isNotNull(documents.letter))
    .orderBy(documents.id);
  let rendered = 0;
  for (const { id } of waiting) {
    if (signal?.aborted) break;
    await renderPendingLetter(db, id);
    rendered += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return rendered;
}
