/**
 * The collection process (docs/domain.md#the-collection-process): which step a case, an invoice of
 * the invoice ledger or an instalment plan takes next, and on which business day it falls due.
 * Every due day is computed from the subject's own dates and the steps already taken, never from
 * the day a run happens, so the same history always gives the same step with the same date.
 */
import { addBankDays, onOrAfterBankDay, PAYMENT_TRANSIT_BANK_DAYS } from './bank-days.ts';
import { caseHold, type HoldFacts, holdResumesOn, isPausedOn } from './case-hold.ts';
import type { CaseService, CaseStatus } from './case-status.ts';
import { surveillanceDue } from './enforcement.ts';
import { addDays } from './iso-date.ts';
import { POSTAL_BANK_DAYS, paperDelivery } from './letter-delivery.ts';
import type { DueStep, ProcessAction, TakenStep } from './process-steps.ts';

/** Where a case's step moves it: its status and service once the step is taken. Other steps leave them. */
export const CASE_STATE_AFTER_STEP = {
  collectionDemand: { status: 'Collection', service: 'Inkasso' },
  enforcementApplication: { status: 'Legal', service: 'Juridisk hantering' },
  surveillance: { status: 'Surveillance', service: 'Bevakning' },
} as const satisfies Partial<Record<ProcessAction, { status: CaseStatus; service: CaseService }>>;

/** A client's choices for its cases' process (days are calendar days). */
export type ProcessPolicy = {
  /** Days after an invoice's (or a case's) due date before its reminder. */
  reminderAfterDays: number;
  /** Days after a reminder's own date to pay before the claim goes to collection. */
  collectionAfterReminderDays: number;
  /** What follows an unpaid collection demand. */
  afterDemand: 'secondNotice' | 'enforcement';
  /** Days before an instalment's due date that its notice is issued. */
  instalmentNoticeDaysBefore: number;
  /** Days an instalment may be past due before its reminder. */
  instalmentReminderAfterDays: number;
  /** Reminded instalments left unpaid after which a plan is terminated. */
  planMissedInstalmentsToTerminate: number;
  /** The least balance (minor units of the case's currency) for which a case goes to Kronofogden. */
  enforcementMinimum: number;
};

/** Days a letter gives the debtor to pay, counted from the day it is issued. */
const DAYS_TO_PAY = {
  reminder: 14,
  invoiceReminder: 14,
  collectionDemand: 10,
  secondNotice: 10,
  planTerminated: 10,
  instalmentReminder: 10,
  // The letter telling of an application to Kronofogden: paying by then still stops it.
  enforcementApplication: 10,
} as const;

export type DemandKind = keyof typeof DAYS_TO_PAY;

/** Bank days after presumed arrival a collection demand must leave the debtor (docs/domain.md). */
const MIN_BANK_DAYS_AFTER_RECEIPT = 4;

/**
 * Returns the ISO day by which a letter of `kind` issued on ISO day `issuedOn` asks to be paid; a
 * collection demand leaves at least 8 days from sending and 4 bank days from presumed receipt.
 */
export function paymentDeadline(kind: DemandKind, issuedOn: string): string {
  const days = addDays(issuedOn, DAYS_TO_PAY[kind]);
  if (kind === 'reminder' || kind === 'invoiceReminder') return days;
  const afterReceipt = addBankDays(issuedOn, POSTAL_BANK_DAYS + MIN_BANK_DAYS_AFTER_RECEIPT);
  // ISO dates order as strings; the later of the two rules wins.
  return [days, afterReceipt].sort()[1] ?? days;
}

/**
 * The ISO day by which the letter of step `step` (of `kind`) asks to be paid, counted from its delivery: the
 * latest of the deadline it was issued with, the same deadline counted from the day it left, and
 * `MIN_BANK_DAYS_AFTER_RECEIPT` bank days after it counts as delivered; null while it has no proof of
 * delivery, so nothing that waits for its deadline is taken.
 */
export function deadlineFromDelivery(kind: DemandKind, step: TakenStep): string | null {
  const delivery = step.delivery === undefined ? paperDelivery(step.takenOn) : step.delivery;
  if (delivery === null) return null;
  const latestOf = [
    paymentDeadline(kind, step.takenOn),
    paymentDeadline(kind, delivery.sentOn),
    addBankDays(delivery.deliveredOn, MIN_BANK_DAYS_AFTER_RECEIPT),
  ].sort();
  return latestOf[latestOf.length - 1] ?? null;
}

/** The first business day a claim unpaid by ISO day `deadline` may go on, payments in transit allowed for. */
function afterDeadline(deadline: string): string {
  return addBankDays(deadline, PAYMENT_TRANSIT_BANK_DAYS);
}

function latest(steps: readonly TakenStep[], actions: readonly ProcessAction[]): TakenStep | undefined {
  let found: TakenStep | undefined;
  for (const step of steps)
    if (actions.includes(step.action) && (!found || step.takenOn > found.takenOn)) found = step;
  return found;
}

