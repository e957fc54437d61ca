/**
 * Test support for `process-simulation.test.ts`: what must hold of the model's cases after every business
 * day (docs/domain.md#the-collection-process, #what-a-late-payment-undoes, #kronofogden). Each check
 * answers what it found wrong, one line each, so a failing run names the case, the day and the rule.
 */
import {
  addBankDays,
  type FeeConditions,
  type FeeType,
  hasOpenApplication,
  isUndoableCaseStep,
  missingReferenceRateHalfYears,
  onOrAfterBankDay,
  type ProcessAction,
  type ReferenceRate,
  STEPS_STATING_INTEREST,
  surveillanceDue,
} from '../index.ts';
import { ledgerOf, type ModelCase, owedOf } from './process-model.ts';

/** The step that charges each fee a case can carry in this model, as the engine and Kronofogden's decisions charge them. */
const STEP_OF_FEE: Partial<Record<FeeType, ProcessAction>> = {
  reminder: 'reminder',
  collectionDemand: 'collectionDemand',
  latePaymentCompensation: 'collectionDemand',
  enforcementApplication: 'enforcementApplication',
  agentFee: 'enforcementApplication',
  enforcementFee: 'enforcementDecision',
};

/**
 * Whether the law gives a fee of `type` to a case under `conditions`, read from the fee table's own words
 * (docs/domain.md#fees) rather than from `feeHasBasis`, which the engine calls: a reminder fee needs the
 * debtor's agreement from when the debt arose (lag 1981:739 2 §); a company under the 4 a § policy owes the
 * 450 kr compensation and none of the 2–4 §§ costs it covers; no one else owes the compensation.
 */
function lawGivesFee(type: FeeType, conditions: FeeConditions): boolean {
  const compensated = conditions.businessCompensation && conditions.debtorKind === 'company';
  if (type === 'latePaymentCompensation') return compensated;
  if (compensated && (type === 'reminder' || type === 'collectionDemand')) return false;
  return type !== 'reminder' || conditions.reminderFeeAgreed;
}

/** A stretch of ISO days from `from` up to, not including, `until` (null: still holding) when a case was held. */
export type HeldStretch = { from: string; until: string | null; reason: string };

/** The steps of the process itself (not Kronofogden's file nor its decisions), which a hold stops. */
const PROCESS_STEPS = [
  'reminder',
  'collectionDemand',
  'secondNotice',
  'enforcementApplication',
  'surveillance',
];

/** Every öre received is in the ledger: allocated to fees, interest or principal, or held as credit. */
export function moneyConserved(c: ModelCase): string[] {
  const received = c.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const { ledger } = c;
  const placed = ledger.paidFees + ledger.paidInterest + ledger.paidPrincipal + ledger.credit;
  const wrong =
    received !== ledger.paidSum || placed !== received ? [`received ${received}, placed ${placed}`] : [];
  for (const [index, allocation] of ledger.allocations.entries()) {
    const parts = allocation.fees + allocation.interest + allocation.principal + allocation.credit;
    if (parts !== c.payments[index]?.amount) wrong.push(`payment ${index} allocated ${parts} of its amount`);
  }
  return wrong;
}

/** Credit is held only on a case that owes nothing: credit pays a fee charged later at once. */
export function noDebtBesideCredit(c: ModelCase): string[] {
  return c.ledger.credit > 0 && owedOf(c.ledger) > 0
    ? [`holds ${c.ledger.credit} credit beside ${owedOf(c.ledger)} owed`]
    : [];
}

/** No part of a case's balance, nor its credit, is below zero. */
export function noNegativeBalance(c: ModelCase): string[] {
  const {
    remainingPrincipal,
    remainingInterest,
    remainingFees,
    credit,
    paidFees,
    paidInterest,
    paidPrincipal,
  } = c.ledger;
  const parts = {
    remainingPrincipal,
    remainingInterest,
    remainingFees,
    credit,
    paidFees,
    paidInterest,
    paidPrincipal,
  };
  return Object.entries(parts).flatMap(([name, amount]) => (amount < 0 ? [`${name} ${amount}`] : []));
}

