import { daysBetween } from './iso-date.ts';
import { assertMinor } from './money.ts';

/** The Riksbank reference rate in basis points (2.00 % from 2025-07-01 and 2026-01-01); configuration overrides it. */
export const DEFAULT_REFERENCE_RATE_BP = 200;

/** Percentage points above the reference rate that räntelagen 6 § adds for late payment, in basis points. */
const LATE_INTEREST_MARGIN_BP = 800;

const DAYS_PER_YEAR = 365n;
const BASIS_POINTS_PER_UNIT = 10_000n;

/** Returns the default late-payment rate in basis points: `referenceRateBp` (basis points) plus 800. */
export function defaultLateInterestRateBp(referenceRateBp: number): number {
  if (!Number.isSafeInteger(referenceRateBp)) {
    throw new RangeError('Reference rate must be whole basis points');
  }
  return referenceRateBp + LATE_INTEREST_MARGIN_BP;
}

/** A stretch of constant `principal` (öre): interest runs from the day after `from` up to and including `to`. */
export type InterestPeriod = { principal: number; from: string; to: string };

function assertRate(annualRateBasisPoints: number): void {
  if (!Number.isSafeInteger(annualRateBasisPoints) || annualRateBasisPoints < 0) {
    throw new RangeError(
      `Annual rate must be whole, non-negative basis points, got ${annualRateBasisPoints}`,
    );
  }
}

/** Returns principal (öre) × days for one period, as an exact BigInt; 0 when `to` is not after `from`. */
function principalDays({ principal, from, to }: InterestPeriod): bigint {
  assertMinor(principal, 'principal');
  if (principal < 0) throw new RangeError(`Principal must not be negative, got ${principal}`);
  const days = daysBetween(from, to);
  return days > 0 ? BigInt(principal) * BigInt(days) : 0n;
}

/** Rounds principal-days × rate to whole öre, half up, once at the very end; BigInt keeps the product exact. */
function roundInterest(principalDaysSum: bigint, annualRateBasisPoints: number): number {
  const numerator = principalDaysSum * BigInt(annualRateBasisPoints);
  const denominator = BASIS_POINTS_PER_UNIT * DAYS_PER_YEAR;
  // Half up for a non-negative fraction n/d: floor((2n + d) / 2d).
  const interest = Number((2n * numerator + denominator) / (2n * denominator));
  assertMinor(interest, 'interest');
  return interest;
}

/**
 * Returns simple late-payment interest in öre on `principal` (öre) at `annualRateBasisPoints` (basis points a
 * year), actual/365, for the days after the due date `from` up to and including `to`, rounded half up to the
 * öre; 0 when `to` ≤ `from`.
 */
export function accruedInterest(input: {
  principal: number;
  annualRateBasisPoints: number;
  from: string;
  to: string;
}): number {
  assertRate(input.annualRateBasisPoints);
  return roundInterest(principalDays(input), input.annualRateBasisPoints);
}

/**
 * Returns simple interest in öre over chronological, non-overlapping periods of constant principal (öre) at
 * `annualRateBasisPoints` (basis points a year), actual/365, rounded half up to the öre once over the whole sum.
 */
export function accruedInterestOverPeriods(
  periods: readonly InterestPeriod[],
  annualRateBasisPoints: number,
): number {
  assertRate(annualRateBasisPoints);
  let sum = 0n;
  let previous: InterestPeriod | undefined;
  for (const period of periods) {
    const contribution = principalDays(period);
    if (daysBetween(period.from, period.to) <= 0) continue;
    // A period may start on the day the previous one ended: that day belongs to the previous period only.
    if (previous !== undefined && daysBetween(previous.to, period.from) < 0) {
      throw new RangeError(`Interest periods overlap or are out of order at ${period.from}`);
    }
    sum += contribution;
    previous = period;
  }
  return roundInterest(sum, annualRateBasisPoints);
}
