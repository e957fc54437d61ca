/** Reading plans and the cases a new plan can be made of, always for one debtor. */
import type { Plan, PlanCandidate } from '@fordra/contract';
import {
  DEFAULT_AUTO_APPROVAL_POLICY,
  DEFAULT_PLAN_BOUNDS,
  feeHasBasis,
  isActiveStatus,
  lateInterestRateOn,
  type PlanBounds,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { casesOfDebtorWithCreditors } from '../../db/repositories/cases.ts';
import {
  allInstalmentsOfPlans,
  casesOfPlansByNumber,
  planStatusesOfCases,
  plansOfDebtor,
} from '../../db/repositories/plans.ts';
import { planForDebtor } from '../../presenters/plan-for-debtor.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';

/** The debtor's plans (or only those of `planIds`), newest first, as shown on ISO day `today`. */
export async function listPlans(
  db: Executor,
  debtorId: string,
  today: string,
  planIds?: string[],
): Promise<Plan[]> {
  const plans = await plansOfDebtor(db, debtorId, planIds);
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const planCases = await casesOfPlansByNumber(db, ids);
  const rows = await allInstalmentsOfPlans(db, ids);
  return plans
    .filter((plan) => plan.debtorId === debtorId)
    .map((plan) => planForDebtor(plan, planCases, rows, today));
}

/** The debtor's active cases with what each owes on ISO day `today` and why it cannot join a plan, if it cannot. */
export async function planCandidates(db: Executor, debtorId: string, today: string) {
  const rows = await casesOfDebtorWithCreditors(db, debtorId);
  const active = rows.filter((row) => isActiveStatus(row.case.status));
  const rates = await referenceRatesOf(db);
  const planned = active.length
    ? await planStatusesOfCases(
        db,
        active.map((row) => row.case.id),
      )
    : [];
  const candidates: (PlanCandidate & { caseId: string; creditorId: string })[] = active.map(
    ({ case: row, creditorName, reminderFeeAgreed, businessCompensation, debtorKind }) => {
      const balance = balanceOn(row, today, rates);
      const plans = planned.filter((p) => p.caseId === row.id).map((p) => p.status);
      const ineligible =
        plans.includes('Active') || row.status === 'PaymentPlan'
          ? 'InPlan'
          : plans.includes('Proposal')
            ? 'PendingProposal'
            : balance.remainingAmount === 0
              ? 'NothingToPay'
              : null;
      return {
        caseId: row.id,
        creditorId: row.creditorId,
        caseGuid: row.guid,
        caseNumber: row.caseNumber,
        creditorName,
        description: row.description,
        currency: row.currency,
        principal: balance.remainingPrincipal,
        interest: balance.remainingInterest,
        fees: balance.remainingFees,
        // The rate in force today carries the plan's instalments.
        annualRateBasisPoints: lateInterestRateOn(caseInterestRate(row, rates), today),
        setupFeeHasBasis: feeHasBasis('planSetup', { reminderFeeAgreed, businessCompensation, debtorKind }),
        ineligible,
      };
    },
  );
  const creditorRows = [...new Map(active.map((row) => [row.creditor.id, row.creditor])).values()];
  return { candidates, creditors: creditorRows };
}

type CreditorPolicy = {
  planMinMonths: number;
  planMaxMonths: number;
  planMinMonthlyMinor: number;
  autoApproveMaxMonths: number;
  autoApproveMaxTotalMinor: number;
};

/** The strictest plan limits among `creditors` (domain defaults when there are none). */
export function strictestBounds(creditorRows: CreditorPolicy[]): PlanBounds {
  if (creditorRows.length === 0) return DEFAULT_PLAN_BOUNDS;
  return {
    minMonths: Math.max(...creditorRows.map((c) => c.planMinMonths)),
    maxMonths: Math.min(...creditorRows.map((c) => c.planMaxMonths)),
    minMonthlyMinor: Math.max(...creditorRows.map((c) => c.planMinMonthlyMinor)),
  };
}

/** The strictest auto-approval policy among `creditors`. */
export function strictestApproval(creditorRows: CreditorPolicy[]) {
  return {
    maxMonths: Math.min(...creditorRows.map((c) => c.autoApproveMaxMonths)),
    maxTotalMinor: Math.min(...creditorRows.map((c) => c.autoApproveMaxTotalMinor)),
  };
}

/**
 * The auto-approval policy a plan over cases of `creditorRows` is held against: the strictest creditor's
 * limits, and automatic approval only when every client involved (`clientsApprove`: each one's
 * `autoApprovePlans`) allows it.
 */
export function approvalPolicy(creditorRows: CreditorPolicy[], clientsApprove: boolean[]) {
  return {
    ...(creditorRows.length > 0 ? strictestApproval(creditorRows) : DEFAULT_AUTO_APPROVAL_POLICY),
    plansAllowed: creditorRows.length > 0 && !clientsApprove.includes(false),
  };
}
