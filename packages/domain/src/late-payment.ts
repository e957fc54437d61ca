/**
 * What a late payment undoes (docs/domain.md#what-a-late-payment-undoes). A payment reaches us one to
 * three bank days after the payer paid, so the process may take a step on a debt that was already
 * settled on the step's day. Replayed from the payments' own dates, such a step had no reason: its fees
 * are credited, its letter withdrawn, and the case is settled without them.
 */
import {
  type CaseLedgerInput,
  type CaseLedgerState,
  computeCaseLedger,
  type LedgerFee,
} from './case-ledger.ts';
import type { FeeType } from './fees.ts';

/** The steps of a case that a payment dated on or before their day can make unnecessary. */
export const UNDOABLE_CASE_STEPS = [
  'reminder',
  'collectionDemand',
  'secondNotice',
  'enforcementApplication',
] as const;
export type UndoableCaseStep = (typeof UNDOABLE_CASE_STEPS)[number];

/**
 * The fees each undoable step charges on the day it is taken (a second notice charges none); a collection
 * demand charges a business debtor the 4 a § compensation in its fee's place (`collectionDemandFeeType`).
 */
export const FEES_OF_STEP: Readonly<Record<UndoableCaseStep, readonly FeeType[]>> = {
  reminder: ['reminder'],
  collectionDemand: ['collectionDemand', 'latePaymentCompensation'],
  secondNotice: [],
  enforcementApplication: ['enforcementApplication', 'agentFee'],
};

/** Whether a step of `action` is one a late payment can undo. */
export function isUndoableCaseStep(action: string): action is UndoableCaseStep {
  return (UNDOABLE_CASE_STEPS as readonly string[]).includes(action);
}

/** A fee line of a case: its type, ISO day and amount (minor units), and whether it was credited already. */
export type CaseFeeLine = LedgerFee & { type: string; credited: boolean };

/** A step the process took on a case, on ISO day `takenOn`; `undone` when an earlier replay undid it. */
export type CaseStepTaken = { action: UndoableCaseStep; takenOn: string; undone: boolean };

export type LatePaymentInput = Omit<CaseLedgerInput, 'fees'> & {
  fees: readonly CaseFeeLine[];
  steps: readonly CaseStepTaken[];
  /**
   * The client's least balance for Kronofogden (minor units, `ProcessPolicy.enforcementMinimum`): an
   * application made on a day the debt, counting the late payments, was below it is undone too.
   */
  enforcementMinimum?: number;
};

export type LatePaymentOutcome = {
  /** The places in `input.steps` of the steps undone now. */
  undoneSteps: number[];
  /** The places in `input.fees` of the fee lines credited now (those of the steps undone now). */
  creditedFees: number[];
  /** The case's ledger without every credited fee line, earlier ones and these. */
  ledger: CaseLedgerState;
};

const owed = (state: CaseLedgerState) =>
  state.remainingPrincipal + state.remainingInterest + state.remainingFees;

/**
 * Replays a case from its payments' dates (never the days they were registered) and undoes each step
 * taken on a day when the debt, counting the payments dated on or before that day and the fees still
 * standing before the step's own, was settled in full, or, for an application to Kronofogden, below the
 * client's minimum for one: the step should not have been taken. A step is judged in the order of the
 * days, each against the fees left after the earlier ones were undone. Any other partly paid debt undoes
 * nothing, and a step undone stays undone. Amounts are minor units.
 */
export function undoUnnecessarySteps(input: LatePaymentInput): LatePaymentOutcome {
  const credited = new Set(input.fees.flatMap((fee, place) => (fee.credited ? [place] : [])));
  const undoneSteps: number[] = [];
  const creditedFees: number[] = [];
  const dayOf = (place: number) => input.steps[place]?.takenOn ?? '';
  const order = [...input.steps.keys()].sort((a, b) =>
    dayOf(a) === dayOf(b) ? a - b : dayOf(a) < dayOf(b) ? -1 : 1,
  );
  for (const place of order) {
    const step = input.steps[place] as CaseStepTaken;
    if (step.undone) continue;
    const own = input.fees.flatMap((fee, feePlace) =>
      fee.date === step.takenOn &&
      !credited.has(feePlace) &&
      (FEES_OF_STEP[step.action] as readonly string[]).includes(fee.type)
        ? [feePlace]
        : [],
    );
    const before = computeCaseLedger({
      ...input,
      fees: standing(
        input.fees,
        (fee, feePlace) => fee.date <= step.takenOn && !credited.has(feePlace) && !own.includes(feePlace),
      ),
      payments: input.payments.filter((payment) => payment.date <= step.takenOn),
      credits: (input.credits ?? []).filter((credit) => credit.date <= step.takenOn),
    });
    const belowMinimum =
      step.action === 'enforcementApplication' && owed(before) < (input.enforcementMinimum ?? 0);
    if (owed(before) !== 0 && !belowMinimum) continue;
    undoneSteps.push(place);
    for (const feePlace of own) {
      credited.add(feePlace);
      creditedFees.push(feePlace);
    }
  }
  return {
    undoneSteps,
    creditedFees,
    ledger: computeCaseLedger({
      ...input,
      fees: standing(input.fees, (_fee, feePlace) => !credited.has(feePlace)),
    }),
  };
}

function standing(
  fees: readonly CaseFeeLine[],
  keep: (fee: CaseFeeLine, place: number) => boolean,
): LedgerFee[] {
  return fees.flatMap((fee, place) => (keep(fee, place) ? [{ date: fee.date, amount: fee.amount }] : []));
}
