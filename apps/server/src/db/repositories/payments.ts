/** The payments aggregate: payments and their allocations. */
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { cases, creditors, debtors, payments } from '../schema.ts';

export type Payment = typeof payments.$inferSelect;

import type { Currency } from '@fordra/domain';
import { debtorNameSql as debtorName } from '../expressions.ts';

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

/** The payments on a creditor's cases paid from ISO day `from` to `to`, both included. */
const journalWhere = (creditorId: string, period: { from: string; to: string }) =>
  and(
    eq(cases.creditorId, creditorId),
    gte(payments.paymentDate, period.from),
    lte(payments.paymentDate, period.to),
  );

function journalRows(db: Executor, creditorId: string, period: { from: string; to: string }) {
  return db
    .select({ payment: payments, caseGuid: cases.guid, caseNumber: cases.caseNumber, debtorName })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(journalWhere(creditorId, period));
}

const JOURNAL_SORTS = {
  paymentDate: payments.paymentDate,
  amount: payments.amount,
  caseNumber: cases.caseNumber,
} as const;

/** A page of a creditor's payment journal in a period, each payment with its case and debtor. */
export async function paymentJournalPage(
  db: Executor,
  creditorId: string,
  period: { from: string; to: string },
  page: { sort: keyof typeof JOURNAL_SORTS; descending: boolean; limit: number; offset: number },
) {
  const direction = page.descending ? desc : asc;
  return journalRows(db, creditorId, period)
    .orderBy(direction(JOURNAL_SORTS[page.sort]), direction(payments.createdAt))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many payments a creditor's payment journal has in a period. */
export async function paymentJournalCount(
  db: Executor,
  creditorId: string,
  period: { from: string; to: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(journalWhere(creditorId, period));
  return row?.n ?? 0;
}

/** Every payment of a creditor's payment journal in a period, in no order (for totals). */
export async function paymentJournalLines(
  db: Executor,
  creditorId: string,
  period: { from: string; to: string },
) {
  return journalRows(db, creditorId, period);
}

/** Every payment of a creditor's payment journal in a period, oldest first. */
export async function paymentJournalLinesByDate(
  db: Executor,
  creditorId: string,
  period: { from: string; to: string },
) {
  return journalRows(db, creditorId, period).orderBy(asc(payments.paymentDate), asc(payments.createdAt));
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
