/**
 * Kronofogden's part of a case (docs/domain.md#kronofogden): what each of its decisions does to a case,
 * when a verdict without payment goes to long-term surveillance, and when a claim becomes time-barred.
 */
import type { CaseService, CaseStatus } from './case-status.ts';
import type { FeeType } from './fees.ts';
import { addDays, isoDateToDayNumber } from './iso-date.ts';
import type { TakenStep } from './process-steps.ts';

/** Kronofogden's answers a handler registers on a case that applied for an order to pay. */
export const ENFORCEMENT_DECISIONS = ['verdict', 'enforcement', 'rejected', 'withdrawn'] as const;

export type EnforcementDecision = (typeof ENFORCEMENT_DECISIONS)[number];

/**
 * What a decision does to a case: its new status and service (null: the case keeps its service), and
 * the fee it brings, if any.
 */
export type EnforcementDecisionOutcome = {
  status: CaseStatus;
  service: CaseService | null;
  fee: FeeType | null;
};

/**
 * Statuses of a case whose application we withdrew because it was paid or entered a plan
 * (`enforcementWithdrawal`): Kronofogden's confirmation of the withdrawal leaves the case as it is.
 */
const WITHDRAWN_FOR_DEBTOR: readonly CaseStatus[] = ['Paid', 'PaymentPlan'];

const OUTCOMES: Readonly<
  Record<EnforcementDecision, EnforcementDecisionOutcome & { from: readonly CaseStatus[] }>
> = {
  // Utslag: the order to pay stands as a verdict.
  verdict: { from: ['Legal'], status: 'Verdict', service: 'Juridisk hantering', fee: null },
  // Verkställighet: the verdict handed over for enforcement, straight from the application when it asked for it.
  enforcement: {
    from: ['Legal', 'Verdict'],
    status: 'Enforcement',
    service: 'Juridisk hantering',
    fee: 'enforcementFee',
  },
  // Avvisad: the application was refused; a handler takes the case up again.
  rejected: { from: ['Legal'], status: 'Collection', service: 'Inkasso', fee: null },
  // Återkallad: the application or the enforcement was withdrawn.
  withdrawn: {
    from: ['Legal', 'Verdict', 'Enforcement'],
    status: 'Collection',
    service: 'Inkasso',
    fee: null,
  },
};

/** The outcome of `decision` on a case in `status`, or null when the decision cannot apply to a case in that status. */
export function enforcementDecisionOutcome(
  status: string,
  decision: EnforcementDecision,
): EnforcementDecisionOutcome | null {
  const kept = decision === 'withdrawn' ? WITHDRAWN_FOR_DEBTOR.find((known) => known === status) : undefined;
  if (kept) return { status: kept, service: null, fee: null };
  const { from, ...outcome } = OUTCOMES[decision];
  return (from as readonly string[]).includes(status) ? outcome : null;
}

/** The statuses a case may have for `decision` to apply. */
export function statusesForDecision(decision: EnforcementDecision): readonly CaseStatus[] {
  const { from } = OUTCOMES[decision];
  return decision === 'withdrawn' ? [...from, ...WITHDRAWN_FOR_DEBTOR] : from;
}

/**
 * Why an application to Kronofogden is withdrawn: the case paid in full, in an active plan, or its
 * application undone by a late payment that left the debt below the client's minimum on its day.
 */
export type WithdrawalReason = 'paid' | 'plan' | 'belowMinimum' | 'recalled' | 'disputed';

/**
 * What the withdrawal rule reads of a case: its status, its balance (minor units), its steps, and whether
 * a late payment undid its application (`late-payment.ts`).
 */
export type WithdrawalFacts = {
  status: CaseStatus;
  balance: number;
  steps: readonly TakenStep[];
  applicationUndone?: boolean;
  /** Whether the debtor objected to the claim while it was with Kronofogden, and Kronofogden is yet to be told. */
  disputed?: boolean;
};

