/**
 * Test support for `process-simulation.test.ts`, not a rule: a model of the collection process's business
 * day made of the domain's own rules only. It keeps in memory the least of what the server stores (a
 * case's fee lines, payments and steps, its balance as last replayed) and does what the server's day does,
 * in its order, by calling the same domain functions: registering a payment replays the case from the
 * payments' dates (`undoUnnecessarySteps`, as `apps/server/src/modules/ledger/case-replay.ts`), the engine
 * takes each case's due step (`nextCaseStep`, `awaitedReferenceRate`, the fee table and `feeHasBasis`, as
 * `case-steps.ts`), and the day's file to Kronofogden files the day's applications and the withdrawals due
 * (`enforcementWithdrawal`, as `enforcement-batch.ts`). Amounts are öre, days ISO dates.
 */
import {
  addBankDays,
  awaitedReferenceRate,
  CASE_STATE_AFTER_STEP,
  type CaseFacts,
  type CaseFeeLine,
  type CaseLedgerState,
  type CaseService,
  type CaseStatus,
  chargedOnOpening,
  collectionDemandFeeType,
  computeCaseLedger,
  type EnforcementDecision,
  enforcementDecisionOutcome,
  enforcementWithdrawal,
  type FeeConditions,
  type FeeType,
  feeAmount,
  feeHasBasis,
  isUndoableCaseStep,
  type LateInterestRate,
  type LetterDelivery,
  nextCaseStep,
  openCollectionCase,
  type ProcessAction,
  type ProcessPolicy,
  type ReferenceRate,
  statusAfterReplay,
  statutoryLateInterest,
  type TakenStep,
  type UndoableCaseStep,
  undoUnnecessarySteps,
} from '../index.ts';

/** A fee line of a case; `credited` once a late payment undid its step. */
export type ModelFeeLine = CaseFeeLine & { type: FeeType };
/** A step of a case, as `process_actions` holds it; `undone` once a late payment undid it. */
export type ModelStep = TakenStep & { undone: boolean };
/** A payment (negative: a deduction) dated `date` by the bank and registered on ISO day `registeredOn`. */
export type ModelPayment = { date: string; amount: number; registeredOn: string };

export type ModelCase = {
  id: number;
  policy: ProcessPolicy;
  conditions: FeeConditions;
  /** Margin over the reference rates (basis points), or null for the fixed `interestRateBp`. */
  interestMarginBp: number | null;
  interestRateBp: number;
  originalPrincipal: number;
  dueDate: string;
  registrationDate: string;
  status: CaseStatus;
  /** Its service, as the server keeps it beside the status (`statusAfterReplay` reads it). */
  service: CaseService;
  fees: ModelFeeLine[];
  payments: ModelPayment[];
  steps: ModelStep[];
  ledger: CaseLedgerState;
  pendingProposal: boolean;
  pausedUntil: string | null;
  /** The debtor's objection waits for the client's answer (docs/domain.md#objections-and-postponements). */
  openObjection: boolean;
  /** The status the objection made `Disputed`, given back when the client upholds the claim. */
  statusBefore: CaseStatus | null;
  /** The day the client last upheld an objection, or null; the claim is then disputed on the facts. */
  objectionAnsweredOn: string | null;
  /** The new due date of its approved postponement, or null. */
  postponedUntil: string | null;
  /** The day the client withdrew the claim (the case `Recalled`), or null. */
  recalledOn: string | null;
  /**
   * Bank days each of its letters takes to arrive, in the order they are sent (repeating), or null for a
   * letter lost or returned: it has no proof of delivery (letter-delivery.ts). Empty: posted the day sent.
   */
  postalDays: (number | null)[];
};

/** Statuses the engine loads (`LOADED_CASE_STATUSES` of the server's `process-facts.ts`): a verdict for its surveillance. */
const PROCESS_STATUSES: readonly CaseStatus[] = ['PreCollection', 'Collection', 'Inkasso', 'Verdict'];

