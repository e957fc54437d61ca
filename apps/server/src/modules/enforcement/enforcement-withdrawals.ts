/**
 * Withdrawals of applications to Kronofogden (docs/domain.md#kronofogden): a case whose filed
 * application is still open when its balance reaches zero, however it was paid, or when it enters an
 * active plan (domain `enforcementWithdrawal`) is withdrawn in the next day's file, as a step
 * `enforcementWithdrawal` of the case; it then waits in the back office's queue until a handler
 * registers Kronofogden's confirmation (the decision `withdrawn`).
 */
import { type EnforcementWithdrawal, enforcementWithdrawal, type ProcessAction } from '@fordra/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isAnyOf } from '../../db/bulk-statements.ts';
import type { Executor } from '../../db/executor.ts';
import { debtorNameSql } from '../../db/expressions.ts';
import { cases, debtors, processActions } from '../../db/schema.ts';

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
 * The withdrawals due now, each with its case's id, the cases locked until the caller's transaction
 * ends so that a withdrawal is filed once however many callers run at once.
 */
export async function withdrawalsDue(tx: Executor): Promise<(EnforcementWithdrawal & { caseId: string })[]> {
  const rows = await tx
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      status: cases.status,
      balance: balance.mapWith(Number),
      applicationUndone,
      debtorKind: debtors.kind,
      debtorName: debtorNameSql,
      identityNumber: debtors.identityNumber,
    })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(
      and(
        or(inArray(cases.status, ['Paid', 'PaymentPlan']), sql`${balance} <= 0`, applicationUndone),
        openApplication,
      ),
    )
    .orderBy(asc(cases.id))
    .for('update', { of: cases });
  if (rows.length === 0) return [];
  const steps = await tx
    .select({
      caseId: processActions.caseId,
      action: processActions.action,
      dueOn: processActions.dueOn,
      takenOn: processActions.takenOn,
    })
    .from(processActions)
    .where(
      isAnyOf(
        processActions.caseId,
        rows.map((row) => row.id),
      ),
    );
  const stepsOf = Map.groupBy(
    steps.map((step) => ({ ...step, action: step.action as ProcessAction })),
    (step) => step.caseId,
  );
  return rows.flatMap((row) => {
    const own = stepsOf.get(row.id) ?? [];
    const reason = enforcementWithdrawal({
      status: row.status,
      balance: row.balance,
      steps: own,
      applicationUndone: row.applicationUndone,
    });
    if (!reason) return [];
    // ISO days order as strings: the latest filing is the application withdrawn.
    const filedOn =
      own
        .filter((step) => step.action === 'enforcementFiled')
        .map((step) => step.takenOn)
        .sort()
        .at(-1) ?? '';
    return [
      {
        caseId: row.id,
        reference: row.caseNumber,
        filedOn,
        debtor: { kind: row.debtorKind, name: row.debtorName, identityNumber: row.identityNumber },
        reason,
      },
    ];
  });
}
