import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlow, effectiveAnnualRate, roundRateToTenthPercent } from './effective-rate.ts';

/** Σ drawdowns − Σ repayments, each discounted at `rate`, relative to the drawdowns: 0 at the effective rate. */
function relativeGap(drawdowns: CashFlow[], repayments: CashFlow[], rate: number): number {
  const presentValue = (flows: CashFlow[]) =>
    flows.reduce((sum, { amount, years }) => sum + amount * (1 + rate) ** -years, 0);
  const drawn = presentValue(drawdowns);
  return (drawn - presentValue(repayments)) / drawn;
}

const monthlyRepayments = (amounts: number[]): CashFlow[] =>
  amounts.map((amount, index) => ({ amount, years: (index + 1) / 12 }));

describe('effectiveAnnualRate', () => {
  it('gives 12.96 % for the domain.md example, shown as 13,0 %', () => {
    // 1 000 kr drawn at 0, 1 200 kr repaid after 546 days: (1+X)^(546/365) = 1.2, X = 1.2^(365/546) − 1.
    const rate = effectiveAnnualRate(
      [{ amount: 100_000, years: 0 }],
      [{ amount: 120_000, years: 546 / 365 }],
    );
    expect(rate).toBeCloseTo(0.12962037708, 10);
    expect(rate).toBeCloseTo(1.2 ** (365 / 546) - 1, 14);
    expect(roundRateToTenthPercent(rate)).toBe(130);
  });

  it('is exactly 0 when the repayments add up to the drawdowns', () => {
    expect(
      effectiveAnnualRate([{ amount: 120_000, years: 0 }], monthlyRepayments(Array(12).fill(10_000))),
    ).toBe(0);
    expect(
      effectiveAnnualRate(
        [
          { amount: 50_000, years: 0 },
          { amount: 50_000, years: 0.5 },
        ],
        [{ amount: 100_000, years: 1 }],
      ),
    ).toBe(0);
  });

  it('solves 1 000 kr repaid as 12 × 90 kr: a monthly rate of 1.2043 %, 15.45 % a year', () => {
    // The monthly internal rate j of 1 000 = 90·(1 − (1+j)^−12)/j is 0.01204346; X = (1+j)^12 − 1 = 0.1544894.
    const rate = effectiveAnnualRate(
      [{ amount: 100_000, years: 0 }],
      monthlyRepayments(Array(12).fill(9_000)),
    );
    expect(rate).toBeCloseTo(0.1544894, 7);
    expect(
      Math.abs(relativeGap([{ amount: 100_000, years: 0 }], monthlyRepayments(Array(12).fill(9_000)), rate)),
    ).toBeLessThan(1e-14);
    expect(roundRateToTenthPercent(rate)).toBe(154);
  });

  it('returns negative rates down to −99 %', () => {
    expect(effectiveAnnualRate([{ amount: 100_000, years: 0 }], [{ amount: 98_000, years: 1 }])).toBeCloseTo(
      -0.02,
      14,
    );
    expect(effectiveAnnualRate([{ amount: 100_000, years: 0 }], [{ amount: 2_000, years: 1 }])).toBeCloseTo(
      -0.98,
      14,
    );
  });

  it('returns very large rates for short, dear credit', () => {
    // Doubling in one day: X = 2^365 − 1.
    const rate = effectiveAnnualRate([{ amount: 100_000, years: 0 }], [{ amount: 200_000, years: 1 / 365 }]);
    expect(rate / (2 ** 365 - 1)).toBeCloseTo(1, 10);
  });

  it('handles several drawdowns and a repayment due before a drawdown', () => {
    const drawdowns = [
      { amount: 50_000, years: 0 },
      { amount: 50_000, years: 0.5 },
    ];
    const repayments = [{ amount: 110_000, years: 1 }];
    const rate = effectiveAnnualRate(drawdowns, repayments);
    expect(Math.abs(relativeGap(drawdowns, repayments, rate))).toBeLessThan(1e-14);
    // Paid 1 200 kr at once for 1 000 kr drawn a year later: (1+X)^−1 = 1.2, X = −1/6.
    expect(effectiveAnnualRate([{ amount: 100_000, years: 1 }], [{ amount: 120_000, years: 0 }])).toBeCloseTo(
      -1 / 6,
      14,
    );
  });

  it('ignores zero amounts', () => {
    expect(
      effectiveAnnualRate(
        [
          { amount: 100_000, years: 0 },
          { amount: 0, years: 3 },
        ],
        [
          { amount: 0, years: 0.5 },
          { amount: 120_000, years: 546 / 365 },
        ],
      ),
    ).toBeCloseTo(1.2 ** (365 / 546) - 1, 14);
  });

  it('refuses flows that no rate from −99 % up can balance', () => {
    // 5 kr back for 1 000 kr after a year would be −99.5 %.
    expect(() => effectiveAnnualRate([{ amount: 100_000, years: 0 }], [{ amount: 500, years: 1 }])).toThrow(
      /No effective rate/,
    );
    // Everything at t = 0 with unequal sums: no rate discounts anything.
    expect(() =>
      effectiveAnnualRate([{ amount: 100_000, years: 0 }], [{ amount: 120_000, years: 0 }]),
    ).toThrow(RangeError);
  });

  it('refuses malformed flows', () => {
    const drawdown = [{ amount: 100_000, years: 0 }];
    const repayment = [{ amount: 120_000, years: 1 }];
    expect(() => effectiveAnnualRate([], repayment)).toThrow(RangeError);
    expect(() => effectiveAnnualRate(drawdown, [])).toThrow(RangeError);
    expect(() => effectiveAnnualRate([{ amount: -1, years: 0 }], repayment)).toThrow(RangeError);
    expect(() => effectiveAnnualRate([{ amount: 100.5, years: 0 }], repayment)).toThrow(RangeError);
    expect(() => effectiveAnnualRate(drawdown, [{ amount: 120_000, years: -1 }])).toThrow(RangeError);
    expect(() => effectiveAnnualRate(drawdown, [{ amount: 120_000, years: Number.NaN }])).toThrow(RangeError);
    expect(() => effectiveAnnualRate([{ amount: 0, years: 0 }], repayment)).toThrow(RangeError);
    expect(() => effectiveAnnualRate(drawdown, [{ amount: 0, years: 1 }])).toThrow(RangeError);
  });

  it('matches the closed form for one drawdown and one repayment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 100_000_000 }),
        fc.double({ min: 0.7, max: 5, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (drawn, ratio, months) => {
          const repaid = Math.round(drawn * ratio);
          const years = months / 12;
          const rate = effectiveAnnualRate([{ amount: drawn, years: 0 }], [{ amount: repaid, years }]);
          const expected = (repaid / drawn) ** (1 / years) - 1;
          expect(Math.abs(rate - expected)).toBeLessThan(1e-12 * Math.max(1, Math.abs(expected)));
        },
      ),
    );
  });

  it('balances any monthly repayment plan to within 1e-12', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 20_000_000 }), { minLength: 1, maxLength: 60 }),
        (drawn, amounts) => {
          fc.pre(amounts.some((amount) => amount > 0));
          const drawdowns = [{ amount: drawn, years: 0 }];
          const repayments = monthlyRepayments(amounts);
          let rate: number;
          try {
            rate = effectiveAnnualRate(drawdowns, repayments);
          } catch {
            // Only when even −99 % cannot shrink the drawdown to the repayments' worth.
            expect(relativeGap(drawdowns, repayments, -0.99)).toBeGreaterThan(0);
            return;
          }
          expect(rate).toBeGreaterThanOrEqual(-0.99);
          expect(Math.abs(relativeGap(drawdowns, repayments, rate))).toBeLessThan(1e-12);
        },
      ),
    );
  });

  it('is exactly 0 whenever nothing is charged, however the repayments fall', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 36 }),
        (amounts) => {
          const drawn = amounts.reduce((sum, amount) => sum + amount, 0);
          expect(effectiveAnnualRate([{ amount: drawn, years: 0 }], monthlyRepayments(amounts))).toBe(0);
        },
      ),
    );
  });
});

