import { effectiveAnnualRate, roundRateToTenthPercent } from './effective-rate.ts';
import { type ForeignFeeConfig, feeAmount } from './fees.ts';
import { isoDateToDayNumber } from './iso-date.ts';
import { assertMinor, CURRENCIES, type Currency } from './money.ts';

/** What one chosen case owes today, each amount in minor units, and its annual rate in basis points. */
export type PlanCaseDebt = {
  readonly principal: number;
  readonly interest: number;
  readonly fees: number;
  readonly annualRateBasisPoints: number;
};

/**
 * What a plan is quoted for: the chosen cases in one currency, the number of months, the first due date
 * (`YYYY-MM-DD`) and optional plan fees in minor units that override the statutory or configured ones.
 */
export type InstalmentPlanInput = {
  readonly cases: readonly PlanCaseDebt[];
  readonly currency: Currency;
  readonly months: number;
  readonly firstDueDate: string;
  readonly setupFee?: number;
  readonly noticeFee?: number;
  readonly foreignFees?: ForeignFeeConfig;
};

/** One instalment of a plan: its 1-based number, due date `YYYY-MM-DD` and amount in minor units. */
export type PlanInstalment = { readonly sequence: number; readonly dueDate: string; readonly amount: number };

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

/** A creditor's auto-approval limits: at most `maxMonths` months and a total of at most `maxTotalMinor` minor units. */
export type AutoApprovalPolicy = { readonly maxMonths: number; readonly maxTotalMinor: number };

/** Default auto-approval policy: at most 12 months and 50 000 kr (5 000 000 öre) in total. */
export const DEFAULT_AUTO_APPROVAL_POLICY: AutoApprovalPolicy = { maxMonths: 12, maxTotalMinor: 5_000_000 };

const MINOR_PER_MAJOR = 100;
const BASIS_POINTS_PER_MONTHLY_UNIT = 10_000 * 12;

/** The chosen cases summed, with the plan fees resolved; amounts in minor units, `monthlyRate` a fraction. */
type PlanDebt = {
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
  // The principal-weighted annual rate in basis points, ÷ 12 months, as a fraction.
  const monthlyRate = principal === 0 ? 0 : rateWeight / principal / BASIS_POINTS_PER_MONTHLY_UNIT;
  return { principal, accruedInterest, existingFees, setupFee, noticeFee, monthlyRate };
}

/** Interest in minor units of a level annuity repaying `principal` (minor units) over `months` at `monthlyRate`. */
function annuityInterest(principal: number, monthlyRate: number, months: number): number {
  if (principal === 0 || monthlyRate === 0) return 0;
  // Level payment P·i / (1 − (1+i)^−n); expm1 and log1p keep precision when i·n is small.
  const payment = (principal * monthlyRate) / -Math.expm1(-months * Math.log1p(monthlyRate));
  // Rounded half up to the öre once, over the whole plan, so total = principal + interest + fees exactly.
  return Math.round(payment * months - principal);
}

/** Returns ⌈numerator / denominator⌉ of non-negative integers with integer maths only. */
function ceilDivide(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  return (numerator - remainder) / denominator + (remainder > 0 ? 1 : 0);
}

/** The plan's sums in minor units: each instalment but the last is `perMonth`, the last one makes up `total`. */
function planFigures(debt: PlanDebt, months: number) {
  const interest = debt.accruedInterest + annuityInterest(debt.principal, debt.monthlyRate, months);
  const fees = debt.existingFees + debt.setupFee + debt.noticeFee * months;
  const total = debt.principal + interest + fees;
  assertMinor(fees, 'plan fees');
  assertMinor(total, 'plan total');
  // total / months is the level annuity plus the evenly spread interest and fees plus one notice fee, within
  // 1/months öre; rounding it up to whole major units leaves the last instalment the smallest.
  const perMonth = months === 1 ? total : ceilDivide(total, months * MINOR_PER_MAJOR) * MINOR_PER_MAJOR;
  const last = total - perMonth * (months - 1);
  if (last < 1) {
    throw new RangeError(
      `A total of ${total} minor units is too small to split into ${months} whole instalments`,
    );
  }
  return { principal: debt.principal, interest, fees, total, perMonth, last };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, monthIndex: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthIndex === 1 && leap ? 29 : (DAYS_IN_MONTH[monthIndex] ?? 0);
}

