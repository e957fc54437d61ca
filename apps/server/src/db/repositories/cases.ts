/** Cases, their counts, fee lines and the collection process's actions on them. */
import type { CaseStatus } from '@fordra/domain';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import { caseFees, cases, creditors } from '../schema.ts';

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
      currency: cases.currency,
      status: cases.status,
      remainingPrincipal: cases.remainingPrincipal,
      remainingInterest: cases.remainingInterest,
      remainingFees: cases.remainingFees,
      interestRateBp: cases.interestRateBp,
      interestMarginBp: cases.interestMarginBp,
      interestAccruedUntil: cases.interestAccruedUntil,
      dueDate: cases.dueDate,
    })
    .from(cases)
    .where(eq(cases.debtorId, sql.placeholder('debtorId')))
    .prepare('debtor_summary_cases'),
);

/** A fee line of a case, as the case's query returns them. */
export type CaseFeeLine = { type: string; date: string; amount: number; paid: number };

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

const debtorCaseDetailColumns = {
  case: cases,
  clientNumber: creditors.clientNumber,
  creditorName: creditors.name,
  fees: debtorCaseFeeLines,
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
    status: cases.status,
    currency: cases.currency,
    remainingPrincipal: cases.remainingPrincipal,
    remainingInterest: cases.remainingInterest,
    remainingFees: cases.remainingFees,
    interestRateBp: cases.interestRateBp,
    interestMarginBp: cases.interestMarginBp,
    interestAccruedUntil: cases.interestAccruedUntil,
    dueDate: cases.dueDate,
    ocrReference: cases.ocrReference,
    bankgiro: cases.bankgiro,
  },
  creditorName: creditors.name,
  swishPayee: creditors.swishPayee,
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

/** A debtor's cases with their creditors, the soonest due first. */
export async function casesOfDebtorWithCreditors(db: Executor, debtorId: string) {
  return db
    .select({ case: cases, creditorName: creditors.name, creditor: creditors })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.debtorId, debtorId))
    .orderBy(asc(cases.dueDate));
}
