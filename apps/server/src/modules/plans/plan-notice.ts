/**
 * Billing an instalment of a plan: the case its fee is charged on, the last instalment's amount set from
 * what the cases owe, and the notice, which shows the split over the cases and is paid with the
 * instalment's own OCR reference.
 */
import {
  allocatePayment,
  type CaseShare,
  lastInstalmentSplit,
  makeOcrReference,
  planFeeCase,
  unpaidPlanShares,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import {
  instalmentOfPlan,
  instalmentSplitOf,
  instalmentsOfPlan,
  nextInstalmentReferenceNumbers,
  planById,
  planMonthsOf,
  setInstalmentAmountAndSplit,
} from '../../db/repositories/plans.ts';
import { paidSince, planCasesOwing, planStart } from '../ledger/plan-payments.ts';
import { issueInstalmentNoticeLetter, type LetterRendering } from '../letters/case-letters.ts';

/** `count` new OCR references for instalments, each from its own number of `instalment_reference_seq`. */
export async function instalmentReferences(tx: Executor, count: number): Promise<string[]> {
  if (count === 0) return [];
  const numbers = await nextInstalmentReferenceNumbers(tx, count);
  return numbers.map((n) => makeOcrReference(n));
}

/** The case a plan's fee of ISO day `day` is charged on: the first, in the plan's order, that owes (domain `planFeeCase`). */
export async function planFeeCaseId(tx: Executor, planId: string, day: string): Promise<string> {
  const owing = await planCasesOwing(tx, planId, day);
  const place = planFeeCase([...owing.keys()], (index) => owing[index]?.balance.remainingAmount ?? 0);
  const chosen = owing[place];
  if (!chosen) throw new Error(`Plan ${planId} has no cases`);
  return chosen.id;
}

/**
 * The case the fee (its notice, its reminder) of instalment `instalmentId` on ISO day `day` is charged on:
 * the first case of its split that still owes, else the plan's first that owes; for the last instalment,
 * whose split is set from the balances on its due date, the plan's first that owes then.
 */
export async function instalmentFeeCaseId(
  tx: Executor,
  planId: string,
  instalmentId: string,
  day: string,
): Promise<string> {
  const row = await instalmentSplitOf(tx, instalmentId);
  const plan = await planMonthsOf(tx, planId);
  if (row && row.sequence === plan?.months) return planFeeCaseId(tx, planId, row.dueDate);
  const split = row?.split ?? [];
  const owing = await planCasesOwing(tx, planId, day);
  const owes = (caseId: string) => (owing.find((c) => c.id === caseId)?.balance.remainingAmount ?? 0) > 0;
  return split.find((part) => owes(part.caseId))?.caseId ?? (await planFeeCaseId(tx, planId, day));
}

/**
 * Sets the last instalment's amount and split from what the cases owe on its due date, less what the
 * earlier instalments' unpaid parts will still bring them (domain `lastInstalmentSplit`).
 */
export async function billLastInstalment(tx: Executor, planId: string, sequence: number): Promise<void> {
  const plan = await planById(tx, planId);
  const rows = await instalmentsOfPlan(tx, planId);
  const last = rows.at(-1);
  if (!plan || !last || last.sequence !== sequence) return;
  const owing = await planCasesOwing(tx, planId, last.dueDate);
  const received = await paidSince(
    tx,
    owing.map((c) => c.id),
    planStart(plan),
  );
  const earlier = rows.slice(0, -1).map((row) => row.split);
  // Received beyond the earlier instalments' parts has already lowered what the cases owe.
  const unpaidEarlier = unpaidPlanShares(earlier, received);
  const split = lastInstalmentSplit(
    new Map(owing.map((c) => [c.id, c.balance.remainingAmount])),
    unpaidEarlier,
  );
  const amount = split.reduce((sum, part) => sum + part.amount, 0);
  await setInstalmentAmountAndSplit(tx, last.id, amount, split);
}

/** What each case's part of an instalment pays, by the ledger's order (fees, interest, principal), in minor units. */
function partsOf(split: readonly CaseShare[], owing: Awaited<ReturnType<typeof planCasesOwing>>) {
  const sum = { principal: 0, interest: 0, fees: 0 };
  for (const part of split) {
    const balance = owing.find((c) => c.id === part.caseId)?.balance;
    const allocation = allocatePayment(part.amount, {
      fees: balance?.remainingFees ?? 0,
      interest: balance?.remainingInterest ?? 0,
      principal: balance?.remainingPrincipal ?? 0,
    });
    sum.fees += allocation.fees;
    sum.interest += allocation.interest;
    sum.principal += allocation.principal + allocation.credit;
  }
  return sum;
}

/**
 * Issues the notice of instalment `sequence` (the last one's amount set first from the cases' balances),
 * on the letterhead of the case it pays first, paid with the instalment's OCR reference: its split, one
 * row per case when it pays more than one, else what it pays of fees, interest and principal.
 */
export async function issueInstalmentNotice(
  db: Executor,
  provider: Config['provider'],
  input: { planId: string; sequence: number; issuedOn: string; rendering?: LetterRendering },
) {
  await billLastInstalment(db, input.planId, input.sequence);
  const plan = await planById(db, input.planId);
  const instalment = await instalmentOfPlan(db, input.planId, input.sequence);
  if (!plan || !instalment) throw new Error(`No instalment ${input.sequence} in plan ${input.planId}`);
  const owing = await planCasesOwing(db, input.planId, instalment.dueDate);
  const [first] = owing;
  if (!first) throw new Error(`Plan ${input.planId} has no cases`);
  // A plan agreed before instalments had splits is billed on its first case.
  const split =
    instalment.split.length > 0 ? instalment.split : [{ caseId: first.id, amount: instalment.amount }];
  const letterCase = split[0]?.caseId ?? first.id;
  const parts = partsOf(split, owing);
  return issueInstalmentNoticeLetter(db, provider, {
    caseId: letterCase,
    issuedOn: input.issuedOn,
    dueDate: instalment.dueDate,
    amounts: { ...parts, total: parts.principal + parts.interest + parts.fees },
    instalment: { sequence: input.sequence, of: plan.months },
    ocrReference: instalment.ocrReference,
    split: split.map((part) => ({
      caseNumber: owing.find((c) => c.id === part.caseId)?.caseNumber ?? '',
      amount: part.amount,
    })),
    ...(input.rendering ? { rendering: input.rendering } : {}),
  });
}
