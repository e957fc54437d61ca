/** A plan as the back office sees it: a proposal waiting for a handler's decision. */
import type { PlanProposalItem } from '@fordra/contract';
import type { casesOfPlans, waitingPlanProposals } from '../db/repositories/queues.ts';

/**
 * A proposal of the queue with its cases, the policy it was held against (`policy`) and what of it the
 * proposal did not meet (`blockedBy`).
 */
export function planProposalForStaff(
  { plan, debtor }: Awaited<ReturnType<typeof waitingPlanProposals>>[number],
  own: Awaited<ReturnType<typeof casesOfPlans>>,
  policy: { plansAllowed: boolean; maxMonths: number; maxTotalMinor: number },
  blockedBy: PlanProposalItem['blockedBy'],
): PlanProposalItem {
  return {
    planGuid: plan.guid,
    debtor,
    clientName: [...new Set(own.map((row) => row.clientName))].join(', '),
    creditorName: [...new Set(own.map((row) => row.creditor.name))].join(', '),
    caseNumbers: own.map((row) => row.caseNumber),
    currency: plan.currency,
    total: plan.total,
    months: plan.months,
    monthlyAmount: plan.monthlyAmount,
    effectiveRateTenths: Math.round(plan.effectiveRateBp / 10),
    waitingSince: plan.createdAt.toISOString(),
    policy: {
      autoApprovePlans: policy.plansAllowed,
      autoApproveMaxMonths: policy.maxMonths,
      autoApproveMaxTotal: policy.maxTotalMinor,
    },
    blockedBy,
  };
}
