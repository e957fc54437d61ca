/** Payments and how each was allocated over a case's fees, interest and principal. */
import { and, asc, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { insertNewRows, insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { cases, creditors, payments } from '../schema.ts';

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
