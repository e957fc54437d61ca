/**
 * The archive's documents: letters and notices as PDFs. A letter is recorded with what it shows
 * (`letter`) and its PDF stored once rendered (`content`), which empties `letter`.
 */
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { documents } from '../schema.ts';

/** Columns a list of documents adds, so that it can have its letters rendered before it shows their sizes. */
export const pendingLetterColumns = {
  documentId: documents.id,
  letterPending: sql<boolean>`${documents.letter} is not null`.mapWith(Boolean),
};

/** Stores a document of the archive; its id. */
export async function insertLetter(
  db: Executor,
  values: typeof documents.$inferInsert,
): Promise<string | null> {
  const [doc] = await db.insert(documents).values(values).returning({ id: documents.id });
  return doc?.id ?? null;
}

/** The invoice's own PDF (kind `invoice`), if it has one. */
export async function invoiceLetterOf(db: Executor, invoiceId: string): Promise<string | null> {
  const [issued] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.invoiceId, invoiceId), eq(documents.kind, 'invoice')))
    .limit(1);
  return issued?.id ?? null;
}

/** When the case's last collection demand letter before `before` was stored, if it has one. */
export async function lastCollectionDemandLetterBefore(
  db: Executor,
  caseId: string,
  before: Date,
): Promise<Date | null> {
  const [letter] = await db
    .select({ createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(
        eq(documents.caseId, caseId),
        eq(documents.kind, 'collectionDemand'),
        lt(documents.createdAt, before),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return letter?.createdAt ?? null;
}

/** What the letter of document `documentId` shows, while its PDF is still to be rendered. */
export async function waitingLetter(
  db: Executor,
  documentId: string,
): Promise<Record<string, unknown> | null> {
  const [pending] = await db
    .select({ letter: documents.letter })
    .from(documents)
    .where(and(eq(documents.id, documentId), isNotNull(documents.letter)));
  return pending?.letter ?? null;
}

/**
 * Stores the PDF of a letter that still waits for it; its size, or null when the letter was already
 * rendered (by another request, the render job or a pass), whose PDF then stands.
 */
export async function storeRenderedLetter(
  db: Executor,
  documentId: string,
  pdf: Buffer,
): Promise<number | null> {
  const [stored] = await db
    .update(documents)
    .set({ content: pdf, sizeBytes: pdf.length, letter: null })
    .where(and(eq(documents.id, documentId), isNotNull(documents.letter)))
    .returning({ sizeBytes: documents.sizeBytes });
  return stored?.sizeBytes ?? null;
}

/** A document's PDF and size as stored. */
export async function storedDocument(
  db: Executor,
  documentId: string,
): Promise<{ content: Uint8Array | null; sizeBytes: number } | null> {
  const [row] = await db
    .select({ content: documents.content, sizeBytes: documents.sizeBytes })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row ?? null;
}

/** Every letter still to be rendered, in the order of their ids. */
export async function waitingLetterIds(db: Executor): Promise<string[]> {
  const waiting = await db
    .select({ id: documents.id })
    .from(documents)
    .where(isNotNull(documents.letter))
    .orderBy(documents.id);
  return waiting.map((row) => row.id);
}
