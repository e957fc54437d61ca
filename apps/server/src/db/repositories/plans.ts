/** Instalment plans, the cases they pay and their instalments. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { instalments, paymentPlanCases, paymentPlans } from '../schema.ts';

/** Plan `planId`, when `caseId` is one of its cases. */
export async function planOfCase(db: Executor, planId: string, caseId: string) {
  const [row] = await db
    .select({ plan: paymentPlans })
    .from(paymentPlans)
    .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlanCases.caseId, caseId)));
  return row?.plan ?? null;
}

/** Instalment `sequence` of plan `planId`. */
export async function instalmentOfPlan(db: Executor, planId: string, sequence: number) {
  const [instalment] = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.planId, planId), eq(instalments.sequence, sequence)));
  return instalment ?? null;
}

/** Locks plan `planId`'s row for the rest of the transaction; its guid, if the plan exists. */
export async function lockPlan(db: Executor, planId: string): Promise<string | null> {
  const [locked] = await db
    .select({ guid: paymentPlans.guid })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId))
    .for('update');
  return locked?.guid ?? null;
}

/** Sets an instalment's status. */
export async function setInstalmentStatus(
  db: Executor,
  instalmentId: string,
  status: (typeof instalments.$inferSelect)['status'],
): Promise<void> {
  await db.update(instalments).set({ status }).where(eq(instalments.id, instalmentId));
}

/** Ends plan `planId` as terminated, its instalments not paid in full inactive. */
export async function terminatePlanAndUnpaidInstalments(db: Executor, planId: string): Promise<void> {
  await db.update(paymentPlans).set({ status: 'Terminated' }).where(eq(paymentPlans.id, planId));
  await db
    .update(instalments)
    .set({ status: 'Inactive' })
    .where(and(eq(instalments.planId, planId), sql`${instalments.paid} < ${instalments.amount}`));
}
