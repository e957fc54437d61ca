/** Reading plans and the cases a new plan can be made of, always for one debtor. */
import type { Plan, PlanCandidate } from '@fordra/contract';
import {
  DEFAULT_AUTO_APPROVAL_POLICY,
  DEFAULT_PLAN_BOUNDS,
  type InstalmentStatus,
  isActivePlanStatus,
  isActiveStatus,
  lateInterestRateOn,
  type PlanBounds,
  type PlanStatus,
} from '@fordra/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { cases, creditors, instalments, paymentPlanCases, paymentPlans } from '../../db/schema.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';

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

export async function listPlans(
  db: Executor,
  debtorId: string,
  today: string,
  planIds?: string[],
): Promise<Plan[]> {
  const plans = await db
    .select()
    .from(paymentPlans)
    .where(planIds ? inArray(paymentPlans.id, planIds) : eq(paymentPlans.debtorId, debtorId))
    .orderBy(desc(paymentPlans.createdAt));
  if (plans.length === 0) return [];
  const ids = plans.map((plan) => plan.id);
  const planCases = await db
    .select({
      planId: paymentPlanCases.planId,
      caseId: cases.id,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
    })
    .from(paymentPlanCases)
    .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(inArray(paymentPlanCases.planId, ids))
    .orderBy(asc(cases.caseNumber));
  const rows = await db
    .select()
    .from(instalments)
    .where(inArray(instalments.planId, ids))
    .orderBy(asc(instalments.sequence));
  return plans
    .filter((plan) => plan.debtorId === debtorId)
    .map((plan) => {
      const own = rows.filter((row) => row.planId === plan.id);
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
    });
}

/** The debtor's active cases with what each owes on ISO day `today` and why it cannot join a plan, if it cannot. */
export async function planCandidates(db: Executor, debtorId: string, today: string) {
  const rows = await db
    .select({ case: cases, creditorName: creditors.name, creditor: creditors })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.debtorId, debtorId))
    .orderBy(asc(cases.dueDate));
  const active = rows.filter((row) => isActiveStatus(row.case.status));
  const rates = await referenceRatesOf(db);
  const planned = active.length
    ? await db
        .select({ caseId: paymentPlanCases.caseId, status: paymentPlans.status })
        .from(paymentPlanCases)
        .innerJoin(paymentPlans, eq(paymentPlans.id, paymentPlanCases.planId))
        .where(
          inArray(
            paymentPlanCases.caseId,
            active.map((row) => row.case.id),
          ),
        )
    : [];
  const candidates: (PlanCandidate & { caseId: string; creditorId: string })[] = active.map(
    ({ case: row, creditorName }) => {
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
