/** The audit log: who did what, when, from where. */
import type { Executor } from '../executor.ts';
import { auditLog } from '../schema.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Writes one entry to the audit log. */
export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
