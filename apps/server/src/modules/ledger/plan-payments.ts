/**
 * A payment made to a plan (with one of its instalments' OCR references) is divided over the plan's
 * cases as its instalments split them (domain `dividePlanPayment`), each part then a payment on its case.
 */
import { type CaseShare, dividePlanPayment, unpaidPlanShares } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { paidPerCaseSince } from '../../db/repositories/payments.ts';
import { casesOfPlanInPaymentOrder, findPlan, instalmentSplitsOfPlan } from '../../db/repositories/plans.ts';
import { balanceOn } from './balance-as-of.ts';
import { referenceRatesOf } from './reference-rates.ts';

/** The cases of a plan in the order it pays them, each with what it owes on ISO day `day` (minor units). */
export async function planCasesOwing(tx: Executor, planId: string, day: string) {
  const rows = await casesOfPlanInPaymentOrder(tx, planId);
  const rates = await referenceRatesOf(tx);
  return rows.map((row) => ({ ...row, balance: balanceOn(row, day, rates) }));
}

/** What each case of `caseIds` has received since ISO day `since`, minor units by case id. */
export async function paidSince(
  tx: Executor,
  caseIds: readonly string[],
  since: string,
): Promise<Map<string, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await paidPerCaseSince(tx, caseIds, since);
  return new Map(rows.flatMap((row) => (row.caseId ? [[row.caseId, row.paid] as const] : [])));
}

/** The ISO day a plan's payments are counted from: the day it was decided, else proposed. */
export const planStart = (plan: { decidedAt: Date | null; createdAt: Date }) =>
  (plan.decidedAt ?? plan.createdAt).toISOString().slice(0, 10);

/** A payment to a plan: `amount` in minor units on ISO day `paymentDate`. */
export type PlanPayment = { planId: string; amount: number; paymentDate: string };

/**
 * The parts per case of each of `list`, in its order; payments to one plan are divided one after the
 * other, each counting what the earlier ones gave its cases.
 */
export async function dividePlanPayments(tx: Executor, list: readonly PlanPayment[]): Promise<CaseShare[][]> {
  const parts: CaseShare[][] = list.map(() => []);
  const byPlan = Map.groupBy([...list.keys()], (index) => list[index]?.planId ?? '');
  for (const [planId, places] of byPlan) {
    const plan = await findPlan(tx, planId);
    if (!plan) throw new Error(`Plan ${planId} does not exist`);
    const splits = await instalmentSplitsOfPlan(tx, planId);
    const caseIds = (await planCasesOwing(tx, planId, planStart(plan))).map((c) => c.id);
    const received = await paidSince(tx, caseIds, planStart(plan));
    // What the earlier payments of this batch gave a case is not in its stored balance yet.
    const pending = new Map<string, number>();
    for (const place of places) {
      const payment = list[place];
      if (!payment) continue;
      const owing = await planCasesOwing(tx, planId, payment.paymentDate);
      const owed = new Map(
        owing.map((c) => [c.id, Math.max(0, c.balance.remainingAmount - (pending.get(c.id) ?? 0))]),
      );
      const shares = dividePlanPayment(payment.amount, unpaidPlanShares(splits, received), owed);
      for (const share of shares) {
        received.set(share.caseId, (received.get(share.caseId) ?? 0) + share.amount);
        pending.set(share.caseId, (pending.get(share.caseId) ?? 0) + share.amount);
      }
      parts[place] = shares;
    }
  }
  return parts;
}
