/** The audit log: who did what to which entity, and why. */
import type { Executor } from '../executor.ts';
import { auditLog } from '../schema.ts';

/** Adds an entry to the audit log. */
export async function insertAuditEntry(db: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
