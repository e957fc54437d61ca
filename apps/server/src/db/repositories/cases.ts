/** Cases with their fee lines and the steps the collection process took on them. */
import type { CASE_STATE_AFTER_STEP } from '@fordra/domain';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import {
  caseFees,
  caseNumberSequence,
  cases,
  clients,
  creditors,
  debtors,
  processActions,
} from '../schema.ts';

/** A case as stored. */
export type CaseRow = typeof cases.$inferSelect;

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

/** Locks the case's row for the rest of the transaction. */
export async function lockCase(db: Executor, caseId: string): Promise<void> {
  await db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
}

/** The case's number, if the case exists. */
export async function caseNumberOf(db: Executor, caseId: string): Promise<string | null> {
  const [row] = await db.select({ caseNumber: cases.caseNumber }).from(cases).where(eq(cases.id, caseId));
  return row?.caseNumber ?? null;
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
