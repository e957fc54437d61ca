/** The letters aggregate: documents (letters, reports, attachments of a case or an invoice). */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { pendingLetterColumns } from '../../modules/documents/pending-letters.ts';
import type { Executor } from '../executor.ts';
import { documents } from '../schema.ts';

export type Document = typeof documents.$inferSelect;

/** The documents of a case, newest first, with what `withLettersRendered` needs. */
export async function documentsOfCaseNewestFirst(db: Executor, caseId: string) {
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
