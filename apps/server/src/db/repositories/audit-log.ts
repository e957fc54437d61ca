/** The audit log: who did what, when, to which entity. */
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { insertRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import { accounts, apiKeys, auditLog, debtors } from '../schema.ts';

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

/** What a page of the whole audit log is filtered by; the days are Stockholm's. */
export type AuditLogFilter = {
  entity?: string | undefined;
  /** The action's beginning: `client.` or a whole action. */
  action?: string | undefined;
  /** A part of the acting account's name or user name, or of the API key's name. */
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const stockholmDay = sql`(${auditLog.at} at time zone 'Europe/Stockholm')::date`;
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function auditLogCondition(filter: AuditLogFilter) {
  const actor = filter.actor ? `%${likeText(filter.actor)}%` : null;
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? like(auditLog.action, `${likeText(filter.action)}%`) : undefined,
    actor
      ? or(ilike(accounts.displayName, actor), ilike(accounts.username, actor), ilike(apiKeys.name, actor))
      : undefined,
    filter.from ? sql`${stockholmDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${stockholmDay} <= ${filter.to}::date` : undefined,
  );
}

/** A page of the audit log, the newest first unless `ascending`, with the acting account's or key's name and the debtor's. */
export async function auditLogPage(
  db: Executor,
  filter: AuditLogFilter,
  page: { ascending: boolean; limit: number; offset: number },
) {
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      debtorId: auditLog.debtorId,
      details: auditLog.details,
      accountName: accounts.displayName,
      apiKeyName: apiKeys.name,
      debtorName: debtorNameSql,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .leftJoin(debtors, eq(debtors.id, auditLog.debtorId))
    .where(auditLogCondition(filter))
    .orderBy(
      page.ascending ? asc(auditLog.at) : desc(auditLog.at),
      page.ascending ? asc(auditLog.id) : desc(auditLog.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** How many entries `filter` holds. */
export async function auditLogCount(db: Executor, filter: AuditLogFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(auditLogCondition(filter));
  return row?.n ?? 0;
}
