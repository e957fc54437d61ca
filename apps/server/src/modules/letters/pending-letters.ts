/**
 * Letters recorded with their PDF still to be rendered (`documents.letter` holds what the letter shows):
 * the collection process's and every other letter issued inside a transaction, rendered once it has
 * committed (letter-rendering.ts), and the demo data's, so that a first start need not render them
 * before it serves. A letter not yet rendered is rendered when first asked for (downloaded, or listed
 * with its size), and the demo data's by the background pass after the seed, whichever comes first;
 * the others find it rendered. Rendering the same input gives the same letter, and a PDF is stored only
 * while it is still missing, so a letter rendered twice is stored once.
 */
import type { Executor } from '../../db/executor.ts';
import {
  storedDocument,
  storeRenderedLetter,
  waitingLetter,
  waitingLetterIds,
} from '../../db/repositories/letters.ts';
import type { LetterInput } from './letter.ts';
import { letterRenderPool } from './letter-render-pool.ts';

/** Renders the letter of document `documentId` if it still waits; its PDF and size as stored. */
export async function renderPendingLetter(
  db: Executor,
  documentId: string,
): Promise<{ content: Uint8Array | null; sizeBytes: number } | null> {
  const letter = await waitingLetter(db, documentId);
  if (letter) {
    // Stored by issueLetter from a LetterInput, and read back as it was written.
    const pdf = await letterRenderPool().render(letter as unknown as LetterInput);
    const sizeBytes = await storeRenderedLetter(db, documentId, pdf);
    if (sizeBytes !== null) return { content: pdf, sizeBytes };
  }
  // Rendered meanwhile by another request, the render job or the background pass: that one is the letter.
  return storedDocument(db, documentId);
}

/** `rows` of a document list with their letters that still wait rendered at once, so their sizes are true. */
export async function withLettersRendered<
  Row extends { documentId: string; letterPending: boolean; sizeBytes: number },
>(db: Executor, rows: Row[]): Promise<Omit<Row, 'documentId' | 'letterPending'>[]> {
  const rendered = new Map<string, number>();
  await Promise.all(
    rows
      .filter((row) => row.letterPending)
      .map(async (row) => {
        const letter = await renderPendingLetter(db, row.documentId);
        if (letter) rendered.set(row.documentId, letter.sizeBytes);
      }),
  );
  return rows.map(({ documentId, letterPending: _, ...row }) => ({
    ...row,
    sizeBytes: rendered.get(documentId) ?? row.sizeBytes,
  }));
}

/**
 * Renders every letter that still waits, as many at once as the render pool has threads, until
 * `signal` aborts; how many it rendered.
 */
export async function renderPendingLetters(db: Executor, signal?: AbortSignal): Promise<number> {
  const waiting = await waitingLetterIds(db);
  let rendered = 0;
  const renderNext = async () => {
    for (let id = waiting.shift(); id !== undefined && !signal?.aborted; id = waiting.shift()) {
      await renderPendingLetter(db, id);
      rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: letterRenderPool().size }, renderNext));
  return rendered;
}