export const owedOf = (ledger: CaseLedgerState) =>
  ledger.remainingPrincipal + ledger.remainingInterest + ledger.remainingFees;

export function rateOf(c: ModelCase, rates: readonly ReferenceRate[]): LateInterestRate {
  return c.interestMarginBp === null
    ? c.interestRateBp
    : { marginBp: c.interestMarginBp, referenceRates: rates };
}

/** The case's ledger from its principal and rate with only `fees` (those not credited) and `payments`. */
export function ledgerOf(
  c: ModelCase,
  rates: readonly ReferenceRate[],
  fees: readonly ModelFeeLine[],
  payments: readonly { date: string; amount: number }[],
): CaseLedgerState {
  return computeCaseLedger({
    originalPrincipal: c.originalPrincipal,
    annualRateBasisPoints: rateOf(c, rates),
    dueDate: c.dueDate,
    fees: fees.filter((fee) => !fee.credited),
    payments,
  });
}

/** What the case owes on ISO day `date` by the payments dated on or before it, interest settled to it. */
export function owedOn(c: ModelCase, rates: readonly ReferenceRate[], date: string): number {
  return owedOf(
    ledgerOf(
      c,
      rates,
      c.fees.filter((fee) => fee.date <= date),
      [...c.payments.filter((payment) => payment.date <= date), { date, amount: 0 }],
    ),
  );
}

/** Replays the case as the server's `replayCases` does: undoes steps a payment made unnecessary, then `statusAfterReplay`. */
export function replayCase(c: ModelCase, rates: readonly ReferenceRate[]): void {
  const undoable = c.steps.filter((step) => isUndoableCaseStep(step.action));
  const outcome = undoUnnecessarySteps({
    originalPrincipal: c.originalPrincipal,
    annualRateBasisPoints: rateOf(c, rates),
    dueDate: c.dueDate,
    fees: c.fees,
    payments: c.payments,
    steps: undoable.map((step) => ({
      action: step.action as UndoableCaseStep,
      takenOn: step.takenOn,
      undone: step.undone,
    })),
    enforcementMinimum: c.policy.enforcementMinimum,
  });
  for (const place of outcome.creditedFees) (c.fees[place] as ModelFeeLine).credited = true;
  for (const place of outcome.undoneSteps) (undoable[place] as ModelStep).undone = true;
  c.ledger = outcome.ledger;
  const moved = statusAfterReplay({
    status: c.status,
    owed: owedOf(c.ledger),
    hasPayments: c.payments.length > 0,
    hasDeductions: c.payments.some((payment) => payment.amount < 0),
    service: c.service,
    applicationUndone: outcome.undoneSteps.some(
      (place) => undoable[place]?.action === 'enforcementApplication',
    ),
  });
  if (moved) {
    c.status = moved.status;
    c.service = moved.service ?? c.service;
  }
}

/** Charges a fee of `type` on ISO day `day` at the table's SEK amount, then replays (`chargeCaseFee`). */
function chargeFee(c: ModelCase, type: FeeType, day: string, rates: readonly ReferenceRate[]): void {
  const amount = feeAmount(type, 'SEK') ?? 0;
  if (amount <= 0) return;
  c.fees.push({ type, date: day, amount, credited: false });
  replayCase(c, rates);
}

/** Records a step unless one of the same action and due day is there (`process_actions_step_idx`). */
/** The steps whose letter sets a deadline the process waits for. */
const LETTER_STEPS: readonly ProcessAction[] = ['reminder', 'collectionDemand', 'secondNotice'];

/** The proof of delivery of the case's next letter, sent on ISO day `day`, as its `postalDays` say. */
function nextLetterDelivery(c: ModelCase, day: string): LetterDelivery | null {
  const sent = c.steps.filter((step) => LETTER_STEPS.includes(step.action)).length;
  const days = c.postalDays.length === 0 ? 0 : c.postalDays[sent % c.postalDays.length];
  return days === null || days === undefined ? null : { sentOn: day, deliveredOn: addBankDays(day, days) };
}

