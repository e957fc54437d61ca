/**
 * The steps the collection process took (`process_actions`), of every subject: a case's, an invoice's,
 * an instalment's or a plan's. Kronofogden's steps are in enforcement.ts.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import { insertRows, isAnyOf, updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { caseFees, cases, documents, processActions } from '../schema.ts';

/** A step to store. */
export type ProcessStepInsert = typeof processActions.$inferInsert;

/** The steps of `actions` taken on the cases of `caseIds`, in the order they were taken. */
export async function caseStepsOf(db: Executor, caseIds: readonly string[], actions: readonly string[]) {
  return db
    .select({
      id: processActions.id,
      caseId: processActions.caseId,
      action: processActions.action,
      takenOn: processActions.takenOn,
      documentId: processActions.documentId,
      undoneAt: processActions.undoneAt,
    })
    .from(processActions)
    .where(
      and(
        isAnyOf(processActions.caseId, caseIds),
        eq(processActions.subjectKind, 'case'),
        inArray(processActions.action, [...actions]),
      ),
    )
    .orderBy(asc(processActions.takenOn), asc(processActions.createdAt));
}

/** Marks the steps of `ids` undone at `at`. */
export async function setStepsUndone(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  await updateRows(
    db,
    processActions,
    'id',
    ids.map((id) => ({ id, undoneAt: at })),
  );
}

/** The steps taken on the cases of `caseIds`. */
export async function stepsOfCases(db: Executor, caseIds: readonly string[]) {
  return db
    .select({
      caseId: processActions.caseId,
      action: processActions.action,
      dueOn: processActions.dueOn,
      takenOn: processActions.takenOn,
    })
    .from(processActions)
    .where(isAnyOf(processActions.caseId, caseIds));
}

/** Stores steps in bulk (`insertRows`): a day's backlog, or generated data. */
export async function insertStepRows(db: Executor, steps: readonly ProcessStepInsert[]): Promise<number> {
  return insertRows(db, processActions, steps);
}

/** Stores a step. */
export async function insertStep(db: Executor, step: ProcessStepInsert): Promise<void> {
  await db.insert(processActions).values(step);
}

/** Stores steps in one statement. */
export async function insertSteps(db: Executor, steps: ProcessStepInsert[]): Promise<void> {
  await db.insert(processActions).values(steps);
}

/** The steps taken on the subjects of `subjectIds` (cases, invoices, instalments). */
export async function stepsOfSubjects(db: Executor, subjectIds: readonly string[]) {
  return db
    .select({
      subjectId: processActions.subjectId,
      action: processActions.action,
      dueOn: processActions.dueOn,
      takenOn: processActions.takenOn,
      documentId: processActions.documentId,
    })
    .from(processActions)
    .where(isAnyOf(processActions.subjectId, subjectIds));
}

/** Stores `step` unless it was taken already. */
export async function recordStepOnce(db: Executor, step: ProcessStepInsert): Promise<void> {
  await db.insert(processActions).values(step).onConflictDoNothing();
}

/** The steps taken on ISO day `day` and not undone: the case's number (null for a step of no case) and the action. */
export async function stepsTakenOn(db: Executor, day: string) {
  return db
    .select({
      caseNumber: cases.caseNumber,
      subjectKind: processActions.subjectKind,
      action: processActions.action,
    })
    .from(processActions)
    .leftJoin(cases, eq(cases.id, processActions.caseId))
    .where(and(eq(processActions.takenOn, day), isNull(processActions.undoneAt)))
    .orderBy(asc(cases.caseNumber), asc(processActions.action));
}

/** The letters of the steps taken on ISO day `day` (and not undone), counted by kind. */
export async function lettersOfStepsOn(db: Executor, day: string) {
  return db
    .select({ kind: documents.kind, count: count() })
    .from(processActions)
    .innerJoin(documents, eq(documents.id, processActions.documentId))
    .where(
      and(
        eq(processActions.takenOn, day),
        isNull(processActions.undoneAt),
        isNotNull(processActions.documentId),
      ),
    )
    .groupBy(documents.kind)
    .orderBy(asc(documents.kind));
}

/**
 * The fee lines dated ISO day `day` on the cases a step of that day concerns (credit lines left out),
 * by type and currency: how many and their sum in minor units.
 */
export async function feesOfStepsOn(db: Executor, day: string) {
  const movedCases = db
    .select({ caseId: processActions.caseId })
    .from(processActions)
    .where(and(eq(processActions.takenOn, day), isNull(processActions.undoneAt)));
  return db
    .select({
      type: caseFees.type,
      currency: caseFees.currency,
      count: count(),
      amount: sum(caseFees.amount).mapWith(Number),
    })
    .from(caseFees)
    .where(and(eq(caseFees.date, day), isNull(caseFees.creditsFeeId), inArray(caseFees.caseId, movedCases)))
    .groupBy(caseFees.type, caseFees.currency)
    .orderBy(asc(caseFees.type), asc(caseFees.currency));
}
