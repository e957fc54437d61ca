/** Payments and how each was allocated over a case's fees, interest and principal. */
import type { Currency } from '@fordra/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import { insertNewRows, insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor, Transaction } from '../executor.ts';
import { debtorNameSql as debtorName } from '../expressions.ts';
import { prefixRange } from '../prefix-range.ts';
import { cases, creditors, debtors, payments } from '../schema.ts';

/** The payments matched to a debtor's cases (or to the one named), newest first, with their case and creditor. */
export async function paymentsOfDebtor(db: Executor, debtorId: string, caseGuid?: string) {
  return db
    .select({
      payment: payments,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
    })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(
      caseGuid
        ? and(eq(payments.debtorId, debtorId), eq(cases.guid, caseGuid))
        : eq(payments.debtorId, debtorId),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
}

export type DebtorPaymentRow = Awaited<ReturnType<typeof paymentsOfDebtor>>[number];

/** A payment to store. */
export type PaymentInsert = typeof payments.$inferInsert;

/** A payment's allocation columns to write, minor units each, by its id. */
export type PaymentAllocationChange = {
  id: string;
  allocatedFees: number;
  allocatedInterest: number;
  allocatedPrincipal: number;
  allocatedCredit: number;
};

/** The payments of `externalIds` registered already. */
export async function paymentsWithExternalIds(db: Executor, externalIds: readonly string[]) {
  return db
    .select({ externalId: payments.externalId })
    .from(payments)
    .where(isAnyOf(payments.externalId, externalIds));
}

/**
 * Stores `rows` but each whose external id is stored already (by another import meanwhile), and
 * answers the ids of those stored.
 */
export async function insertNewPayments(db: Executor, rows: readonly PaymentInsert[]): Promise<string[]> {
  return insertNewRows(db, payments, rows, { unique: payments.externalId, returning: payments.id });
}

/** Stores payments in bulk (`insertRows`). */
export async function insertPayments(db: Executor, rows: readonly PaymentInsert[]): Promise<number> {
  return insertRows(db, payments, rows);
}

/** The payments on the cases of `ids` with their allocations, in the ledger's order (by day, then as stored). */
export async function paymentsOfCases(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: payments.id,
      caseId: payments.caseId,
      paymentDate: payments.paymentDate,
      amount: payments.amount,
      fees: payments.allocatedFees,
      interest: payments.allocatedInterest,
      principal: payments.allocatedPrincipal,
      credit: payments.allocatedCredit,
    })
    .from(payments)
    .where(isAnyOf(payments.caseId, ids))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}

/** Writes each payment's allocation of `changes`. */
export async function writePaymentAllocations(
  db: Executor,
  changes: readonly PaymentAllocationChange[],
): Promise<void> {
  await updateRows(db, payments, 'id', changes);
}

/** What the cases of `caseIds` received together on and after ISO day `since`, minor units. */
export async function paidToCasesSince(db: Executor, caseIds: string[], since: string): Promise<number> {
  const [total] = await db
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(inArray(payments.caseId, caseIds), gte(payments.paymentDate, since)));
  return total?.paid ?? 0;
}

/** What each case of `caseIds` received on and after ISO day `since`, minor units, a row per case paid. */
export async function paidPerCaseSince(db: Executor, caseIds: readonly string[], since: string) {
  return db
    .select({
      caseId: payments.caseId,
      paid: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(and(inArray(payments.caseId, [...caseIds]), gte(payments.paymentDate, since)))
    .groupBy(payments.caseId);
}

/** The sum of the payments registered under `externalIds`, minor units (0 for none). */
export async function sumOfPaymentsByExternalIds(
  db: Executor,
  externalIds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ registered: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(isAnyOf(payments.externalId, externalIds));
  return row?.registered ?? 0;
}

export type Payment = typeof payments.$inferSelect;

/** The payments of a case, newest first. */
export async function paymentsOfCaseNewestFirst(db: Executor, caseId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.caseId, caseId))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
}

/**
 * The payments on a client's cases in `currency` from ISO day `firstDay`, summed per month of payment
 * (`x` the month `YYYY-MM`, `y` the sum in minor units).
 */
export async function collectedPerMonth(
  db: Executor,
  clientId: string,
  currency: Currency,
  firstDay: string,
) {
  const month = sql<string>`to_char(${payments.paymentDate}, 'YYYY-MM')`;
  return db
    .select({ x: month, y: sql<number>`sum(${payments.amount})`.mapWith(Number) })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(
      and(eq(cases.clientId, clientId), eq(payments.currency, currency), gte(payments.paymentDate, firstDay)),
    )
    .groupBy(month);
}

/** The payment registered with `externalId`, with its case; none when there is none. */
export async function paymentWithCaseByExternalId(db: Executor, externalId: string) {
  const [row] = await db
    .select({ payment: payments, case: cases })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(eq(payments.externalId, externalId));
  return row ?? null;
}

/** Whose payment journal: a client's, over all its creditors, or one creditor's of it. */
export type JournalScope = { clientId: string; creditorId: string | null };

/** The payments on the scope's cases paid from ISO day `from` to `to`, both included. */
const journalWhere = (scope: JournalScope, period: { from: string; to: string }) =>
  and(
    eq(cases.clientId, scope.clientId),
    scope.creditorId === null ? undefined : eq(cases.creditorId, scope.creditorId),
    gte(payments.paymentDate, period.from),
    lte(payments.paymentDate, period.to),
  );

function journalRows(db: Executor, scope: JournalScope, period: { from: string; to: string }) {
  return db
    .select({
      payment: payments,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
      debtorName,
    })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(journalWhere(scope, period));
}

