/** The plans aggregate: payment plans, their cases and instalments. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { paymentPlanCases, paymentPlans } from '../schema.ts';

/** The plans a case was proposed in: their status and when they were proposed and decided. */
export async function planDecisionsOfCase(db: Executor, caseId: string) {
  return db
    .select({
      status: paymentPlans.status,
      createdAt: paymentPlans.createdAt,
      decidedAt: paymentPlans.decidedAt,
    })
    .from(paymentPlans)
    .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
    .where(eq(paymentPlanCases.caseId, caseId));
}
