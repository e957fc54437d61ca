/** Letters and the other documents of the archive (`documents`). */
import { insertRows, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { documents } from '../schema.ts';

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