/**
 * Every fee that stands has its basis in law (`lawGivesFee`) and a step of its own on its day, a step that was
 * needed: the debt was not settled by the payments dated on or before that day; an undone step's fees are credited.
 */
export function feesHaveBasis(c: ModelCase, rates: readonly ReferenceRate[]): string[] {
  const wrong: string[] = [];
  const stepOf = (type: FeeType, date: string) =>
    c.steps.find((step) => step.takenOn === date && step.action === STEP_OF_FEE[type]);
  for (const fee of c.fees) {
    const step = stepOf(fee.type, fee.date);
    if (!step) wrong.push(`${fee.type} of ${fee.date} has no step`);
    else if (step.undone !== fee.credited)
      wrong.push(`${fee.type} of ${fee.date}: step undone ${step.undone}`);
    if (!fee.credited && !lawGivesFee(fee.type, c.conditions))
      wrong.push(`${fee.type} of ${fee.date} lacks basis`);
  }
  for (const step of c.steps) {
    if (step.undone || !isUndoableCaseStep(step.action)) continue;
    const before = ledgerOf(
      c,
      rates,
      c.fees.filter(
        (fee) =>
          fee.date < step.takenOn || (fee.date === step.takenOn && STEP_OF_FEE[fee.type] !== step.action),
      ),
      c.payments.filter((payment) => payment.date <= step.takenOn),
    );
    if (owedOf(before) === 0) wrong.push(`${step.action} of ${step.takenOn} stands on a settled debt`);
  }
  return wrong;
}

/** No step of the process was taken on a day the case was held. */
export function noStepWhileHeld(c: ModelCase, held: readonly HeldStretch[]): string[] {
  return c.steps.flatMap((step) =>
    PROCESS_STEPS.includes(step.action)
      ? held
          .filter((h) => step.takenOn >= h.from && (h.until === null || step.takenOn < h.until))
          .map((h) => `${step.action} on ${step.takenOn} while held (${h.reason} from ${h.from})`)
      : [],
  );
}

/** A recalled case is charged nothing and takes no step after the day the client withdrew the claim. */
export function nothingAfterRecall(c: ModelCase): string[] {
  const recalled = c.recalledOn;
  if (recalled === null) return [];
  return [
    ...c.fees
      .filter((fee) => fee.date > recalled)
      .map((fee) => `${fee.type} fee on ${fee.date} after recall`),
    ...c.steps
      .filter((step) => PROCESS_STEPS.includes(step.action) && step.takenOn > recalled)
      .map((step) => `${step.action} on ${step.takenOn} after recall`),
  ];
}

/** A claim the client upheld against the debtor's objection never goes to Kronofogden after the answer. */
export function noApplicationOnDisputedClaim(c: ModelCase): string[] {
  const answered = c.objectionAnsweredOn;
  if (answered === null) return [];
  return c.steps
    .filter((step) => step.action === 'enforcementApplication' && step.takenOn >= answered)
    .map((step) => `application on ${step.takenOn} after the objection upheld on ${answered}`);
}

/** A case with nothing left to pay (or marked paid) has no application open at Kronofogden once the day's file is made. */
export function paidCaseNotAtKronofogden(c: ModelCase): string[] {
  const paid = c.status === 'Paid' || (c.payments.length > 0 && owedOf(c.ledger) === 0);
  return paid && hasOpenApplication(c.steps) ? [`paid (${c.status}) with an open application`] : [];
}

