/** Payments to the cases of an active plan pay its instalments in order. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instalments, paymentPlanCases, paymentPlans, payments } from '../../db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Re-spreads what has been paid to an active plan's cases since it was agreed over its instalments, oldest first. */
export async function settlePlanInstalments(tx: Executor, caseId: string): Promise<void> {
  const [plan] = await tx
    .select({ id: paymentPlans.id, decidedAt: paymentPlans.decidedAt })
    .from(paymentPlans)
    .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
    .where(and(eq(paymentPlanCases.caseId, caseId), eq(paymentPlans.status, 'Active')))
    .limit(1);
  if (!plan?.decidedAt) return;
  const caseIds = (
    await tx
      .select({ caseId: paymentPlanCases.caseId })
      .from(paymentPlanCases)
      .where(eq(paymentPlanCases.planId, plan.id))
  ).map((row) => row.caseId);
  const since = plan.decidedAt.toISOString().slice(0, 10);
  const [sum] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(inArray(payments.caseId, caseIds), gte(payments.paymentDate, since)));
  let left = sum?.paid ?? 0;
  const rows = await tx
    .select()
    .from(instalments)
    .where(eq(instalments.planId, plan.id))
    .orderBy(asc(instalments.sequence));
  for (const row of rows) {
    const paid = Math.min(left, row.amount);
    left -= paid;
    const status = paid === row.amount ? 'Paid' : row.status === 'Paid' ? 'Billed' : row.status;
    if (paid !== row.paid || status !== row.status)
      await tx.update(instalments).set({ paid, status }).where(eq(instalments.id, row.id));
  }
  const total = rows.reduce((n, row) => n + row.amount, 0);
  if (rows.length > 0 && (sum?.paid ?? 0) >= total) {
    await tx.update(paymentPlans).set({ status: 'Completed' }).where(eq(paymentPlans.id, plan.id));
  }
}
