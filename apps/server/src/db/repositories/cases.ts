/** Cases, their counts, fee lines and the collection process's actions on them. */
import type { CASE_STATE_AFTER_STEP, CaseStatus, Currency, FeeType } from '@fordra/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor, Transaction } from '../executor.ts';
import { debtorNameSql as debtorName, storedBalanceColumns } from '../expressions.ts';
import { beginsWith } from '../prefix-range.ts';
import { preparedPerDatabase } from '../prepared.ts';
import {
  caseFees,
  caseNumberSequence,
  caseRegistrations,
  cases,
  clients,
  creditors,
  debtors,
  paymentPlanCases,
  paymentPlans,
  payments,
  processActions,
} from '../schema.ts';
import { type DebtorRange, inDebtorRange } from './engine-runs.ts';
import {
  claimDisputedSql,
  objectionAnsweredOnSql,
  openObjectionSql,
  postponedUntilSql,
} from './objections.ts';

/** How many of the debtor's cases are active and how many inactive (`inactiveStatuses`). */
export async function caseCountsOfDebtor(db: Executor, debtorId: string, inactiveStatuses: CaseStatus[]) {
  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${notInArray(cases.status, inactiveStatuses)})`.mapWith(
        Number,
      ),
      inactive: sql<number>`count(*) filter (where ${inArray(cases.status, inactiveStatuses)})`.mapWith(
        Number,
      ),
    })
    .from(cases)
    .where(eq(cases.debtorId, debtorId));
  return counts;
}

// Prepared: the home screen asks for the summary on every visit.
/** What each of a debtor's cases owes and the terms its balance is worked out on. */
export const caseBalancesOfDebtor = preparedPerDatabase((db) =>
  db
    .select({
      id: cases.id,
      currency: cases.currency,
      ...storedBalanceColumns,
      registrationDate: cases.registrationDate,
      originalPrincipal: cases.originalPrincipal,
      paidPrincipal: cases.paidPrincipal,
      paidSum: cases.paidSum,
    })
    .from(cases)
    .where(eq(cases.debtorId, sql.placeholder('debtorId')))
    .prepare('debtor_summary_cases'),
);

/** A fee line of a case, as the case's query returns them. */
export type CaseFeeLine = { type: FeeType; date: string; amount: number; paid: number };

/** A case's fee lines, oldest first, as one JSON array: the cases and their fees come in one query. */
const debtorCaseFeeLines = sql<CaseFeeLine[]>`coalesce((
  select json_agg(json_build_object('type', ${caseFees.type}, 'date', ${caseFees.date},
    'amount', ${caseFees.amount}, 'paid', ${caseFees.paid}) order by ${caseFees.date}, ${caseFees.createdAt})
  from ${caseFees} where ${caseFees.caseId} = ${cases.id}), '[]'::json)`;

// Every debtor screen loads cases, so these queries are prepared: drizzle builds each once and
// PostgreSQL parses it once per connection.
const ofDebtor = eq(cases.debtorId, sql.placeholder('debtorId'));

const ofDebtorCase = and(ofDebtor, eq(cases.guid, sql.placeholder('caseGuid')));

const debtorCasesNewestFirst = [desc(cases.registrationDate), desc(cases.caseNumber)];

/** The guid of the active plan a case is in, if any. */
const activePlanGuid = sql<string | null>`(select ${paymentPlans.guid} from ${paymentPlanCases}
  join ${paymentPlans} on ${paymentPlans.id} = ${paymentPlanCases.planId}
  where ${paymentPlanCases.caseId} = ${cases.id} and ${paymentPlans.status} = 'Active' limit 1)`;

const debtorCaseDetailColumns = {
  case: cases,
  clientNumber: creditors.clientNumber,
  creditorName: creditors.name,
  fees: debtorCaseFeeLines,
  planGuid: activePlanGuid,
};

/** A debtor's cases, newest first, with their creditor and fee lines. */
export const caseDetailsOfDebtor = preparedPerDatabase((db) =>
  db
    .select(debtorCaseDetailColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtor)
    .orderBy(...debtorCasesNewestFirst)
    .prepare('case_details_of_debtor'),
);

/** One of a debtor's cases (`caseGuid`) with its creditor and fee lines. */
export const caseDetailsOfDebtorCase = preparedPerDatabase((db) =>
  db
    .select(debtorCaseDetailColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtorCase)
    .prepare('case_details_of_debtor_case'),
);

/** Only what paying (and finding a case's documents) needs. */
const debtorPaymentColumns = {
  case: {
    id: cases.id,
    guid: cases.guid,
    caseNumber: cases.caseNumber,
    ...storedBalanceColumns,
    currency: cases.currency,
    ocrReference: cases.ocrReference,
    bankgiro: cases.bankgiro,
  },
  creditorName: creditors.name,
  swishPayee: creditors.swishPayee,
  planGuid: activePlanGuid,
};

/** A debtor's cases, newest first, with what paying them needs. */
export const paymentTargetsOfDebtor = preparedPerDatabase((db) =>
  db
    .select(debtorPaymentColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtor)
    .orderBy(...debtorCasesNewestFirst)
    .prepare('payment_targets_of_debtor'),
);

/** One of a debtor's cases (`caseGuid`) with what paying it needs. */
export const paymentTargetsOfDebtorCase = preparedPerDatabase((db) =>
  db
    .select(debtorPaymentColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtorCase)
    .prepare('payment_targets_of_debtor_case'),
);

export type CaseRow = typeof cases.$inferSelect;

/** The id of the debtor's case numbered `caseNumber`, if it is theirs. */
export async function caseIdOfDebtorByNumber(db: Executor, debtorId: string, caseNumber: string) {
  const [own] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.caseNumber, caseNumber), eq(cases.debtorId, debtorId)));
  return own;
}

/** A case by guid with its debtor and client, within the client `clientId` (undefined: any client's). */
export async function caseOfClientByGuid(db: Executor, caseGuid: string, clientId: string | undefined) {
  const [row] = await db
    .select({ id: cases.id, debtorId: cases.debtorId, clientId: cases.clientId })
    .from(cases)
    .where(and(eq(cases.guid, caseGuid), clientId !== undefined ? eq(cases.clientId, clientId) : undefined));
  return row;
}

/** A case goes into an instalment plan: its status and service say so. */
export async function setCaseInPaymentPlan(db: Executor, caseId: string): Promise<void> {
  await db
    .update(cases)
    .set({ status: 'PaymentPlan', service: 'Avbetalningsplan', updatedAt: new Date() })
    .where(eq(cases.id, caseId));
}

/** The debtor of the case `caseGuid`, if there is one. */
export async function debtorOfCaseByGuid(db: Executor, caseGuid: string) {
  const [found] = await db.select({ debtorId: cases.debtorId }).from(cases).where(eq(cases.guid, caseGuid));
  return found;
}

/**
 * A debtor's cases with their creditors, the soonest due first, and what decides a fee's basis on each
 * (its client's 4 a § policy, the debtor's kind).
 */
export async function casesOfDebtorWithCreditors(db: Executor, debtorId: string) {
  return db
    .select({
      case: cases,
      creditorName: creditors.name,
      creditor: creditors,
      reminderFeeAgreed: clients.reminderFeeAgreed,
      businessCompensation: clients.businessCompensation,
      debtorKind: debtors.kind,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(eq(cases.debtorId, debtorId))
    .orderBy(asc(cases.dueDate));
}

/** What decides a fee's basis on each case of `caseIds`: its client's policy and its debtor's kind. */
export async function feeConditionsOfCases(db: Executor, caseIds: readonly string[]) {
  return db
    .select({
      caseId: cases.id,
      reminderFeeAgreed: clients.reminderFeeAgreed,
      businessCompensation: clients.businessCompensation,
      debtorKind: debtors.kind,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(isAnyOf(cases.id, caseIds));
}

/** A case's columns to write, by its id (the ledger's balance, status and service). */
export type CaseChange = Partial<typeof cases.$inferInsert> & { id: string };

/** A fee line to store. */
export type CaseFeeInsert = typeof caseFees.$inferInsert;

/**
 * Locks the cases of `ids` (sorted, so that transactions lock in one order) and answers what a replay of
 * their ledgers reads of them, with their client's least balance for Kronofogden.
 */
export async function lockCasesForReplay(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      debtorId: cases.debtorId,
      status: cases.status,
      service: cases.service,
      // The client's least balance for Kronofogden: an application below it is undone by a late payment.
      enforcementMinimum:
        sql<number>`(select c.enforcement_minimum_minor from clients c where c.id = "cases"."client_id")`.mapWith(
          Number,
        ),
      closedAt: cases.closedAt,
      originalPrincipal: cases.originalPrincipal,
      interestRateBp: cases.interestRateBp,
      interestMarginBp: cases.interestMarginBp,
      dueDate: cases.dueDate,
    })
    .from(cases)
    .where(isAnyOf(cases.id, ids))
    .orderBy(asc(cases.id))
    .for('update');
}

/** The fee lines of the cases of `ids`, in the ledger's order (by day, then as stored). */
export async function feeLinesOfCases(db: Executor, ids: readonly string[]) {
  return db
    .select({
      id: caseFees.id,
      caseId: caseFees.caseId,
      type: caseFees.type,
      date: caseFees.date,
      amount: caseFees.amount,
      paid: caseFees.paid,
      currency: caseFees.currency,
      creditsFeeId: caseFees.creditsFeeId,
    })
    .from(caseFees)
    .where(isAnyOf(caseFees.caseId, ids))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt), asc(caseFees.id));
}

/** Sets what is paid of each fee line of `lines`, minor units. */
export async function setFeeLinesPaid(
  db: Executor,
  lines: readonly { id: string; paid: number }[],
): Promise<void> {
  await updateRows(db, caseFees, 'id', lines);
}

/** Writes each case's columns of `changes` (one statement per chunk of cases). */
export async function writeCaseChanges(db: Executor, changes: readonly CaseChange[]): Promise<void> {
  await updateRows(db, cases, 'id', changes);
}

/** Stores fee lines in bulk (`insertRows`): credit lines, or generated data. */
export async function insertFeeLines(db: Executor, lines: readonly CaseFeeInsert[]): Promise<number> {
  return insertRows(db, caseFees, lines);
}

/** Stores one fee line. */
export async function insertFeeLine(db: Executor, line: CaseFeeInsert): Promise<void> {
  await db.insert(caseFees).values(line);
}

/** What each case of `caseIds` owes, minor units: principal, interest and fees left. */
export async function owedOfCases(db: Executor, caseIds: string[]) {
  return db
    .select({
      caseId: cases.id,
      owed: sql<number>`${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees}`.mapWith(
        Number,
      ),
    })
    .from(cases)
    .where(inArray(cases.id, caseIds));
}

const paymentTargetColumns = { id: cases.id, debtorId: cases.debtorId, currency: cases.currency };

/** The cases of `ids` a payment may name, with their debtor and currency. */
export async function casesForPayments(db: Executor, ids: readonly string[]) {
  return db.select(paymentTargetColumns).from(cases).where(isAnyOf(cases.id, ids));
}

/** The cases whose OCR reference is one of `references`, with their debtor and currency. */
export async function casesByOcrReferences(db: Executor, references: readonly string[]) {
  return db
    .select({ reference: cases.ocrReference, ...paymentTargetColumns })
    .from(cases)
    .where(isAnyOf(cases.ocrReference, references));
}

/** The fee lines of the cases of `caseIds` not paid in full, by day and as stored. */
export async function unpaidFeeLinesOfCases(db: Executor, caseIds: readonly string[]) {
  return db
    .select()
    .from(caseFees)
    .where(and(isAnyOf(caseFees.caseId, caseIds), gt(caseFees.amount, caseFees.paid)))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt));
}

/** Locks case `caseId` and answers it with its creditor's fees in other currencies, or undefined. */
export async function lockCaseWithForeignFees(db: Executor, caseId: string) {
  const [row] = await db
    .select({ case: cases, foreignFees: creditors.foreignFees })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.id, caseId))
    .for('update', { of: cases });
  return row;
}

/** Writes case `caseId`'s columns of `change` (its status, service, when it changed). */
export async function updateCase(
  db: Executor,
  caseId: string,
  change: Partial<typeof cases.$inferInsert>,
): Promise<void> {
  await db.update(cases).set(change).where(eq(cases.id, caseId));
}

/**
 * The cases of `filter` (a range of debtors, or one case, then locked) in one of `statuses`, with what
 * the process engine decides by: their balance, a proposal holding them, their last payment and deduction.
 */
export async function casesForProcess(
  db: Executor,
  filter: DebtorRange | { caseId: string },
  statuses: readonly CaseStatus[],
) {
  const query = db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      debtorId: cases.debtorId,
      clientId: cases.clientId,
      creditorId: cases.creditorId,
      currency: cases.currency,
      interestMarginBp: cases.interestMarginBp,
      status: cases.status,
      dueDate: cases.dueDate,
      registrationDate: cases.registrationDate,
      pausedUntil: cases.pausedUntil,
      owes: sql<boolean>`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees}) > 0`,
      balance:
        sql<number>`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees})`.mapWith(
          Number,
        ),
      // A proposal over the case waiting for a handler holds it (`caseHold`). Written out whole: drizzle
      // leaves the columns of a one-table select unqualified, and the subquery's own would be meant.
      pendingProposal: sql<boolean>`exists (select 1 from payment_plan_cases ppc join payment_plans pp on pp.id = ppc.plan_id where ppc.case_id = "cases"."id" and pp.status = 'Proposal')`,
      // An open objection or an approved postponement holds it; an answered objection resumes it, and one
      // still standing on the facts keeps it from Kronofogden (docs/domain.md#objections-and-postponements).
      openObjection: openObjectionSql,
      postponedUntil: postponedUntilSql,
      objectionAnsweredOn: objectionAnsweredOnSql,
      disputedClaim: claimDisputedSql,
      // Only a verdict's step needs it: read for those cases alone. The case's id written out whole, as above:
      // unqualified, it would be the payment's own.
      lastPaymentOn: sql<
        string | null
      >`case when ${cases.status} = 'Verdict' then (select max(${payments.paymentDate})::text from ${payments} where ${payments.caseId} = "cases"."id") end`,
      // A deduction after the latest demand makes the case's next step a fresh notice (`nextCaseStep`).
      lastDeductionOn: sql<
        string | null
      >`(select max(${payments.paymentDate})::text from ${payments} where ${payments.caseId} = "cases"."id" and ${payments.amount} < 0)`,
    })
    .from(cases)
    .where(
      and(
        'caseId' in filter ? eq(cases.id, filter.caseId) : inDebtorRange(cases.debtorId, filter),
        inArray(cases.status, statuses),
      ),
    );
  // One case is read to take its step: locked for the rest of the step's transaction.
  return 'caseId' in filter ? query.for('update', { of: cases }) : query;
}

/** A case to store. */
export type CaseInsert = typeof cases.$inferInsert;

/** The id of debtor `debtorId`'s case of client `clientId` described as `description`, or undefined. */
export async function caseIdByDescription(
  db: Executor,
  of: { debtorId: string; clientId: string; description: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        eq(cases.debtorId, of.debtorId),
        eq(cases.clientId, of.clientId),
        eq(cases.description, of.description),
      ),
    );
  return row?.id;
}

/** The cases of `ids`, earliest due first. */
export async function casesByDueDate(db: Executor, ids: string[]) {
  return db.select().from(cases).where(inArray(cases.id, ids)).orderBy(asc(cases.dueDate));
}

/** Puts the cases of `ids` that are not paid on an instalment plan. */
export async function putUnpaidCasesOnPlan(db: Executor, ids: string[]): Promise<void> {
  await db
    .update(cases)
    .set({ status: 'PaymentPlan', service: 'Avbetalningsplan' })
    .where(and(inArray(cases.id, ids), ne(cases.status, 'Paid')));
}

/** Stores a case and answers its id. */
export async function addCase(db: Executor, row: CaseInsert): Promise<string | undefined> {
  const [stored] = await db.insert(cases).values(row).returning({ id: cases.id });
  return stored?.id;
}

/** Case `caseId` as stored, or undefined. */
export async function findCase(db: Executor, caseId: string) {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
  return row;
}

/** Pauses case `caseId` as a handler does, and answers its case number. */
export async function pauseCase(
  db: Executor,
  caseId: string,
  pause: { pausedUntil: string; pauseReason: string; pausedAt: Date },
): Promise<string | undefined> {
  const [row] = await db
    .update(cases)
    .set(pause)
    .where(eq(cases.id, caseId))
    .returning({ caseNumber: cases.caseNumber });
  return row?.caseNumber;
}

/** Stores cases in bulk (`insertRows`). */
export async function insertCases(db: Executor, rows: readonly CaseInsert[]): Promise<number> {
  return insertRows(db, cases, rows);
}

/** Case `caseId`'s status, or undefined. */
export async function statusOfCase(db: Executor, caseId: string) {
  const [row] = await db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId));
  return row?.status;
}

/** The case of client reference `clientReference` (of any client), with its guid and OCR reference, or undefined. */
export async function caseByClientReference(db: Executor, clientReference: string) {
  const [row] = await db
    .select({ id: cases.id, guid: cases.guid, ocrReference: cases.ocrReference })
    .from(cases)
    .where(eq(cases.clientReference, clientReference));
  return row;
}

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
 * client's names: the case numbers or OCR references that are `number`'s digits (or, `byPrefix`, begin
 * with them), and the cases of `debtorIds`. None when nothing is sought.
 */
export async function casesFound(
  db: Executor,
  sought: { number: { digits: string; byPrefix: boolean } | null; debtorIds: string[] },
  limit: number,
) {
  const { number } = sought;
  const conditions = [
    ...(number
      ? number.byPrefix
        ? [beginsWith(cases.caseNumber, number.digits), beginsWith(cases.ocrReference, number.digits)]
        : [eq(cases.caseNumber, number.digits), eq(cases.ocrReference, number.digits)]
      : []),
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

/** A case with its debtor and its creditor's name and Swish number, as a letter about it names them. */
export async function caseWithParties(db: Executor, caseId: string) {
  const [row] = await db
    .select({ case: cases, debtor: debtors, creditorName: creditors.name, swishPayee: creditors.swishPayee })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.id, caseId));
  return row ?? null;
}

/** A case's fee lines dated on or before ISO day `day`, in the order the ledger pays them. */
export function caseFeesUpTo(db: Executor, caseId: string, day: string) {
  return db
    .select()
    .from(caseFees)
    .where(and(eq(caseFees.caseId, caseId), lte(caseFees.date, day)))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt), asc(caseFees.id));
}

/** The day of the case's last collection demand fee on or before ISO day `day`, if it has one. */
export async function lastCollectionDemandFeeOn(
  db: Executor,
  caseId: string,
  day: string,
): Promise<string | null> {
  const [fee] = await db
    .select({ date: caseFees.date })
    .from(caseFees)
    .where(and(eq(caseFees.caseId, caseId), eq(caseFees.type, 'collectionDemand'), lte(caseFees.date, day)))
    .orderBy(desc(caseFees.date))
    .limit(1);
  return fee?.date ?? null;
}

/**
 * Records a step of the collection process as taken on ISO day `takenOn`; its id, or null when the step
 * (unique per subject, action and due day) was already taken.
 */
export async function claimProcessStep(
  db: Executor,
  step: Pick<
    typeof processActions.$inferInsert,
    'subjectKind' | 'subjectId' | 'caseId' | 'action' | 'dueOn' | 'takenOn'
  >,
): Promise<string | null> {
  const [row] = await db
    .insert(processActions)
    .values(step)
    .onConflictDoNothing()
    .returning({ id: processActions.id });
  return row?.id ?? null;
}

/** Links a step taken to the letter it sent. */
export async function setProcessStepDocument(
  db: Executor,
  actionId: string,
  documentId: string,
): Promise<void> {
  await db.update(processActions).set({ documentId }).where(eq(processActions.id, actionId));
}

/** Links a step taken to the case it opened (an invoice handed over). */
export async function setProcessStepCase(db: Executor, actionId: string, caseId: string): Promise<void> {
  await db.update(processActions).set({ caseId }).where(eq(processActions.id, actionId));
}

/** Adds a fee line to a case (its balance is the ledger's to replay). */
export async function insertCaseFee(db: Executor, fee: typeof caseFees.$inferInsert): Promise<void> {
  await db.insert(caseFees).values(fee);
}

/** Sets the status and service a step of the collection process moves a case to. */
export async function setCaseStateAfterStep(
  db: Executor,
  caseId: string,
  state: (typeof CASE_STATE_AFTER_STEP)[keyof typeof CASE_STATE_AFTER_STEP],
): Promise<void> {
  await db
    .update(cases)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(cases.id, caseId));
}

/** Sends those of `caseIds` still in a plan back to collection; their ids. */
export async function returnPlanCasesToCollection(
  db: Executor,
  caseIds: string[],
): Promise<{ id: string }[]> {
  return db
    .update(cases)
    .set({ status: 'Collection', service: 'Inkasso', updatedAt: new Date() })
    .where(and(inArray(cases.id, caseIds), eq(cases.status, 'PaymentPlan')))
    .returning({ id: cases.id });
}

/** The next case number, drawn with the client's row (one row to select it with). */
export async function drawCaseNumber(db: Executor, clientId: string): Promise<string | null> {
  const [numbered] = await db
    .select({ n: sql<string>`${sql.raw(`nextval('${caseNumberSequence.seqName}')::text`)}` })
    .from(clients)
    .where(eq(clients.id, clientId));
  return numbered?.n ?? null;
}

/** Stores a new case; its id. */
export async function insertCase(db: Executor, values: typeof cases.$inferInsert): Promise<string | null> {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  return row?.id ?? null;
}