function claimStep(c: ModelCase, step: TakenStep): boolean {
  if (c.steps.some((s) => s.action === step.action && s.dueOn === step.dueOn)) return false;
  const delivery = LETTER_STEPS.includes(step.action) ? nextLetterDelivery(c, step.takenOn) : null;
  c.steps.push({ ...step, delivery, undone: false });
  return true;
}

export type CaseOpening = Omit<
  ModelCase,
  | 'status'
  | 'service'
  | 'fees'
  | 'payments'
  | 'steps'
  | 'ledger'
  | 'pendingProposal'
  | 'pausedUntil'
  | 'openObjection'
  | 'statusBefore'
  | 'objectionAnsweredOn'
  | 'postponedUntil'
  | 'recalledOn'
  | 'interestRateBp'
  | 'interestMarginBp'
> & { stage: 'PreCollection' | 'Collection'; fixedRateBp: number | null };

/**
 * Registers a case on its ISO `registrationDate`: in the reminder stage as it comes, or in collection as
 * `openCollectionCase` opens it (its demand and fee at once unless its interest awaits a reference rate).
 */
export function openCase(opening: CaseOpening, rates: readonly ReferenceRate[]): ModelCase {
  const { stage, fixedRateBp, ...facts } = opening;
  const statutory = statutoryLateInterest(rates, facts.registrationDate);
  const c: ModelCase = {
    ...facts,
    interestMarginBp: fixedRateBp === null ? statutory.marginBp : null,
    interestRateBp: fixedRateBp ?? statutory.rateBp,
    status: stage,
    service: stage === 'PreCollection' ? 'Påminnelse' : 'Inkasso',
    fees: [],
    payments: [],
    steps: [],
    ledger: computeCaseLedger({
      originalPrincipal: facts.originalPrincipal,
      annualRateBasisPoints: 0,
      dueDate: facts.dueDate,
      fees: [],
      payments: [],
    }),
    pendingProposal: false,
    pausedUntil: null,
    openObjection: false,
    statusBefore: null,
    objectionAnsweredOn: null,
    postponedUntil: null,
    recalledOn: null,
  };
  if (stage === 'Collection') {
    const claim = { currency: 'SEK' as const, amount: facts.originalPrincipal, fees: [], interest: 0 };
    const open = openCollectionCase({
      day: facts.registrationDate,
      claim: { ...claim, paid: 0, credited: 0 },
      conditions: facts.conditions,
      foreignFees: {},
    });
    const { demandNow, fees } = chargedOnOpening(
      open,
      { dueDate: c.dueDate, interestMarginBp: c.interestMarginBp },
      rates,
    );
    for (const fee of fees) c.fees.push({ ...fee, credited: false });
    if (demandNow) claimStep(c, { action: 'collectionDemand', dueOn: open.demandOn, takenOn: open.demandOn });
  }
  replayCase(c, rates);
  return c;
}

/** What the engine reads of a case (`loadCases`): its balance as last replayed, its steps and holds. */
export function caseFacts(c: ModelCase): CaseFacts {
  const balance = owedOf(c.ledger);
  return {
    status: c.status,
    dueDate: c.dueDate,
    registrationDate: c.registrationDate,
    owes: balance > 0,
    balance,
    lastPaymentOn:
      c.status === 'Verdict'
        ? (c.payments
            .map((payment) => payment.date)
            .sort()
            .at(-1) ?? null)
        : null,
    lastDeductionOn:
      c.payments
        .filter((payment) => payment.amount < 0)
        .map((payment) => payment.date)
        .sort()
        .at(-1) ?? null,
    steps: c.steps,
    pendingProposal: c.pendingProposal,
    pausedUntil: c.pausedUntil,
    openObjection: c.openObjection,
    postponedUntil: c.postponedUntil,
    objectionAnsweredOn: c.objectionAnsweredOn,
    disputedClaim: c.objectionAnsweredOn !== null,
  };
}

