/** The audit log: who did what, to what, when and why. */
import type { Executor } from '../executor.ts';
import { auditLog } from '../schema.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Writes an audit entry (in the transaction of what it records, when given one). */
export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
