/** The audit log: who did what, when, to which entity. */

import { insertRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { auditLog } from '../schema.ts';

/** An entry to store. */
export type AuditEntryInsert = typeof auditLog.$inferInsert;

/** Stores one entry. */
export async function insertAuditEntry(db: Executor, entry: AuditEntryInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Stores entries in bulk (`insertRows`). */
export async function insertAuditEntries(db: Executor, entries: readonly AuditEntryInsert[]): Promise<void> {
  await insertRows(db, auditLog, entries);
}
