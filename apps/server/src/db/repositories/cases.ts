/** The cases aggregate: cases, their fees, counts and process steps. */
import type { CaseStatus, Currency } from '@fordra/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../executor.ts';
import { debtorNameSql as debtorName } from '../expressions.ts';
import {
  caseFees,
  caseRegistrations,
  cases,
  clients,
  creditors,
  debtors,
  payments,
  processActions,
} from '../schema.ts';

export type Case = typeof cases.$inferSelect;

/** A client's case by its guid, with its creditor and its debtor; none when it is another client's. */
export async function clientCaseWithParties(db: Executor, clientId: string, caseGuid: string) {
  const [row] = await db
    .select({
      case: cases,
      clientNumber: creditors.clientNumber,
      creditorName: creditors.name,
      creditorGuid: creditors.guid,
      debtor: debtors,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(and(eq(cases.clientId, clientId), eq(cases.guid, caseGuid)));
  return row ?? null;
}

/** The fee lines of a case, oldest first. */
export async function feesOfCaseByDate(db: Executor, caseId: string) {
  return db.select().from(caseFees).where(eq(caseFees.caseId, caseId)).orderBy(asc(caseFees.date));
}

/** What a registration answers about its case; none for an unknown case. */
export async function registeredCase(db: Executor, caseId: string) {
  const [row] = await db
    .select({
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      ocrReference: cases.ocrReference,
      bankgiro: cases.bankgiro,
      status: cases.status,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row ?? null;
}

/** The registration a client made with an `Idempotency-Key`: its case and its request's fingerprint. */
export async function caseRegistrationByKey(db: Executor, clientId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ caseId: caseRegistrations.caseId, requestHash: caseRegistrations.requestHash })
    .from(caseRegistrations)
    .where(
      and(eq(caseRegistrations.clientId, clientId), eq(caseRegistrations.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

/** The id of a client's case with its own reference `clientReference`, if there is one. */
export async function caseIdByClientReference(db: Executor, clientId: string, clientReference: string) {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.clientReference, clientReference)));
  return row?.id ?? null;
}

/** Records a registration of a case, by which a repeated one is known. */
export async function insertCaseRegistration(
  db: Executor,
  registration: typeof caseRegistrations.$inferInsert,
) {
  await db.insert(caseRegistrations).values(registration);
}

/** A month `YYYY-MM` of a date column, for grouping by month. */
const monthOf = (column: typeof cases.registrationDate) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/**
 * A client's cases in `currency` whose status is none of `closedStatuses`, whole rows (for their
 * balances).
 */
export async function openCasesOfClient(
  db: Executor,
  clientId: string,
  currency: Currency,
  closedStatuses: readonly CaseStatus[],
) {
  return db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.clientId, clientId),
        eq(cases.currency, currency),
        notInArray(cases.status, [...closedStatuses]),
      ),
    );
}

/** How many cases a client handed over each month from ISO day `firstDay` (`x` the month `YYYY-MM`). */
export async function newCasesPerMonth(db: Executor, clientId: string, firstDay: string) {
  return db
    .select({ x: monthOf(cases.registrationDate), y: sql<number>`count(*)`.mapWith(Number) })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), gte(cases.registrationDate, firstDay)))
    .groupBy(monthOf(cases.registrationDate));
}

/**
 * Of a client's cases in `currency` with a status of `closedStatuses` registered from ISO day
 * `firstDay`, per month of registration: the principal collected and the principal handed over.
 */
export async function closedPrincipalPerMonth(
  db: Executor,
  clientId: string,
  currency: Currency,
  closedStatuses: readonly CaseStatus[],
  firstDay: string,
) {
  return db
    .select({
      x: monthOf(cases.registrationDate),
      collected: sql<number>`sum(${cases.paidPrincipal})`.mapWith(Number),
      handedOver: sql<number>`sum(${cases.originalPrincipal})`.mapWith(Number),
    })
    .from(cases)
    .where(
      and(
        eq(cases.clientId, clientId),
        eq(cases.currency, currency),
        inArray(cases.status, [...closedStatuses]),
        gte(cases.registrationDate, firstDay),
      ),
    )
    .groupBy(monthOf(cases.registrationDate));
}

/** Of all a client's cases in `currency` with a status of `closedStatuses`: the principal collected and handed over. */
export async function closedPrincipal(
  db: Executor,
  clientId: string,
  currency: Currency,
  closedStatuses: readonly CaseStatus[],
) {
  const [row] = await db
    .select({
      collected: sql<number>`coalesce(sum(${cases.paidPrincipal}), 0)`.mapWith(Number),
      handedOver: sql<number>`coalesce(sum(${cases.originalPrincipal}), 0)`.mapWith(Number),
    })
    .from(cases)
    .where(
      and(
        eq(cases.clientId, clientId),
        eq(cases.currency, currency),
        inArray(cases.status, [...closedStatuses]),
      ),
    );
  return row ?? null;
}

