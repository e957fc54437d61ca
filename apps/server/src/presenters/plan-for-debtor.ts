/** An instalment plan as the debtor sees it, and a case they may put into a new one. */
import type { Plan, PlanCandidate } from '@fordra/contract';
import { type InstalmentStatus, isActivePlanStatus, type PlanStatus } from '@fordra/domain';
import type { InstalmentRow, PlanCaseRow, PlanRow } from '../db/repositories/plans.ts';

/** An instalment's status as shown on ISO day `today`: an unpaid one past its due date is `Past`. */
export function instalmentStatusOn(
  row: { status: InstalmentStatus; amount: number; paid: number; dueDate: string },
  planStatus: PlanStatus,
  today: string,
): InstalmentStatus {
  if (row.paid >= row.amount) return 'Paid';
  if (planStatus === 'Active' && row.dueDate < today) return 'Past';
  return row.status;
}

/**
 * A plan with its cases (`planCases`, of this plan or others) and its instalments (`instalments`, of
 * this plan or others) as shown on ISO day `today`.
 */
export function planForDebtor(
  plan: PlanRow,
  planCases: PlanCaseRow[],
  instalments: InstalmentRow[],
  today: string,
): Plan {
  const own = instalments.filter((row) => row.planId === plan.id);
  return {
    planGuid: plan.guid,
    status: plan.status,
    isActive: isActivePlanStatus(plan.status),
    currency: plan.currency,
    principal: plan.principal,
    interest: plan.interest,
    fees: plan.fees,
    total: plan.total,
    months: plan.months,
    monthlyAmount: plan.monthlyAmount,
    effectiveRateTenths: Math.round(plan.effectiveRateBp / 10),
    remainingInstalments: own.filter((row) => row.paid < row.amount).length,
    paidAmount: own.reduce((sum, row) => sum + row.paid, 0),
    createdAt: plan.createdAt.toISOString(),
    decidedAt: plan.decidedAt?.toISOString() ?? null,
    decisionNote: plan.decisionNote,
    cases: planCases.filter((c) => c.planId === plan.id).map(({ planId: _, caseId: __, ...c }) => c),
    instalments: own.map((row) => ({
      sequence: row.sequence,
      dueDate: row.dueDate,
      amount: row.amount,
      paid: row.paid,
      status: instalmentStatusOn(row, plan.status, today),
      split: row.split.map((part) => ({
        caseNumber: planCases.find((c) => c.caseId === part.caseId)?.caseNumber ?? '',
        amount: part.amount,
      })),
    })),
  };
}

/** A case a new plan can be made of, without the ids the server keeps to itself. */
export function planCandidateForDebtor({
  caseId: _,
  creditorId: __,
  ...candidate
}: PlanCandidate & { caseId: string; creditorId: string }): PlanCandidate {
  return candidate;
}