/** What the process needs to know of a collection case; `pendingProposal` and `pausedUntil` may hold it (`caseHold`). */
export type CaseFacts = HoldFacts & {
  status: CaseStatus;
  /** ISO due date of the claim. */
  dueDate: string;
  /** ISO day the case was registered with us. */
  registrationDate: string;
  /** Whether anything (principal, interest or fees) is left to pay. */
  owes: boolean;
  /** What is left to pay as the ledger last settled it: principal, settled interest and fees, minor units. */
  balance: number;
  /** ISO day of the case's last payment, or null; read for a case with a verdict. */
  lastPaymentOn: string | null;
  /** ISO day of the case's last deduction (a negative payment, BgMax TK21), or null. */
  lastDeductionOn: string | null;
  /**
   * ISO day the client last answered an objection of the debtor by upholding the claim or crediting part
   * of it, or null: the process resumes from there with a fresh deadline (docs/domain.md#objections-and-postponements).
   */
  objectionAnsweredOn?: string | null;
  /**
   * Whether a factual objection of the debtor still stands against the claim (upheld by the client, or
   * credited less than disputed): such a claim goes to court, never to Kronofogden for a payment order.
   */
  disputedClaim?: boolean;
  steps: readonly TakenStep[];
};

/** Steps that ask for the whole debt; the latest of them sets the deadline that the next step waits for. */
const DEMANDS = ['collectionDemand', 'secondNotice', 'planTerminated'] as const satisfies ProcessAction[];

/**
 * Returns a case's next step as of ISO day `day` and the day it falls due, or null while the case is
 * held on `day` (`caseHold`) or the process waits for nothing of its own (paid, closed, in a plan,
 * disputed, with Kronofogden, where staff register what happens, or owing less than the policy's
 * `enforcementMinimum` when Kronofogden would come next); a case in collection with a deduction after
 * its latest demand gets a second notice first; a case with a verdict goes to long-term surveillance
 * when it has gone unpaid long enough.
 */
export function nextCaseStep(facts: CaseFacts, policy: ProcessPolicy, day: string): DueStep | null {
  if (caseHold(facts, day) !== null) return null;
  const step = nextStepUnpaused(facts, policy);
  // A step that fell due while the case was paused or postponed waits for the hold's end (the first bank day from it).
  const resumes = holdResumesOn(facts);
  if (step && resumes !== null && step.dueOn < resumes)
    return { action: step.action, dueOn: onOrAfterBankDay(resumes) };
  return step;
}

function nextStepUnpaused(facts: CaseFacts, policy: ProcessPolicy): DueStep | null {
  if (!facts.owes) return null;
  const taken = (action: ProcessAction) => facts.steps.some((step) => step.action === action);
  if (facts.status === 'PreCollection') {
    const reminder = latest(facts.steps, ['reminder']);
    if (!reminder)
      return {
        action: 'reminder',
        dueOn: onOrAfterBankDay(addDays(facts.dueDate, policy.reminderAfterDays)),
      };
    // An objection answered after the reminder gives the reminder's time to pay again, from the answer's day.
    const answered = facts.objectionAnsweredOn ?? null;
    const reminded = deadlineFromDelivery('reminder', reminder);
    // A reminder that never reached the debtor leads to no demand (and no demand's fee).
    if (reminded === null) return null;
    const deadline =
      answered !== null && answered > reminder.takenOn ? paymentDeadline('reminder', answered) : reminded;
    const handOver = addDays(deadline, policy.collectionAfterReminderDays);
    return { action: 'collectionDemand', dueOn: onOrAfterBankDay(handOver) };
  }
  if (facts.status === 'Verdict') {
    const verdict = latest(facts.steps, ['enforcementDecision']);
    if (!verdict || taken('surveillance')) return null;
    return {
      action: 'surveillance',
      dueOn: onOrAfterBankDay(surveillanceDue(verdict.dueOn, facts.lastPaymentOn)),
    };
  }
  if (facts.status !== 'Collection' && facts.status !== 'Inkasso') return null;
  const demand = latest(facts.steps, DEMANDS);
  if (!demand) return { action: 'collectionDemand', dueOn: onOrAfterBankDay(facts.registrationDate) };
  // A deduction took back money the debtor had paid: a demand from before it is stale, so a second notice
  // (no fee) gives a fresh deadline before anything else, never Kronofogden on the old one.
  if (facts.lastDeductionOn !== null && demand.takenOn < facts.lastDeductionOn)
    return { action: 'secondNotice', dueOn: onOrAfterBankDay(facts.lastDeductionOn) };
  // So does an objection the client answered (upheld, or credited in part) after the latest demand: the
  // debtor is told the answer's outcome with a fresh deadline before anything else.
  const answered = facts.objectionAnsweredOn ?? null;
  if (answered !== null && demand.takenOn < answered)
    return { action: 'secondNotice', dueOn: onOrAfterBankDay(answered) };
  if (taken('enforcementApplication')) return null;
  // No second notice and no application to Kronofogden on a demand without proof of delivery (inkassolagen 5 §).
  const deadline = deadlineFromDelivery(demand.action as DemandKind, demand);
  if (deadline === null) return null;
  const dueOn = afterDeadline(deadline);
  const secondNoticeFirst =
    policy.afterDemand === 'secondNotice' && demand.action === 'collectionDemand' && !taken('secondNotice');
  if (secondNoticeFirst) return { action: 'secondNotice', dueOn };
  // Too small a balance stays in collection: Kronofogden's fee would outweigh it.
  if (facts.balance < policy.enforcementMinimum) return null;
  // A claim the debtor disputes on the facts goes to court, not to a payment order (FI's guidance).
  if (facts.disputedClaim) return null;
  return { action: 'enforcementApplication', dueOn };
}

