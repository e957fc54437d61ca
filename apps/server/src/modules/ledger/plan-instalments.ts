/** Payments to the cases of an active plan pay its instalments in order; it is complete when its cases are settled. */
import { isPlanSettled } from '@fordra/domain';
import type { Transaction } from '../../db/executor.ts';
import { owedOfCases } from '../../db/repositories/cases.ts';
import { paidToCasesSince } from '../../db/repositories/payments.ts';
import {
  caseIdsOfPlan,
  completePlan,
  instalmentsOfPlan,
  lockActivePlansOfCases,
  updateInstalment,
} from '../../db/repositories/plans.ts';
import { recordPlanWebhookEvent } from '../../db/repositories/webhooks.ts';

/** Re-spreads what has been paid to an active plan's cases since it was agreed over its instalments, oldest first. */
export async function settlePlanInstalments(tx: Transaction, caseId: string): Promise<void> {
  await settlePlansOfCases(tx, [caseId]);
}

/**
 * `settlePlanInstalments` for the active plan of each case of `caseIds` that has one, each plan once.
 * The plans are locked first (in id order), so that two transactions paying cases of one plan settle
 * it one after the other, each counting the other's payments.
 */
export async function settlePlansOfCases(tx: Transaction, caseIds: readonly string[]): Promise<void> {
  if (caseIds.length === 0) return;
  const plans = await lockActivePlansOfCases(tx, caseIds);
  for (const plan of plans) await settlePlan(tx, plan);
}

async function settlePlan(tx: Transaction, plan: { id: string; decidedAt: Date | null }): Promise<void> {
  if (!plan.decidedAt) return;
  const caseIds = await caseIdsOfPlan(tx, plan.id);
  const since = plan.decidedAt.toISOString().slice(0, 10);
  let left = await paidToCasesSince(tx, caseIds, since);
  const rows = await instalmentsOfPlan(tx, plan.id);
  let allPaid = true;
  for (const row of rows) {
    const paid = Math.min(left, row.amount);
    left -= paid;
    if (paid < row.amount) allPaid = false;
    const status = paid === row.amount ? 'Paid' : row.status === 'Paid' ? 'Billed' : row.status;
    if (paid !== row.paid || status !== row.status) await updateInstalment(tx, row.id, { paid, status });
  }
  // Complete only when every case is settled, however the instalments were paid (domain `isPlanSettled`).
  const balances = await owedOfCases(tx, caseIds);
  if (isPlanSettled(balances.map((row) => row.owed))) {
    await completePlan(tx, plan.id);
    await recordPlanWebhookEvent(tx, 'plan.completed', plan.id);
    return;
  }
  const last = rows.at(-1);
  // Every instalment paid and still a case owes (the last paid late, or paid before it was billed): the
  // last instalment takes up the rest, so the plan is reminded of it rather than left active for ever.
  if (allPaid && last) {
    const split = new Map(last.split.map((part) => [part.caseId, part.amount]));
    for (const { caseId, owed } of balances) if (owed > 0) split.set(caseId, (split.get(caseId) ?? 0) + owed);
    const owed = balances.reduce((sum, row) => sum + row.owed, 0);
    await updateInstalment(tx, last.id, {
      amount: last.amount + owed,
      // A plan agreed before instalments had splits keeps none (it is billed on its first case).
      split: last.split.length > 0 ? [...split].map(([caseId, amount]) => ({ caseId, amount })) : [],
      status: 'Billed',
    });
  }
}