const JOURNAL_SORTS = {
  paymentDate: payments.paymentDate,
  amount: payments.amount,
  caseNumber: cases.caseNumber,
} as const;

/** A page of a payment journal in a period, each payment with its case, creditor and debtor. */
export async function paymentJournalPage(
  db: Executor,
  scope: JournalScope,
  period: { from: string; to: string },
  page: { sort: keyof typeof JOURNAL_SORTS; descending: boolean; limit: number; offset: number },
) {
  const direction = page.descending ? desc : asc;
  return (
    journalRows(db, scope, period)
      // Amounts in different currencies are not one scale: by amount, the payments are grouped by currency.
      .orderBy(
        ...(page.sort === 'amount' ? [asc(payments.currency)] : []),
        direction(JOURNAL_SORTS[page.sort]),
        direction(payments.createdAt),
      )
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** How many payments a payment journal has in a period. */
export async function paymentJournalCount(
  db: Executor,
  scope: JournalScope,
  period: { from: string; to: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(journalWhere(scope, period));
  return row?.n ?? 0;
}

/** Every payment of a payment journal in a period, in no order (for totals). */
export async function paymentJournalLines(
  db: Executor,
  scope: JournalScope,
  period: { from: string; to: string },
) {
  return journalRows(db, scope, period);
}

/** Every payment of a payment journal in a period, oldest first. */
export async function paymentJournalLinesByDate(
  db: Executor,
  scope: JournalScope,
  period: { from: string; to: string },
) {
  return journalRows(db, scope, period).orderBy(asc(payments.paymentDate), asc(payments.createdAt));
}

/** The day of the scope's latest payment on or before ISO day `onOrBefore`; null when there is none. */
export async function latestJournalPaymentDay(
  db: Executor,
  scope: JournalScope,
  onOrBefore: string,
): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${payments.paymentDate})::text` })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(journalWhere(scope, { from: '0001-01-01', to: onOrBefore }));
  return row?.day ?? null;
}

/**
 * The payments on a client's cases paid from ISO day `start` to `end` (both included), oldest first,
 * each with its case number, creditor and debtor.
 */
export async function settlementPaymentsOfClient(
  db: Executor,
  clientId: string,
  period: { start: string; end: string },
) {
  return db
    .select({ payment: payments, caseNumber: cases.caseNumber, creditorName: creditors.name, debtorName })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(
      and(
        eq(cases.clientId, clientId),
        gte(payments.paymentDate, period.start),
        lte(payments.paymentDate, period.end),
      ),
    )
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt));
}

/** The payment with this guid, locked for a change in the caller's transaction; none when there is none. */
export async function lockPaymentByGuid(tx: Transaction, paymentGuid: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.guid, paymentGuid)).for('update');
  return payment ?? null;
}

/** Puts a payment on a case (of its debtor). */
export async function placePaymentOnCase(
  tx: Transaction,
  paymentId: string,
  target: { caseId: string; debtorId: string },
) {
  await tx.update(payments).set(target).where(eq(payments.id, paymentId));
}

/** A payment's guid; none for an unknown id. */
export async function paymentGuidById(db: Executor, paymentId: string) {
  const [stored] = await db.select({ guid: payments.guid }).from(payments).where(eq(payments.id, paymentId));
  return stored?.guid ?? null;
}

/** The payment registered with `externalId`: amount, date and its case's guid; none when there is none. */
export async function paymentOnCaseByExternalId(db: Executor, externalId: string) {
  const [earlier] = await db
    .select({ amount: payments.amount, paymentDate: payments.paymentDate, caseGuid: cases.guid })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(eq(payments.externalId, externalId));
  return earlier ?? null;
}

/** The payments of a case in the order the ledger takes them, with their allocations. */
export async function paymentsOfCaseOldestFirst(db: Executor, caseId: string) {
  return db
    .select({
      guid: payments.guid,
      paymentDate: payments.paymentDate,
      amount: payments.amount,
      channel: payments.channel,
      allocatedFees: payments.allocatedFees,
      allocatedInterest: payments.allocatedInterest,
      allocatedPrincipal: payments.allocatedPrincipal,
      allocatedCredit: payments.allocatedCredit,
    })
    .from(payments)
    .where(eq(payments.caseId, caseId))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}

/**
 * At most `limit` payments, newest first, each with its case: by the OCR reference `digits` of its case
 * (through the case's index), an unmatched one by the reference it came with beginning with `digits`,
 * or any of the amount `amount` (minor units). None when nothing is sought.
 */
export async function paymentsFound(
  db: Executor,
  sought: { digits: string | null; amount: number | null },
  limit: number,
) {
  const conditions = [
    ...(sought.digits
      ? [
          sql`${payments.caseId} = any(array(select ${cases.id} from ${cases} where ${cases.ocrReference} = ${sought.digits}))`,
          and(isNull(payments.caseId), referenceBegins(sought.digits)),
        ]
      : []),
    ...(sought.amount !== null && sought.amount > 0 ? [eq(payments.amount, sought.amount)] : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .select({ payment: payments, caseGuid: cases.guid, caseNumber: cases.caseNumber })
    .from(payments)
    .leftJoin(cases, eq(cases.id, payments.caseId))
    .where(or(...conditions))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt))
    .limit(limit);
}

function referenceBegins(prefix: string) {
  const { start, end } = prefixRange(prefix);
  return sql`(lower(${payments.paymentReference}) ~>=~ ${start} and lower(${payments.paymentReference}) ~<~ ${end})`;
}

/** A case's payments dated on or before ISO day `day`, in the order the ledger replays them. */
export function casePaymentsUpTo(db: Executor, caseId: string, day: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.caseId, caseId), lte(payments.paymentDate, day)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}