/**
 * Returns `count` dates `YYYY-MM-DD` one calendar month apart from the real date `first`, each on `first`'s day
 * of the month or its month's last day; integer maths, as Date objects cost more than the rest of a quote.
 */
function monthlyDueDates(first: string, count: number): string[] {
  const firstYear = Number(first.slice(0, 4));
  const firstMonthIndex = Number(first.slice(5, 7)) - 1;
  const day = Number(first.slice(8, 10));
  const dates: string[] = [];
  for (let offset = 0; offset < count; offset++) {
    const year = firstYear + Math.floor((firstMonthIndex + offset) / 12);
    const monthIndex = (firstMonthIndex + offset) % 12;
    if (year > 9999) throw new RangeError(`A plan from ${first} over ${count} months ends after year 9999`);
    const dayOfMonth = Math.min(day, daysInMonth(year, monthIndex));
    dates.push(`${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
  }
  return dates;
}

/**
 * Quotes a plan over the whole remaining debt (minor units) of the chosen cases: the principal as a level
 * annuity at the principal-weighted annual rate (basis points) ÷ 12, accrued interest and fees spread evenly,
 * one notice fee an instalment, instalments in whole major units rounded up and the last making the total exact.
 */
export function quoteInstalmentPlan(input: InstalmentPlanInput): InstalmentPlanQuote {
  const { months } = input;
  assertCount(months, 'months');
  const debt = planDebt(input);
  const figures = planFigures(debt, months);
  const instalments = monthlyDueDates(input.firstDueDate, months).map(
    (dueDate, index): PlanInstalment => ({
      sequence: index + 1,
      dueDate,
      amount: index === months - 1 ? figures.last : figures.perMonth,
    }),
  );
  // The credit is what the cases owe today, drawn at t = 0; the instalments repay it at t = k/12 years.
  const effectiveRate = effectiveAnnualRate(
    [{ amount: debt.principal + debt.accruedInterest + debt.existingFees, years: 0 }],
    instalments.map(({ sequence, amount }) => ({ amount, years: sequence / 12 })),
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
    instalments,
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

/**
 * Tells whether `quote` is accepted at once under `policy`: at most `maxMonths` months and a total of at most
 * `maxTotalMinor` minor units; check planBoundsCheck first, as this does not.
 */
export function isAutoApproved(
  quote: Pick<InstalmentPlanQuote, 'months' | 'total'>,
  policy: AutoApprovalPolicy = DEFAULT_AUTO_APPROVAL_POLICY,
): boolean {
  return autoApprovalBlocks(quote, { ...policy, plansAllowed: true }).length === 0;
}

/** Why a plan is not accepted at once: the client turned automatic approval off, or it is beyond a limit. */
export type AutoApprovalBlock = 'AutoApprovalOff' | 'TooManyMonths' | 'TotalTooHigh';

/**
 * Why a plan of `quote.months` months and `quote.total` minor units waits for a handler under `policy`
 * (`plansAllowed`: the client approves plans automatically at all); none when it is accepted at once.
 */
export function autoApprovalBlocks(
  quote: Pick<InstalmentPlanQuote, 'months' | 'total'>,
  policy: AutoApprovalPolicy & { plansAllowed: boolean },
): AutoApprovalBlock[] {
  assertCount(policy.maxMonths, 'maxMonths');
  assertNonNegativeMinor(policy.maxTotalMinor, 'maxTotalMinor');
  const blocks: AutoApprovalBlock[] = [];
  if (!policy.plansAllowed) blocks.push('AutoApprovalOff');
  if (quote.months > policy.maxMonths) blocks.push('TooManyMonths');
  if (quote.total > policy.maxTotalMinor) blocks.push('TotalTooHigh');
  return blocks;
}
