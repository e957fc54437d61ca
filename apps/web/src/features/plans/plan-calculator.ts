import type { PlanCandidate } from '@fordra/contract';
import {
  type InstalmentPlanInput,
  type InstalmentPlanQuote,
  monthsForMonthlyAmount,
  type PlanBounds,
  planBoundsCheck,
  planSetupFee,
  quoteInstalmentPlan,
} from '@fordra/domain';

/** What a plan over the chosen cases is quoted from; the months are chosen in the calculator. */
export type PlanBasis = Omit<InstalmentPlanInput, 'months'>;

/** The months a plan may have: every month count from `min` to `max` meets the bounds. */
export type MonthsRange = { readonly min: number; readonly max: number };

/** Months shown first when the debtor has not chosen: half a year, if the bounds allow it. */
export const PREFERRED_MONTHS = 6;

/** The basis of a plan over `chosen` (one currency, as the case step ensures), or null when none is chosen. */
export function planBasis(chosen: readonly PlanCandidate[], firstDueDate: string): PlanBasis | null {
  const [first] = chosen;
  if (!first) return null;
  return {
    cases: chosen.map(({ principal, interest, fees, annualRateBasisPoints }) => ({
      principal,
      interest,
      fees,
      annualRateBasisPoints,
    })),
    currency: first.currency,
    firstDueDate,
    // What the server charges: none where the 4 a § compensation covers it on a chosen case.
    setupFee: planSetupFee(
      first.currency,
      chosen.map((candidate) => candidate.setupFeeHasBasis),
    ),
  };
}

/** The server's quote for `months`, or null when there is none (the debt cannot be split that way). */
export function quoteFor(basis: PlanBasis, months: number): InstalmentPlanQuote | null {
  if (!Number.isSafeInteger(months) || months < 1) return null;
  try {
    return quoteInstalmentPlan({ ...basis, months });
  } catch {
    return null;
  }
}

/** Why `months` cannot be chosen, in the codes the server uses, or null when it can. */
export function monthsProblem(
  basis: PlanBasis,
  bounds: PlanBounds,
  months: number,
): 'MonthsTooFew' | 'MonthsTooMany' | 'MonthlyAmountTooLow' | null {
  if (months < bounds.minMonths) return 'MonthsTooFew';
  if (months > bounds.maxMonths) return 'MonthsTooMany';
  const quote = quoteFor(basis, months);
  if (!quote) return 'MonthlyAmountTooLow';
  return planBoundsCheck(quote, bounds)[0] ?? null;
}

/**
 * The months within `bounds` whose plan meets them, or null when none does (the debt is too small for
 * the lowest monthly amount). A longer plan has a lower monthly amount, so the months that work are
 * one run from `bounds.minMonths`.
 */
export function allowedMonths(basis: PlanBasis, bounds: PlanBounds): MonthsRange | null {
  let max: number | null = null;
  for (let months = bounds.minMonths; months <= bounds.maxMonths; months++) {
    if (monthsProblem(basis, bounds, months) !== null) break;
    max = months;
  }
  return max === null ? null : { min: bounds.minMonths, max };
}

/** The months to show: the debtor's choice when it is allowed, else the preferred months within `range`. */
export function resolveMonths(chosen: number | null, range: MonthsRange): number {
  if (chosen !== null && chosen >= range.min && chosen <= range.max) return chosen;
  return Math.min(range.max, Math.max(range.min, PREFERRED_MONTHS));
}

/** What a monthly amount the debtor typed leads to: a number of months, or why there is none. */
export type MonthlyAmountChoice =
  | { kind: 'months'; months: number }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'tooLow'; lowest: number };

/**
 * The months for a monthly amount `amount` (minor units) the debtor can pay: the fewest whose first
 * instalment is at most that, as the domain picks them, kept within `range`.
 */
export function monthsForAmount(
  basis: PlanBasis,
  bounds: PlanBounds,
  range: MonthsRange,
  amount: number,
): MonthlyAmountChoice {
  if (amount < bounds.minMonthlyMinor) return { kind: 'belowMinimum', minimum: bounds.minMonthlyMinor };
  const months = monthsForMonthlyAmount(basis, amount, { ...bounds, maxMonths: range.max });
  if (months === null) return { kind: 'tooLow', lowest: quoteFor(basis, range.max)?.perMonth ?? amount };
  return { kind: 'months', months: Math.max(range.min, months) };
}
