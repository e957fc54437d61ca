import { onOrAfterBankDay } from './bank-days.ts';
import { effectiveAnnualRate, roundRateToTenthPercent } from './effective-rate.ts';
import { type ForeignFeeConfig, feeAmount } from './fees.ts';
import { addDays, daysBetween, isoDateToDayNumber } from './iso-date.ts';
import { assertMinor, CURRENCIES, type Currency } from './money.ts';
import { monthlyDueDates, type PlanCaseDebt, type PlanSplitPart, schedulePlan } from './plan-schedule.ts';

/** Days from the day a plan is quoted to its first instalment's due date. */
export const PLAN_FIRST_INSTALMENT_DAYS = 30;

/** The due date (ISO) of the first instalment of a plan quoted on ISO day `quotedOn`. */
export function firstInstalmentDueDate(quotedOn: string): string {
  return addDays(quotedOn, PLAN_FIRST_INSTALMENT_DAYS);
}

/**
 * What a plan is quoted for: the chosen cases in one currency, what each owes on `quotedOn` (ISO; by
 * default `PLAN_FIRST_INSTALMENT_DAYS` before the first due date), the number of months, the first due
 * date (`YYYY-MM-DD`) and optional plan fees in minor units that override the statutory or configured ones.
 */
export type InstalmentPlanInput = {
  readonly cases: readonly PlanCaseDebt[];
  readonly currency: Currency;
  readonly months: number;
  readonly firstDueDate: string;
  readonly quotedOn?: string;
  readonly setupFee?: number;
  readonly noticeFee?: number;
  readonly foreignFees?: ForeignFeeConfig;
};

/**
 * One instalment of a plan: its 1-based number, due date `YYYY-MM-DD`, amount in minor units and its
 * split over the cases, in the order they are paid (parts in minor units adding up to `amount`).
 */
export type PlanInstalment = {
  readonly sequence: number;
  readonly dueDate: string;
  readonly amount: number;
  readonly split: readonly PlanSplitPart[];
};

/** A quoted plan; amounts in minor units, `effectiveRate` a fraction and `effectiveRateTenths` in 0.1 %. */
export type InstalmentPlanQuote = {
  readonly principal: number;
  /** Interest accrued on the cases plus interest during the plan. */
  readonly interest: number;
  /** Fees on the cases plus the set-up fee plus one notice fee per instalment. */
  readonly fees: number;
  readonly months: number;
  /** The first instalment; every instalment but the last is this amount. */
  readonly perMonth: number;
  readonly total: number;
  readonly effectiveRate: number;
  readonly effectiveRateTenths: number;
  readonly instalments: readonly PlanInstalment[];
};

/** A creditor's limits on a plan: months from `minMonths` to `maxMonths` and at least `minMonthlyMinor` a month. */
export type PlanBounds = {
  readonly minMonths: number;
  readonly maxMonths: number;
  readonly minMonthlyMinor: number;
};

/** Default plan limits: 2–24 months and at least 200 kr (20 000 öre) a month. */
export const DEFAULT_PLAN_BOUNDS: PlanBounds = { minMonths: 2, maxMonths: 24, minMonthlyMinor: 20_000 };

export type PlanBoundsViolation = 'MonthsTooFew' | 'MonthsTooMany' | 'MonthlyAmountTooLow';

const MINOR_PER_MAJOR = 100;
const BASIS_POINTS_PER_MONTHLY_UNIT = 10_000 * 12;
const DAYS_PER_YEAR = 365;

/** The chosen cases checked and summed, with the plan fees resolved; amounts in minor units, `monthlyRate` a fraction. */
type PlanDebt = {
  cases: readonly PlanCaseDebt[];
  quotedOn: string;
  firstDueDate: string;
  principal: number;
  accruedInterest: number;
  existingFees: number;
  setupFee: number;
  noticeFee: number;
  monthlyRate: number;
};

function assertNonNegativeMinor(amount: number, label: string): void {
  assertMinor(amount, label);
  if (amount < 0) throw new RangeError(`${label} must not be negative, got ${amount}`);
}

function assertCount(count: number, label: string): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`${label} must be a whole number of at least 1, got ${count}`);
  }
}

