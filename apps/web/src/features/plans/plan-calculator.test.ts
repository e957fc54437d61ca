import type { PlanCandidate } from '@fordra/contract';
import { DEFAULT_PLAN_BOUNDS, quoteInstalmentPlan } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import {
  allowedMonths,
  monthsForAmount,
  monthsProblem,
  type PlanBasis,
  planBasis,
  quoteFor,
  resolveMonths,
} from './plan-calculator.ts';

function candidate(overrides: Partial<PlanCandidate> = {}): PlanCandidate {
  return {
    caseGuid: '11111111-1111-4111-8111-111111111111',
    caseNumber: '100234',
    creditorName: 'Kvarnby Bredband AB',
    description: 'Bredband',
    currency: 'SEK',
    principal: 215_000,
    interest: 5_300,
    fees: 24_000,
    annualRateBasisPoints: 1_000,
    setupFeeHasBasis: true,
    ineligible: null,
    ...overrides,
  };
}

const firstDueDate = '2026-12-21';
const bounds = DEFAULT_PLAN_BOUNDS;
const basis = planBasis([candidate()], firstDueDate) as PlanBasis;

describe('planBasis', () => {
  it('is nothing without a chosen case', () => {
    expect(planBasis([], firstDueDate)).toBeNull();
  });

  it("sums nothing itself: the domain gets each case's debt and rate, in the first case's currency", () => {
    const both = planBasis(
      [candidate(), candidate({ principal: 95_000, annualRateBasisPoints: 1_200 })],
      firstDueDate,
    );
    expect(both?.currency).toBe('SEK');
    expect(both?.cases).toEqual([
      { principal: 215_000, interest: 5_300, fees: 24_000, annualRateBasisPoints: 1_000 },
      { principal: 95_000, interest: 5_300, fees: 24_000, annualRateBasisPoints: 1_200 },
    ]);
  });
});

describe('planBasis and the set-up fee', () => {
  it('quotes the 170 kr set-up fee, or none where the 4 a § compensation covers it on a chosen case', () => {
    expect(planBasis([candidate(), candidate()], firstDueDate)?.setupFee).toBe(17_000);
    const covered = planBasis([candidate(), candidate({ setupFeeHasBasis: false })], firstDueDate);
    expect(covered?.setupFee).toBe(0);
    const withFee = quoteFor(planBasis([candidate()], firstDueDate) as PlanBasis, 3);
    const without = quoteFor(
      planBasis([candidate({ setupFeeHasBasis: false })], firstDueDate) as PlanBasis,
      3,
    );
    expect((withFee?.fees ?? 0) - (without?.fees ?? 0)).toBe(17_000);
  });
});

describe('quoteFor', () => {
  it('is the domain quote the server re-checks', () => {
    expect(quoteFor(basis, 4)).toEqual(quoteInstalmentPlan({ ...basis, months: 4 }));
  });

  it('is null where the domain has no quote', () => {
    expect(quoteFor(basis, 0)).toBeNull();
    expect(quoteFor(basis, 2.5)).toBeNull();
    const owesNothing = planBasis(
      [candidate({ principal: 0, interest: 0, fees: 0 })],
      firstDueDate,
    ) as PlanBasis;
    expect(quoteFor(owesNothing, 3)).toBeNull();
  });
});

describe('allowedMonths', () => {
  it('runs from the lowest months to the longest plan that still pays the lowest monthly amount', () => {
    const range = allowedMonths(basis, bounds);
    expect(range?.min).toBe(bounds.minMonths);
    const max = range?.max ?? 0;
    expect(max).toBeLessThan(bounds.maxMonths);
    expect(quoteFor(basis, max)?.perMonth).toBeGreaterThanOrEqual(bounds.minMonthlyMinor);
    expect(quoteFor(basis, max + 1)?.perMonth).toBeLessThan(bounds.minMonthlyMinor);
  });

  it('stops at the maximum months for a large debt', () => {
    const large = planBasis([candidate({ principal: 5_000_000 })], firstDueDate) as PlanBasis;
    expect(allowedMonths(large, bounds)).toEqual({ min: 2, max: 24 });
  });

  it('is null for a debt too small to split into the lowest monthly amounts', () => {
    const small = planBasis(
      [candidate({ principal: 10_000, interest: 0, fees: 0 })],
      firstDueDate,
    ) as PlanBasis;
    expect(allowedMonths(small, bounds)).toBeNull();
  });
});

describe('monthsProblem', () => {
  it('names the bound a month count breaks, with the server codes', () => {
    const range = allowedMonths(basis, bounds) ?? { min: 2, max: 2 };
    expect(monthsProblem(basis, bounds, 1)).toBe('MonthsTooFew');
    expect(monthsProblem(basis, bounds, 25)).toBe('MonthsTooMany');
    expect(monthsProblem(basis, bounds, range.max + 1)).toBe('MonthlyAmountTooLow');
    expect(monthsProblem(basis, bounds, range.max)).toBeNull();
  });
});

describe('resolveMonths', () => {
  it("keeps the debtor's choice within the range, else shows half a year, or the nearest allowed", () => {
    expect(resolveMonths(3, { min: 2, max: 12 })).toBe(3);
    expect(resolveMonths(null, { min: 2, max: 12 })).toBe(6);
    expect(resolveMonths(18, { min: 2, max: 12 })).toBe(6);
    expect(resolveMonths(null, { min: 2, max: 4 })).toBe(4);
    expect(resolveMonths(null, { min: 8, max: 12 })).toBe(8);
  });
});

describe('monthsForAmount', () => {
  const range = allowedMonths(basis, bounds) ?? { min: 2, max: 2 };

  it('picks the fewest months whose instalment is at most the amount', () => {
    const four = quoteFor(basis, 4)?.perMonth ?? 0;
    expect(monthsForAmount(basis, bounds, range, four)).toEqual({ kind: 'months', months: 4 });
    expect(monthsForAmount(basis, bounds, range, four + 100)).toEqual({ kind: 'months', months: 4 });
    expect(monthsForAmount(basis, bounds, range, 100_000_00)).toEqual({ kind: 'months', months: 2 });
  });

  it('explains an amount below the lowest monthly amount', () => {
    expect(monthsForAmount(basis, bounds, range, 19_900)).toEqual({ kind: 'belowMinimum', minimum: 20_000 });
  });

  it('gives the lowest possible monthly amount when no allowed plan is that low', () => {
    const lowest = quoteFor(basis, range.max)?.perMonth ?? 0;
    expect(monthsForAmount(basis, bounds, range, lowest - 100)).toEqual({ kind: 'tooLow', lowest });
  });
});
