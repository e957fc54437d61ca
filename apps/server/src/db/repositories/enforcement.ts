/**
 * Kronofogden: the applications for an order to pay filed, their withdrawals and Kronofogden's
 * decisions, each a step of its case (`process_actions`).
 */
import type { CaseStatus } from '@fordra/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import { cases, creditors, debtors, documents, processActions } from '../schema.ts';
import { kronofogdenNoticeDue } from './objections.ts';

// Written out whole: drizzle leaves the columns of a one-table select unqualified.
/**
 * A case whose withdrawal was filed and Kronofogden's confirmation is not registered yet: none recorded
 * after it (by when each was recorded, since a business day may be run ahead of the calendar).
 */
export const awaitingWithdrawalConfirmation: SQL = sql`exists (select 1 from process_actions w
  where w.case_id = "cases"."id" and w.action = 'enforcementWithdrawal'
  and not exists (select 1 from process_actions d where d.case_id = w.case_id
    and d.action = 'enforcementDecision' and d.details->>'decision' = 'withdrawn' and d.created_at > w.created_at))`;

/** Whether the withdrawal of case `caseId`'s application waits for Kronofogden's confirmation. */
export async function awaitsWithdrawalConfirmation(db: Executor, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, caseId), awaitingWithdrawalConfirmation));
  return row !== undefined;
}

/** A filed application with no decision and no withdrawal since: narrows the cases the domain rule reads. */
const openApplication = sql`exists (select 1 from process_actions f
  where f.case_id = "cases"."id" and f.action = 'enforcementFiled'
  and not exists (select 1 from process_actions l where l.case_id = f.case_id
    and l.action in ('enforcementDecision', 'enforcementWithdrawal') and l.taken_on >= f.taken_on))`;

const balance = sql<number>`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees})`;

/** The latest application filed was undone by a late payment (it left the debt below the client's minimum). */
const applicationUndone = sql<boolean>`exists (select 1 from process_actions a
  where a.case_id = "cases"."id" and a.action = 'enforcementApplication' and a.undone_at is not null
  and a.taken_on >= (select max(f.taken_on) from process_actions f
    where f.case_id = "cases"."id" and f.action = 'enforcementFiled'))`;

/**
 * Locks (until the caller's transaction ends) and answers the cases with an open application that are
 * in one of `statuses`, owe nothing, or whose latest application a late payment undid: those whose
 * application may be due to be withdrawn, with their balance and debtor.
 */
export async function lockCasesWithdrawalMayBeDue(db: Executor, statuses: readonly CaseStatus[]) {
  return db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      status: cases.status,
      balance: balance.mapWith(Number),
      applicationUndone,
      disputed: kronofogdenNoticeDue,
      debtorKind: debtors.kind,
      debtorName: debtorNameSql,
      identityNumber: debtors.identityNumber,
    })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(
      and(
        or(
          inArray(cases.status, [...statuses]),
          sql`${balance} <= 0`,
          applicationUndone,
          kronofogdenNoticeDue,
        ),
        openApplication,
      ),
    )
    .orderBy(asc(cases.id))
    .for('update', { of: cases });
}

/** Locks the applications taken as steps on business day `day` (in id order), with their case's status. */
export async function lockApplicationsOfDay(db: Executor, day: string) {
  return db
    .select({ caseId: processActions.caseId, status: cases.status })
    .from(processActions)
    .innerJoin(cases, eq(cases.id, processActions.caseId))
    .where(and(eq(processActions.action, 'enforcementApplication'), eq(processActions.takenOn, day)))
    .orderBy(asc(processActions.id))
    .for('update', { of: processActions });
}

/** The applications and withdrawals filed for business day `day`, each with its file and when that was made. */
export async function filingsOfDay(db: Executor, day: string) {
  return db
    .select({
      caseId: processActions.caseId,
      action: processActions.action,
      documentId: processActions.documentId,
      at: documents.createdAt,
    })
    .from(processActions)
    .innerJoin(documents, eq(documents.id, processActions.documentId))
    .where(
      and(
        inArray(processActions.action, ['enforcementFiled', 'enforcementWithdrawal']),
        eq(processActions.dueOn, day),
      ),
    );
}

/** The cases of `caseIds` as an application states them, with their creditor and debtor, by case number. */
export async function casesForApplications(db: Executor, caseIds: readonly string[]) {
  return db
    .select({
      case: cases,
      creditorName: creditors.name,
      creditorOrgNumber: creditors.orgNumber,
      debtorKind: debtors.kind,
      debtorName: debtorNameSql,
      identityNumber: debtors.identityNumber,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(isAnyOf(cases.id, caseIds))
    .orderBy(asc(cases.caseNumber));
}

/** The details of Kronofogden's decision of ISO day `decidedOn` registered on case `caseId`, or undefined. */
export async function decisionDetailsOn(db: Executor, caseId: string, decidedOn: string) {
  const [row] = await db
    .select({ details: processActions.details })
    .from(processActions)
    .where(
      and(
        eq(processActions.subjectId, caseId),
        eq(processActions.action, 'enforcementDecision'),
        eq(processActions.dueOn, decidedOn),
      ),
    );
  return row?.details;
}