const latestOf = (steps: readonly TakenStep[], action: TakenStep['action']) =>
  steps.reduce<TakenStep | null>(
    (last, step) => (step.action === action && (!last || step.takenOn >= last.takenOn) ? step : last),
    null,
  );

/**
 * Whether a case's application to Kronofogden is open: filed (`enforcementFiled`), with neither a
 * decision of Kronofogden's registered nor a withdrawal filed since.
 */
export function hasOpenApplication(steps: readonly TakenStep[]): boolean {
  const filed = latestOf(steps, 'enforcementFiled');
  if (!filed) return false;
  return !steps.some(
    (step) =>
      (step.action === 'enforcementDecision' || step.action === 'enforcementWithdrawal') &&
      step.takenOn >= filed.takenOn,
  );
}

/**
 * Why the open application of a case must be withdrawn in the next file to Kronofogden, or null: its
 * balance reached zero (however it was paid) or it entered an active plan while the application was
 * open: the applicant withdraws it and Kronofogden writes the case off (lag (1990:746) om
 * betalningsföreläggande och handräckning), since god inkassosed pursues no debt that is settled.
 */
export function enforcementWithdrawal(facts: WithdrawalFacts): WithdrawalReason | null {
  if (!hasOpenApplication(facts.steps)) return null;
  if (facts.balance <= 0 || facts.status === 'Paid') return 'paid';
  if (facts.status === 'PaymentPlan') return 'plan';
  if (facts.applicationUndone) return 'belowMinimum';
  // The client recalled or credited the claim; or the debtor disputes it, and a disputed claim goes to
  // court, not to an order to pay (docs/domain.md#objections-and-postponements).
  if (facts.status === 'Recalled' || facts.status === 'Credited') return 'recalled';
  if (facts.disputed) return 'disputed';
  return null;
}

/** Days a verdict may go without a payment before its case goes to long-term surveillance (decided). */
export const DEFAULT_SURVEILLANCE_AFTER_DAYS = 90;

/**
 * The ISO day a case with a verdict (utslag) of ISO day `verdictOn` goes to long-term surveillance
 * (status `Surveillance`, service `Bevakning`): `afterDays` calendar days after the verdict or after the
 * last payment (ISO day `lastPaymentOn`, or null), whichever is later.
 */
export function surveillanceDue(
  verdictOn: string,
  lastPaymentOn: string | null,
  afterDays: number = DEFAULT_SURVEILLANCE_AFTER_DAYS,
): string {
  if (!Number.isSafeInteger(afterDays) || afterDays < 0)
    throw new RangeError(`Surveillance days must be a whole number of days, got ${afterDays}`);
  const since =
    lastPaymentOn !== null && isoDateToDayNumber(lastPaymentOn) > isoDateToDayNumber(verdictOn)
      ? lastPaymentOn
      : verdictOn;
  return addDays(since, afterDays);
}

/** The kinds of claim preskriptionslagen (1981:130) 2 § gives different limitation periods. */
export type ClaimKind = 'consumer' | 'general';

/** Limitation periods in years: 3 for a business's claim on a consumer, 10 for every other (preskriptionslagen 2 §). */
export const LIMITATION_YEARS: Readonly<Record<ClaimKind, number>> = { consumer: 3, general: 10 };

/**
 * The kind of claim on a debtor: a person's debt to one of our creditors (all businesses) is taken as a
 * consumer claim, the shorter period, so no claim is kept past its time.
 */
export function claimKindOf(debtorKind: 'person' | 'company'): ClaimKind {
  return debtorKind === 'person' ? 'consumer' : 'general';
}

/**
 * The ISO day a claim becomes time-barred if nothing interrupts it again: the same date
 * `LIMITATION_YEARS[kind]` years after ISO day `interruptedOn` (a verdict, a payment, a written demand),
 * 29 February falling on 28 February in a common year.
 */
export function limitationEnds(interruptedOn: string, kind: ClaimKind): string {
  isoDateToDayNumber(interruptedOn);
  const [year, month, day] = interruptedOn.split('-').map(Number) as [number, number, number];
  const target = year + LIMITATION_YEARS[kind];
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}