/** Takes each registered case's step due by ISO bank day `day`, as the server's `processChunk` and `takeCaseStep`. */
export function runEngineDay(
  cases: readonly ModelCase[],
  day: string,
  rates: readonly ReferenceRate[],
): void {
  for (const c of cases) {
    if (c.registrationDate > day || !PROCESS_STATUSES.includes(c.status)) continue;
    const step = nextCaseStep(caseFacts(c), c.policy, day);
    if (!step || step.dueOn > day) continue;
    if (awaitedReferenceRate(step.action, c, day, rates) !== null) continue;
    if (!claimStep(c, { ...step, takenOn: day })) continue;
    if (step.action === 'reminder' && feeHasBasis('reminder', c.conditions))
      chargeFee(c, 'reminder', day, rates);
    if (step.action === 'collectionDemand') {
      chargeFee(c, collectionDemandFeeType(c.conditions), day, rates);
      ({ status: c.status, service: c.service } = CASE_STATE_AFTER_STEP.collectionDemand);
    }
    if (step.action === 'enforcementApplication') {
      chargeFee(c, 'enforcementApplication', day, rates);
      chargeFee(c, 'agentFee', day, rates);
      ({ status: c.status, service: c.service } = CASE_STATE_AFTER_STEP.enforcementApplication);
    }
    if (step.action === 'surveillance')
      ({ status: c.status, service: c.service } = CASE_STATE_AFTER_STEP.surveillance);
  }
}

/** Whether the latest application filed was undone by a late payment (`enforcement-withdrawals.ts`). */
function latestApplicationUndone(c: ModelCase): boolean {
  const filed = c.steps.filter((s) => s.action === 'enforcementFiled').map((s) => s.takenOn);
  const latest = filed.sort().at(-1);
  return (
    latest !== undefined &&
    c.steps.some((s) => s.action === 'enforcementApplication' && s.undone && s.takenOn >= latest)
  );
}

/** The day's file to Kronofogden (`produceEnforcementBatch`): the withdrawals due, then the day's applications. */
export function fileEnforcement(cases: readonly ModelCase[], day: string): void {
  const withdrawing = cases.filter(
    (c) =>
      enforcementWithdrawal({
        status: c.status,
        balance: owedOf(c.ledger),
        steps: c.steps,
        applicationUndone: latestApplicationUndone(c),
      }) !== null,
  );
  for (const c of cases) {
    const appliedToday = c.steps.some((s) => s.action === 'enforcementApplication' && s.takenOn === day);
    if (appliedToday && c.status === 'Legal')
      claimStep(c, { action: 'enforcementFiled', dueOn: day, takenOn: day });
  }
  for (const c of withdrawing) claimStep(c, { action: 'enforcementWithdrawal', dueOn: day, takenOn: day });
}

/** A business day's run: the engine's steps, then the day's file. */
export function runBusinessDay(
  cases: readonly ModelCase[],
  day: string,
  rates: readonly ReferenceRate[],
): void {
  runEngineDay(cases, day, rates);
  fileEnforcement(cases, day);
}

/** A handler registers Kronofogden's `decision` on ISO day `day`, if it applies (`enforcementDecisionOutcome`). */
export function registerDecision(
  c: ModelCase,
  decision: EnforcementDecision,
  day: string,
  rates: readonly ReferenceRate[],
): void {
  const outcome = enforcementDecisionOutcome(c.status, decision);
  if (!outcome) return;
  c.steps.push({ action: 'enforcementDecision', dueOn: day, takenOn: day, undone: false });
  c.status = outcome.status;
  if (outcome.service) c.service = outcome.service;
  if (outcome.fee) chargeFee(c, outcome.fee, day, rates);
}