/** A client's case by its guid, the whole row; none when it is another client's. */
export async function clientCaseByGuid(db: Executor, clientId: string, caseGuid: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.guid, caseGuid)));
  return row ?? null;
}

/** A client's cases registered by ISO day `end`, by case number, each with its creditor's and debtor's names. */
export async function casesOfClientRegisteredBy(db: Executor, clientId: string, end: string) {
  return db
    .select({ case: cases, creditorName: creditors.name, debtorName })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(and(eq(cases.clientId, clientId), lte(cases.registrationDate, end)))
    .orderBy(asc(cases.caseNumber));
}

/** A client's cases of a debtor, newest first. */
export async function casesOfClientDebtorNewestFirst(db: Executor, clientId: string, debtorId: string) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.debtorId, debtorId)))
    .orderBy(desc(cases.registrationDate), desc(cases.caseNumber));
}

/** A client's cases of a debtor, in no order. */
export async function casesOfClientDebtor(db: Executor, clientId: string, debtorId: string) {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.debtorId, debtorId)));
}

/** The id of the case with this guid, if there is one. */
export async function caseIdByGuid(db: Executor, caseGuid: string) {
  const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.guid, caseGuid));
  return row?.id ?? null;
}

/** The case with this guid, locked for a change in the caller's transaction; none when there is none. */
export async function lockCaseByGuid(tx: Transaction, caseGuid: string) {
  const [row] = await tx.select().from(cases).where(eq(cases.guid, caseGuid)).for('update');
  return row ?? null;
}

/** Pauses a case until ISO day `pausedUntil` for `pauseReason` since `pausedAt`, or (all null) resumes it. */
export async function setCasePause(
  tx: Transaction,
  caseId: string,
  pause: { pausedUntil: string | null; pauseReason: string | null; pausedAt: Date | null },
) {
  await tx
    .update(cases)
    .set({ ...pause, updatedAt: new Date() })
    .where(eq(cases.id, caseId));
}

/**
 * The ids of the cases following the reference rate with a payment in one of `periods` (each from ISO
 * day `from`, up to but not including `until`).
 */
export async function caseIdsOnReferenceRatePaidIn(
  tx: Transaction,
  periods: readonly { from: string; until: string }[],
) {
  const paidIn = or(
    ...periods.map((period) =>
      and(gte(payments.paymentDate, period.from), lt(payments.paymentDate, period.until)),
    ),
  );
  const rows = await tx
    .selectDistinct({ id: cases.id })
    .from(cases)
    .innerJoin(payments, eq(payments.caseId, cases.id))
    .where(and(isNotNull(cases.interestMarginBp), paidIn));
  return rows.map((row) => row.id);
}

/** The case with this guid with its debtor, client and creditor; none when there is none. */
export async function caseWithPartiesByGuid(db: Executor, caseGuid: string) {
  const [found] = await db
    .select({ case: cases, debtor: debtors, client: clients, creditor: creditors })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.guid, caseGuid));
  return found ?? null;
}

/** The fee lines of a case in the order the ledger takes them, with the fee each credit line credits. */
export async function feeLinesOfCase(db: Executor, caseId: string) {
  return db
    .select({
      id: caseFees.id,
      type: caseFees.type,
      date: caseFees.date,
      amount: caseFees.amount,
      creditsFeeId: caseFees.creditsFeeId,
    })
    .from(caseFees)
    .where(eq(caseFees.caseId, caseId))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt), asc(caseFees.id));
}

/** The steps the collection process took on a case, in the order of the days taken. */
export async function processStepsOfCase(db: Executor, caseId: string) {
  return db
    .select()
    .from(processActions)
    .where(eq(processActions.caseId, caseId))
    .orderBy(asc(processActions.takenOn));
}

/**
 * At most `limit` cases, the open before the closed and then by number, each with its debtor's and
 * client's names: the case number or OCR reference `digits`, and the cases of `debtorIds`. None when
 * nothing is sought.
 */
export async function casesFound(
  db: Executor,
  sought: { digits: string | null; debtorIds: string[] },
  limit: number,
) {
  const conditions = [
    ...(sought.digits ? [eq(cases.caseNumber, sought.digits), eq(cases.ocrReference, sought.digits)] : []),
    ...(sought.debtorIds.length ? [inArray(cases.debtorId, sought.debtorIds)] : []),
  ];
  if (conditions.length === 0) return [];
  return (
    db
      .select({ case: cases, debtorName, clientName: clients.name })
      .from(cases)
      .innerJoin(debtors, eq(debtors.id, cases.debtorId))
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(or(...conditions))
      // The open cases before the closed, then by number.
      .orderBy(sql`${cases.closedAt} is not null`, cases.caseNumber)
      .limit(limit)
  );
}