describe('roundRateToTenthPercent', () => {
  it('gives whole tenths of a percent, half up', () => {
    expect(roundRateToTenthPercent(0.12962)).toBe(130);
    expect(roundRateToTenthPercent(0.1295)).toBe(130);
    expect(roundRateToTenthPercent(0.12949)).toBe(129);
    expect(roundRateToTenthPercent(0.1)).toBe(100);
    expect(roundRateToTenthPercent(0)).toBe(0);
    expect(roundRateToTenthPercent(2.5)).toBe(2_500);
  });

  it('rounds a binary near-half such as 0.5005 × 1000 = 500.49999999999994 up', () => {
    expect(roundRateToTenthPercent(0.5005)).toBe(501);
    for (let tenths = 0; tenths < 2_000; tenths++) {
      expect(roundRateToTenthPercent((tenths + 0.5) / 1_000)).toBe(tenths + 1);
    }
  });

  it('rounds negative halves up towards zero and never gives −0', () => {
    expect(roundRateToTenthPercent(-0.0125)).toBe(-12);
    expect(Object.is(roundRateToTenthPercent(-0.0004), 0)).toBe(true);
  });

  it('refuses rates that are not finite or too large to show', () => {
    expect(() => roundRateToTenthPercent(Number.NaN)).toThrow(RangeError);
    expect(() => roundRateToTenthPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundRateToTenthPercent(1e300)).toThrow(RangeError);
  });
});
