/** The audit log: who did what, when, to which entity. */
import type { Executor } from '../executor.ts';
import { auditLog } from '../schema.ts';

/** An entry to store. */
export type AuditEntryInsert = typeof auditLog.$inferInsert;

/** Stores one entry. */
export async function insertAuditEntry(db: Executor, entry: AuditEntryInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
