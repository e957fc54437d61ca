/** Documents: letters, invoices, reports and other files in the archive. */
import { and, asc, desc, eq, exists, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { insertRows, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { cases, documents, invoices } from '../schema.ts';
import { recordLetterDeliveries } from './deliveries.ts';

/** The documents of a case, newest first, with whether each letter still waits to be rendered. */
export async function documentsOfCase(db: Executor, caseId: string) {
  return db
    .select({
      documentGuid: documents.guid,
      kind: documents.kind,
      title: documents.title,
      fileName: documents.fileName,
      sizeBytes: documents.sizeBytes,
      createdAt: documents.createdAt,
      withdrawnAt: documents.withdrawnAt,
      ...pendingLetterColumns,
    })
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(desc(documents.createdAt));
}

/**
 * Who may read a document: a debtor (their own letters and invoices), a client (the documents of its
 * cases and invoices and its own reports) or the provider's staff (`'provider'`: any case's or invoice's).
 */
export type DocumentOwner = { debtorId: string } | { clientId: string } | 'provider';

/** A document with its bytes (or its letter still to render), if `owner` may read it. */
export async function documentOfOwner(db: Executor, owner: DocumentOwner, documentGuid: string) {
  const ownedBy =
    owner === 'provider'
      ? or(isNotNull(documents.caseId), isNotNull(documents.invoiceId))
      : 'debtorId' in owner
        ? eq(documents.debtorId, owner.debtorId)
        : or(
            eq(documents.clientId, owner.clientId),
            exists(
              db
                .select({ one: sql`1` })
                .from(cases)
                .where(and(eq(cases.id, documents.caseId), eq(cases.clientId, owner.clientId))),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(invoices)
                .where(and(eq(invoices.id, documents.invoiceId), eq(invoices.clientId, owner.clientId))),
            ),
          );
  const [doc] = await db
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      content: documents.content,
      ...pendingLetterColumns,
    })
    .from(documents)
    .where(and(eq(documents.guid, documentGuid), ownedBy))
    .limit(1);
  return doc;
}

/** A document to store. */
export type DocumentInsert = typeof documents.$inferInsert;

/** Marks the letters of `ids` withdrawn at `at`. */
export async function setLettersWithdrawn(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  await updateRows(
    db,
    documents,
    'id',
    ids.map((id) => ({ id, withdrawnAt: at })),
  );
}

/** Stores a document whose content is at hand (a file made for staff) and answers its id and guid. */
export async function storeDocument(db: Executor, document: DocumentInsert) {
  const [stored] = await db
    .insert(documents)
    .values(document)
    .returning({ id: documents.id, guid: documents.guid });
  return stored;
}

/** Stores documents in bulk (`insertRows`): generated data's letters. */
export async function insertDocuments(db: Executor, rows: readonly DocumentInsert[]): Promise<number> {
  return insertRows(db, documents, rows);
}

export type Document = typeof documents.$inferSelect;

/** Stores a document of a client (a report); its id. */
export async function insertClientDocument(db: Executor, document: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(document).returning({ id: documents.id });
  return row?.id ?? null;
}

export async function deleteDocument(db: Executor, documentId: string) {
  await db.delete(documents).where(eq(documents.id, documentId));
}

/** The documents of invoices, oldest first, each with its invoice and what `withLettersRendered` needs. */
export async function documentsOfInvoices(db: Executor, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: documents.invoiceId,
      documentGuid: documents.guid,
      kind: documents.kind,
      title: documents.title,
      fileName: documents.fileName,
      sizeBytes: documents.sizeBytes,
      createdAt: documents.createdAt,
      ...pendingLetterColumns,
    })
    .from(documents)
    .where(inArray(documents.invoiceId, invoiceIds))
    .orderBy(asc(documents.createdAt));
}

/** The documents of a case, whole rows, newest first. */
export async function documentRowsOfCaseNewestFirst(db: Executor, caseId: string) {
  return db.select().from(documents).where(eq(documents.caseId, caseId)).orderBy(desc(documents.createdAt));
}

/** Columns a list of documents adds, so that it can have its letters rendered before it shows their sizes. */
export const pendingLetterColumns = {
  documentId: documents.id,
  letterPending: sql<boolean>`${documents.letter} is not null`.mapWith(Boolean),
};

/** Stores a letter of the archive, and its delivery to be sent; its id. */
export async function insertLetter(
  db: Executor,
  values: typeof documents.$inferInsert,
): Promise<string | null> {
  const [doc] = await db.insert(documents).values(values).returning({ id: documents.id });
  // The letter's delivery, in the same transaction: the outbox the delivery worker sends from.
  if (doc && values.debtorId)
    await recordLetterDeliveries(db, [
      { documentId: doc.id, debtorId: values.debtorId, caseId: values.caseId ?? null },
    ]);
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

/** The PDFs of the rendered letters among `documentIds`, by id (one still to be rendered is left out). */
export async function renderedLetters(
  db: Executor,
  documentIds: readonly string[],
): Promise<Map<string, Uint8Array>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, content: documents.content })
    .from(documents)
    .where(and(inArray(documents.id, [...documentIds]), isNotNull(documents.content)));
  return new Map(rows.flatMap((row) => (row.content ? [[row.id, row.content] as const] : [])));
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