function planDebt(input: Omit<InstalmentPlanInput, 'months'>): PlanDebt {
  if (!CURRENCIES.includes(input.currency)) throw new RangeError(`Unknown currency: ${input.currency}`);
  if (input.cases.length === 0) throw new RangeError('A plan needs at least one case');
  isoDateToDayNumber(input.firstDueDate); // throws unless it is a real date
  const quotedOn = input.quotedOn ?? addDays(input.firstDueDate, -PLAN_FIRST_INSTALMENT_DAYS);
  if (daysBetween(quotedOn, input.firstDueDate) < 0)
    throw new RangeError(`The first due date ${input.firstDueDate} is before the quote's day ${quotedOn}`);
  let principal = 0;
  let accruedInterest = 0;
  let existingFees = 0;
  let rateWeight = 0;
  for (const [index, debt] of input.cases.entries()) {
    assertNonNegativeMinor(debt.principal, `Case ${index + 1} principal`);
    assertNonNegativeMinor(debt.interest, `Case ${index + 1} interest`);
    assertNonNegativeMinor(debt.fees, `Case ${index + 1} fees`);
    const rate = debt.annualRateBasisPoints;
    if (!Number.isSafeInteger(rate) || rate < 0) {
      throw new RangeError(`Case ${index + 1} rate must be whole, non-negative basis points, got ${rate}`);
    }
    principal += debt.principal;
    accruedInterest += debt.interest;
    existingFees += debt.fees;
    rateWeight += debt.principal * rate;
  }
  // Sums of non-negative amounts only grow, so checking the final ones covers every partial sum.
  assertMinor(principal + accruedInterest + existingFees, 'debt of the chosen cases');
  if (principal + accruedInterest + existingFees === 0) throw new RangeError('The chosen cases owe nothing');
  const setupFee = input.setupFee ?? feeAmount('planSetup', input.currency, input.foreignFees) ?? 0;
  const noticeFee = input.noticeFee ?? feeAmount('instalmentNotice', input.currency, input.foreignFees) ?? 0;
  assertNonNegativeMinor(setupFee, 'setupFee');
  assertNonNegativeMinor(noticeFee, 'noticeFee');
  // The principal-weighted annual rate in basis points, ÷ 12 months, as a fraction: only a first guess.
  const monthlyRate = principal === 0 ? 0 : rateWeight / principal / BASIS_POINTS_PER_MONTHLY_UNIT;
  return {
    cases: input.cases,
    quotedOn,
    firstDueDate: input.firstDueDate,
    principal,
    accruedInterest,
    existingFees,
    setupFee,
    noticeFee,
    monthlyRate,
  };
}

/** A first guess in whole major units of the level instalment: a monthly annuity at the weighted rate, plus fees. */
function guessPerMonth(debt: PlanDebt, months: number): number {
  const i = debt.monthlyRate;
  // Level payment P·i / (1 − (1+i)^−n); expm1 and log1p keep precision when i·n is small.
  const annuity =
    i === 0 ? debt.principal / months : (debt.principal * i) / -Math.expm1(-months * Math.log1p(i));
  const spread = (debt.accruedInterest + debt.existingFees + debt.setupFee) / months + debt.noticeFee;
  return Math.max(1, Math.ceil((annuity + spread) / MINOR_PER_MAJOR));
}

/**
 * A plan's `months` due dates from `first` (ISO): a calendar month apart (`monthlyDueDates`), each moved to
 * the next bank day when it is none, as a deadline on a weekend or holiday is (lag (1930:173) om beräkning
 * av lagstadgad tid 2 §). The schedule runs its interest to the day the debtor may pay on, so an
 * instalment paid then settles what the schedule says.
 */
export function planDueDates(first: string, months: number): string[] {
  return monthlyDueDates(first, months).map(onOrAfterBankDay);
}

/**
 * The plan paid as scheduled: the fewest whole major units a month such that what the cases owe on the
 * last due date is no more than that, the last instalment being exactly what they owe then.
 */
function planFigures(debt: PlanDebt, months: number) {
  const dueDates = planDueDates(debt.firstDueDate, months);
  const fees = { setupFee: debt.setupFee, noticeFee: debt.noticeFee };
  const run = (majorUnits: number) =>
    schedulePlan(debt.cases, fees, debt.quotedOn, dueDates, majorUnits * MINOR_PER_MAJOR);
  // The last instalment only shrinks as the others grow; find the least that leaves it no larger.
  const fits = (majorUnits: number) => {
    const last = run(majorUnits).instalments.at(-1)?.amount ?? 0;
    return last <= majorUnits * MINOR_PER_MAJOR;
  };
  let high = months === 1 ? 0 : guessPerMonth(debt, months);
  if (months > 1) {
    while (!fits(high)) high *= 2;
    // Step down from the guess, doubling the step, to an amount that does not fit (nothing never does).
    let low = high - 1;
    for (let step = 1; low > 0 && fits(low); step *= 2) {
      high = low;
      low = Math.max(0, high - 2 * step);
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (fits(middle)) high = middle;
      else low = middle;
    }
  }
  const schedule = run(high);
  const amounts = schedule.instalments.map(({ amount }) => amount);
  const last = amounts.at(-1) ?? 0;
  if (schedule.shortfall || last < 1) {
    throw new RangeError(`The debt is too small to split into ${months} whole instalments`);
  }
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const planFees = debt.existingFees + debt.setupFee + debt.noticeFee * months;
  assertMinor(planFees, 'plan fees');
  assertMinor(total, 'plan total');
  const perMonth = months === 1 ? total : high * MINOR_PER_MAJOR;
  return {
    principal: debt.principal,
    // The ledger keeps every öre, so what is paid beyond principal and fees is exactly the interest.
    interest: total - debt.principal - planFees,
    fees: planFees,
    total,
    perMonth,
    instalments: schedule.instalments.map(
      (instalment, index): PlanInstalment => ({
        sequence: index + 1,
        dueDate: dueDates[index] as string,
        amount: instalment.amount,
        split: instalment.split,
      }),
    ),
  };
}

