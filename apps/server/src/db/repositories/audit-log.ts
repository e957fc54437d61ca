/** The audit log: who did what, when, to which entity. */
import { and, eq, inArray, or } from 'drizzle-orm';
import { insertRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { accounts, apiKeys, auditLog } from '../schema.ts';

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

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * The audit entries of a case (by its number or guid), of its plans (by guid) and of its debtor's
 * contact details, each with the name of the account or API key that acted.
 */
export async function auditTrailOfCase(
  db: Executor,
  target: { caseNumber: string; caseGuid: string; debtorId: string; planGuids: string[] },
) {
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      debtorId: auditLog.debtorId,
      details: auditLog.details,
      accountName: accounts.displayName,
      apiKeyName: apiKeys.name,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(
      or(
        and(eq(auditLog.entity, 'case'), inArray(auditLog.entityId, [target.caseNumber, target.caseGuid])),
        ...(target.planGuids.length
          ? [and(eq(auditLog.entity, 'payment_plan'), inArray(auditLog.entityId, target.planGuids))]
          : []),
        // The debtor's contact details, by whoever corrected them: how the case reaches its debtor.
        and(eq(auditLog.debtorId, target.debtorId), eq(auditLog.action, 'debtor.contact-updated')),
      ),
    );
}