/** What the process needs to know of an invoice of the invoice ledger not yet handed over. */
export type InvoiceFacts = {
  status: 'Open' | 'Reminded' | 'Paid' | 'Credited' | 'HandedOver';
  /** ISO due date. */
  dueDate: string;
  owes: boolean;
  steps: readonly TakenStep[];
};

/** Returns an invoice's next step (its reminder, then handing it over to collection) and due day, or null. */
export function nextInvoiceStep(facts: InvoiceFacts, policy: ProcessPolicy): DueStep | null {
  if (!facts.owes || (facts.status !== 'Open' && facts.status !== 'Reminded')) return null;
  const reminder = latest(facts.steps, ['invoiceReminder']);
  if (!reminder)
    return {
      action: 'invoiceReminder',
      dueOn: onOrAfterBankDay(addDays(facts.dueDate, policy.reminderAfterDays)),
    };
  const deadline = deadlineFromDelivery('invoiceReminder', reminder);
  // An invoice whose reminder never reached the customer is not handed over to collection.
  if (deadline === null) return null;
  const handOver = addDays(deadline, policy.collectionAfterReminderDays);
  return { action: 'handOver', dueOn: onOrAfterBankDay(handOver) };
}

/** One instalment of an active plan, as the process sees it (amounts in minor units). */
export type InstalmentFacts = {
  id: string;
  sequence: number;
  /** ISO due date. */
  dueDate: string;
  amount: number;
  paid: number;
  status: string;
  steps: readonly TakenStep[];
};

/** A step of a plan: on one instalment, or on the whole plan (termination). */
export type PlanStep = DueStep & { instalmentId: string | null };

/**
 * Returns the steps of an active plan due on or before ISO day `today`: instalment notices, reminders
 * of unpaid instalments, and termination once `planMissedInstalmentsToTerminate` reminded instalments
 * are still unpaid after their reminders' deadlines (then nothing else); none while a handler has paused
 * one of its cases until a later ISO day `pausedUntil`, or an objection or a postponement holds one (`held`).
 */
export function duePlanSteps(
  instalments: readonly InstalmentFacts[],
  policy: ProcessPolicy,
  today: string,
  pausedUntil: string | null = null,
  /** Whether an objection or a postponement holds one of its cases (`caseHold`). */
  held = false,
): PlanStep[] {
  if (held || isPausedOn(pausedUntil, today)) return [];
  const unpaid = instalments.filter((instalment) => instalment.paid < instalment.amount);
  const reminded = unpaid
    .map((instalment) => latest(instalment.steps, ['instalmentReminder']))
    .filter((step): step is TakenStep => step !== undefined)
    .sort((a, b) => (a.takenOn < b.takenOn ? -1 : a.takenOn > b.takenOn ? 1 : 0));
  const deciding = reminded[policy.planMissedInstalmentsToTerminate - 1];
  // A plan ends on reminders that reached the debtor only; one without proof of delivery waits for it.
  const deadline = deciding ? deadlineFromDelivery('instalmentReminder', deciding) : null;
  if (deadline !== null) {
    const dueOn = afterDeadline(deadline);
    if (dueOn <= today) return [{ action: 'planTerminated', dueOn, instalmentId: null }];
  }
  const steps: PlanStep[] = [];
  for (const instalment of unpaid) {
    const taken = (action: ProcessAction) => instalment.steps.some((step) => step.action === action);
    if (instalment.status === 'Future' && !taken('instalmentNotice')) {
      const dueOn = onOrAfterBankDay(addDays(instalment.dueDate, -policy.instalmentNoticeDaysBefore));
      if (dueOn <= today) steps.push({ action: 'instalmentNotice', dueOn, instalmentId: instalment.id });
      continue;
    }
    if (!taken('instalmentReminder') && instalment.status !== 'Future') {
      const dueOn = onOrAfterBankDay(addDays(instalment.dueDate, policy.instalmentReminderAfterDays));
      if (dueOn <= today) steps.push({ action: 'instalmentReminder', dueOn, instalmentId: instalment.id });
    }
  }
  return steps;
}