/**
 * Quotes a plan over the whole remaining debt (minor units) of the chosen cases as the case ledger will
 * keep it (interest actual/365 at each case's annual rate in basis points, a payment to fees, interest,
 * principal): each instalment but the last the same whole major units, paid to the cases in
 * `planCaseOrder`, and the last exactly what the cases owe on its due date, so a plan paid as scheduled
 * ends at zero on every case.
 */
export function quoteInstalmentPlan(input: InstalmentPlanInput): InstalmentPlanQuote {
  const { months } = input;
  assertCount(months, 'months');
  const debt = planDebt(input);
  const figures = planFigures(debt, months);
  // The credit is what the cases owe on the quote's day, drawn then; each instalment repays at its real
  // distance from that day in days / 365 (directive 2008/48/EC Annex I).
  const effectiveRate = effectiveAnnualRate(
    [{ amount: debt.principal + debt.accruedInterest + debt.existingFees, years: 0 }],
    figures.instalments.map(({ dueDate, amount }) => ({
      amount,
      years: daysBetween(debt.quotedOn, dueDate) / DAYS_PER_YEAR,
    })),
  );
  return {
    principal: figures.principal,
    interest: figures.interest,
    fees: figures.fees,
    months,
    perMonth: figures.perMonth,
    total: figures.total,
    effectiveRate,
    effectiveRateTenths: roundRateToTenthPercent(effectiveRate),
    instalments: figures.instalments,
  };
}

function assertBounds(bounds: PlanBounds): void {
  assertCount(bounds.minMonths, 'minMonths');
  assertCount(bounds.maxMonths, 'maxMonths');
  if (bounds.minMonths > bounds.maxMonths) {
    throw new RangeError(`minMonths ${bounds.minMonths} exceeds maxMonths ${bounds.maxMonths}`);
  }
  assertNonNegativeMinor(bounds.minMonthlyMinor, 'minMonthlyMinor');
}

/**
 * Returns the fewest months within `bounds` whose first instalment is at most `monthlyAmount` (minor units),
 * or null when even `bounds.maxMonths` months need more.
 */
export function monthsForMonthlyAmount(
  input: Omit<InstalmentPlanInput, 'months'>,
  monthlyAmount: number,
  bounds: PlanBounds = DEFAULT_PLAN_BOUNDS,
): number | null {
  assertNonNegativeMinor(monthlyAmount, 'monthlyAmount');
  assertBounds(bounds);
  const debt = planDebt(input);
  for (let months = bounds.minMonths; months <= bounds.maxMonths; months++) {
    if (planFigures(debt, months).perMonth <= monthlyAmount) return months;
  }
  return null;
}

/** Lists how `quote` breaks `bounds` (months, and the first instalment against `minMonthlyMinor` minor units). */
export function planBoundsCheck(
  quote: InstalmentPlanQuote,
  bounds: PlanBounds = DEFAULT_PLAN_BOUNDS,
): PlanBoundsViolation[] {
  const violations: PlanBoundsViolation[] = [];
  const months = monthsBoundsCheck(quote.months, bounds);
  if (months) violations.push(months);
  if (quote.perMonth < bounds.minMonthlyMinor) violations.push('MonthlyAmountTooLow');
  return violations;
}

/**
 * Tells whether a number of months (any number, as a caller sent it) is outside `bounds`, before a
 * quote is made; null when it is a whole number inside them.
 */
export function monthsBoundsCheck(
  months: number,
  bounds: PlanBounds = DEFAULT_PLAN_BOUNDS,
): 'MonthsTooFew' | 'MonthsTooMany' | null {
  assertBounds(bounds);
  if (months > bounds.maxMonths) return 'MonthsTooMany';
  if (!Number.isInteger(months) || months < bounds.minMonths) return 'MonthsTooFew';
  return null;
}
