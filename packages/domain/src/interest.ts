import { daysBetween } from './iso-date.ts';
import { assertMinor } from './money.ts';
import { latestReferenceRate, type ReferenceRateTable, referenceRatePeriods } from './reference-rates.ts';

/** Percentage points above the reference rate that räntelagen 6 § adds for late payment, in basis points. */
export const LATE_INTEREST_MARGIN_BP = 800;

const DAYS_PER_YEAR = 365n;
const BASIS_POINTS_PER_UNIT = 10_000n;

/** Returns the default late-payment rate in basis points: `referenceRateBp` (basis points) plus 800. */
export function defaultLateInterestRateBp(referenceRateBp: number): number {
  if (!Number.isSafeInteger(referenceRateBp)) {
    throw new RangeError('Reference rate must be whole basis points');
  }
  return referenceRateBp + LATE_INTEREST_MARGIN_BP;
}

/** Returns the latest reference rate on file on or before ISO day `day`, basis points; a RangeError when none is. */
function latestRateBp(referenceRates: ReferenceRateTable, day: string): number {
  const row = latestReferenceRate(referenceRates, day);
  if (row === undefined) throw new RangeError(`No reference rate is on file on or before ${day}`);
  return row.rateBp;
}

/**
 * Returns the statutory late-payment rate of a claim registered on ISO day `registeredOn`: `marginBp` 800
 * over the reference rate of each half-year (räntelagen 6 § and 9 §, however early its interest began);
 * `rateBp` is the annual rate on file on `registeredOn` (the latest entered), basis points, for the record.
 */
export function statutoryLateInterest(
  referenceRates: ReferenceRateTable,
  registeredOn: string,
): { rateBp: number; marginBp: number } {
  return {
    rateBp: defaultLateInterestRateBp(latestRateBp(referenceRates, registeredOn)),
    marginBp: LATE_INTEREST_MARGIN_BP,
  };
}

/** A stretch of constant `principal` (öre): interest runs from the day after `from` up to and including `to`. */
export type InterestPeriod = { principal: number; from: string; to: string };

/**
 * A late-payment rate: a fixed annual rate in basis points, or `marginBp` basis points over the reference
 * rate (basis points) in force on each day (räntelagen 6 § and 9 §: 800 over the rate of each half-year).
 */
export type LateInterestRate = number | { marginBp: number; referenceRates: ReferenceRateTable };

/**
 * Returns the annual late-payment rate in basis points that `rate` is expected to give on ISO day `day`, for a
 * forecast such as a plan's quote: the rate of the day's half-year, or while it is not yet entered the latest
 * on file before it. Interest charged (`accruedInterest`) never uses a rate of another half-year.
 */
export function lateInterestRateOn(rate: LateInterestRate, day: string): number {
  if (typeof rate === 'number') return rate;
  assertMargin(rate.marginBp);
  const annual = latestRateBp(rate.referenceRates, day) + rate.marginBp;
  assertRate(annual);
  return annual;
}

function assertMargin(marginBp: number): void {
  if (!Number.isSafeInteger(marginBp))
    throw new RangeError(`Margin must be whole basis points, got ${marginBp}`);
}

function assertRate(annualRateBasisPoints: number): void {
  if (!Number.isSafeInteger(annualRateBasisPoints) || annualRateBasisPoints < 0) {
    throw new RangeError(
      `Annual rate must be whole, non-negative basis points, got ${annualRateBasisPoints}`,
    );
  }
}

/**
 * Returns principal (öre) × days × annual rate (basis points) for one period, as an exact BigInt, each day
 * at the rate in force that day; 0 when `to` is not after `from`. Days of a half-year whose reference rate is
 * not on file count nothing until it is entered: no rate of another half-year stands in for it, and charging
 * too little until then protects the debtor (`missingReferenceRateHalfYears` names such half-years).
 */
function principalDaysRate({ principal, from, to }: InterestPeriod, rate: LateInterestRate): bigint {
  assertMinor(principal, 'principal');
  if (principal < 0) throw new RangeError(`Principal must not be negative, got ${principal}`);
  const days = daysBetween(from, to);
  if (days <= 0) return 0n;
  if (typeof rate === 'number') return BigInt(principal) * BigInt(days) * BigInt(rate);
  let sum = 0n;
  for (const part of referenceRatePeriods(rate.referenceRates, from, to)) {
    if (part.rateBp === null) continue;
    const annual = part.rateBp + rate.marginBp;
    assertRate(annual);
    sum += BigInt(principal) * BigInt(daysBetween(part.from, part.to)) * BigInt(annual);
  }
  return sum;
}

/** Rounds principal-days × rate (öre × days × basis points) to whole öre, half up, once at the very end. */
function roundInterest(numerator: bigint): number {
  const denominator = BASIS_POINTS_PER_UNIT * DAYS_PER_YEAR;
  // Half up for a non-negative fraction n/d: floor((2n + d) / 2d).
  const interest = Number((2n * numerator + denominator) / (2n * denominator));
  assertMinor(interest, 'interest');
  return interest;
}

/** Checks a fixed rate, or a margin (the rates it gives are checked on the days they apply). */
function assertLateInterestRate(rate: LateInterestRate): void {
  if (typeof rate === 'number') assertRate(rate);
  else assertMargin(rate.marginBp);
}

/**
 * Returns simple late-payment interest in öre on `principal` (öre) at `annualRateBasisPoints` (basis points a
 * year, or a margin over the reference rate of each day), actual/365, for the days after the due date `from`
 * up to and including `to`, rounded half up to the öre; 0 when `to` ≤ `from`.
 */
export function accruedInterest(input: {
  principal: number;
  annualRateBasisPoints: LateInterestRate;
  from: string;
  to: string;
}): number {
  assertLateInterestRate(input.annualRateBasisPoints);
  return roundInterest(principalDaysRate(input, input.annualRateBasisPoints));
}

/**
 * Returns simple interest in öre over chronological, non-overlapping periods of constant principal (öre) at
 * `annualRateBasisPoints` (basis points a year, or a margin over the reference rate of each day, each part of
 * a period at the rate in force on its days), actual/365, rounded half up to the öre once over the whole sum.
 */
export function accruedInterestOverPeriods(
  periods: readonly InterestPeriod[],
  annualRateBasisPoints: LateInterestRate,
): number {
  assertLateInterestRate(annualRateBasisPoints);
  let sum = 0n;
  let previous: InterestPeriod | undefined;
  for (const period of periods) {
    const contribution = principalDaysRate(period, annualRateBasisPoints);
    if (daysBetween(period.from, period.to) <= 0) continue;
    // A period may start on the day the previous one ended: that day belongs to the previous period only.
    if (previous !== undefined && daysBetween(previous.to, period.from) < 0) {
      throw new RangeError(`Interest periods overlap or are out of order at ${period.from}`);
    }
    sum += contribution;
    previous = period;
  }
  return roundInterest(sum);
}