/** No step stating interest was taken for a claim at the reference rate while a half-year of it had no rate. */
export function noStepAwaitingRate(
  c: ModelCase,
  ratesOn: (day: string) => readonly ReferenceRate[],
): string[] {
  if (c.interestMarginBp === null) return [];
  return c.steps.flatMap((step) => {
    if (!STEPS_STATING_INTEREST.includes(step.action)) return [];
    const missing = missingReferenceRateHalfYears(ratesOn(step.takenOn), c.dueDate, step.takenOn);
    return missing.length > 0 ? [`${step.action} on ${step.takenOn} without the rate of ${missing[0]}`] : [];
  });
}

/**
 * A case marked `Paid` that a deduction left owing is reopened (`statusAfterReplay`). One that owes only
 * because a reference rate entered after it was paid added interest stays `Paid`: the debtor paid all
 * that was asked.
 */
export function paidCaseOwesNothing(c: ModelCase): string[] {
  const deducted = c.payments.some((payment) => payment.amount < 0);
  return c.status === 'Paid' && deducted && owedOf(c.ledger) > 0 ? [`Paid but owes ${owedOf(c.ledger)}`] : [];
}

/** A case with a verdict left unpaid since `surveillanceDue` has gone to long-term surveillance by ISO day `day`. */
export function unpaidVerdictInSurveillance(c: ModelCase, day: string): string[] {
  const verdict = c.steps.findLast((step) => step.action === 'enforcementDecision');
  if (c.status !== 'Verdict' || !verdict) return [];
  const lastPaymentOn =
    c.payments
      .map((payment) => payment.date)
      .sort()
      .at(-1) ?? null;
  const due = onOrAfterBankDay(surveillanceDue(verdict.dueOn, lastPaymentOn));
  return due <= day ? [`verdict of ${verdict.dueOn} not in surveillance, due ${due}`] : [];
}

/**
 * An application to Kronofogden that stands was made for a debt of at least the client's minimum on its
 * day, counting the payments dated on or before that day (those that reached us later too).
 */
export function applicationAboveMinimum(c: ModelCase, rates: readonly ReferenceRate[]): string[] {
  return c.steps.flatMap((step) => {
    if (step.action !== 'enforcementApplication' || step.undone) return [];
    const before = ledgerOf(
      c,
      rates,
      c.fees.filter((fee) => fee.date <= step.takenOn && STEP_OF_FEE[fee.type] !== step.action),
      c.payments.filter((payment) => payment.date <= step.takenOn),
    );
    const owed = owedOf(before);
    return owed < c.policy.enforcementMinimum
      ? [
          `application of ${step.takenOn} stands for ${owed} owed, under the minimum ${c.policy.enforcementMinimum}`,
        ]
      : [];
  });
}

/** The letters whose deadline the next step waits for, as the process reads them. */
const DEADLINE_LETTERS = ['collectionDemand', 'secondNotice'];

/**
 * No application to Kronofogden, and no demand after a reminder, rests on a letter without proof of
 * delivery; an application comes more than four bank days after its demand counts as delivered (inkassolagen
 * 5 §, docs/domain.md#letter-delivery).
 */
export function nothingOnUndeliveredLetters(c: ModelCase): string[] {
  return c.steps.flatMap((step, place) => {
    const before = c.steps.slice(0, place);
    if (step.action === 'enforcementApplication') {
      const demand = before.findLast((earlier) => DEADLINE_LETTERS.includes(earlier.action));
      if (!demand) return [`application on ${step.takenOn} with no demand`];
      if (!demand.delivery) return [`application on ${step.takenOn} on an undelivered ${demand.action}`];
      const earliest = addBankDays(demand.delivery.deliveredOn, 4);
      return step.takenOn <= earliest
        ? [
            `application on ${step.takenOn} within four bank days of delivery on ${demand.delivery.deliveredOn}`,
          ]
        : [];
    }
    if (step.action === 'collectionDemand') {
      const reminder = before.findLast((earlier) => earlier.action === 'reminder');
      return reminder && !reminder.delivery
        ? [`demand on ${step.takenOn} after an undelivered reminder of ${reminder.takenOn}`]
        : [];
    }
    return [];
  });
}
