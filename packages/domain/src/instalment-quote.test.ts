import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankDay } from './bank-days.ts';
import { effectiveAnnualRate } from './effective-rate.ts';
import {
  DEFAULT_PLAN_BOUNDS,
  type InstalmentPlanInput,
  type InstalmentPlanQuote,
  monthsBoundsCheck,
  monthsForMonthlyAmount,
  planBoundsCheck,
  quoteInstalmentPlan,
} from './instalment-quote.ts';
import { addDays, dayNumberToIsoDate, daysBetween, isoDateToDayNumber } from './iso-date.ts';
import { CURRENCIES } from './money.ts';
import { isAutoApproved } from './plan-approval.ts';
import { schedulePlan } from './plan-schedule.ts';

const tenThousandKronor: InstalmentPlanInput = {
  cases: [{ principal: 1_000_000, interest: 50_000, fees: 24_000, annualRateBasisPoints: 1_000 }],
  currency: 'SEK',
  months: 12,
  firstDueDate: '2025-01-31',
};

const caseDebt = fc.record({
  // At least 1 000 kr of principal a case keeps every last instalment positive over up to 24 months.
  principal: fc.integer({ min: 100_000, max: 5_000_000 }),
  interest: fc.integer({ min: 0, max: 500_000 }),
  fees: fc.integer({ min: 0, max: 100_000 }),
  annualRateBasisPoints: fc.integer({ min: 0, max: 3_000 }),
});

const planInput = fc.record({
  cases: fc.array(caseDebt, { minLength: 1, maxLength: 5 }),
  currency: fc.constantFrom(...CURRENCIES),
  months: fc.integer({ min: 1, max: 24 }),
  firstDueDate: fc.constantFrom('2026-01-31', '2026-02-28', '2026-06-15', '2027-12-01'),
  setupFee: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  noticeFee: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
});

/** Years (days / 365) from the quote's day, 30 days before the first due date asked for, to ISO day `dueDate`. */
function yearsFrom(input: InstalmentPlanInput, dueDate: string): number {
  return daysBetween(addDays(input.firstDueDate, -30), dueDate) / 365;
}

/** Σ (debt today) − Σ instalments discounted at `rate`, relative to the debt: 0 at the effective rate. */
function relativeGap(
  input: InstalmentPlanInput,
  quote: InstalmentPlanQuote,
  debtToday: number,
  rate: number,
): number {
  const repaid = quote.instalments.reduce(
    (sum, { dueDate, amount }) => sum + amount * (1 + rate) ** -yearsFrom(input, dueDate),
    0,
  );
  return (debtToday - repaid) / debtToday;
}

const debtToday = (input: InstalmentPlanInput) =>
  input.cases.reduce((sum, debt) => sum + debt.principal + debt.interest + debt.fees, 0);

describe('quoteInstalmentPlan', () => {
  it('quotes 1 000 kr at 10 % over 2 months as the ledger will keep it', () => {
    // By hand, in öre, quoted 2025-01-01, due 2025-01-31 (30 days) and 2025-02-28 (28 days), both bank days.
    // Instalment 1 (A): fees 17 000 set-up + 6 000 notice, interest 100 000 × 0.10 × 30/365 = 821.92 → 822,
    //   the rest principal: 100 000 − (A − 23 822) = 123 822 − A left.
    // Instalment 2 (the last): that principal, 28 days' interest on it, and its 6 000 notice fee.
    //   A = 65 100: 58 722 + 58 722 × 0.10 × 28/365 (450.48 → 450) + 6 000 = 65 172, more than A;
    //   A = 65 200: 58 622 + 449.71 → 450 + 6 000 = 65 072, no more than A. So A = 652 kr, last 650,72 kr.
    const quote = quoteInstalmentPlan({
      cases: [{ principal: 100_000, interest: 0, fees: 0, annualRateBasisPoints: 1_000 }],
      currency: 'SEK',
      months: 2,
      firstDueDate: '2025-01-31',
      quotedOn: '2025-01-01',
    });
    expect(quote).toMatchObject({
      principal: 100_000,
      interest: 822 + 450,
      fees: 17_000 + 2 * 6_000,
      perMonth: 65_200,
      total: 130_272,
    });
    expect(quote.instalments).toEqual([
      { sequence: 1, dueDate: '2025-01-31', amount: 65_200, split: [{ case: 0, amount: 65_200 }] },
      { sequence: 2, dueDate: '2025-02-28', amount: 65_072, split: [{ case: 0, amount: 65_072 }] },
    ]);
  });

  it('counts each instalment at its real days / 365 from the quote in the effective rate', () => {
    // 1 000 kr and a 10 kr set-up fee repaid in one instalment 30 days later:
    // X = 1.01^(365/30) − 1 = 12.87 %, where a month of 1/12 year would give 1.01^12 − 1 = 12.68 %.
    const quote = quoteInstalmentPlan({
      cases: [{ principal: 100_000, interest: 0, fees: 0, annualRateBasisPoints: 0 }],
      currency: 'SEK',
      months: 1,
      firstDueDate: '2025-01-31',
      setupFee: 1_000,
      noticeFee: 0,
    });
    expect(quote.total).toBe(101_000);
    expect(quote.effectiveRate).toBeCloseTo(1.01 ** (365 / 30) - 1, 12);
    expect(quote.effectiveRateTenths).toBe(129);
  });

  it('falls due one calendar month apart, on the last day of shorter months, or the next bank day', () => {
    const dates = quoteInstalmentPlan(tenThousandKronor).instalments.map(({ dueDate }) => dueDate);
    // 2025-05-31 and 2025-08-31 are a Saturday and a Sunday; 2025-12-31 is New Year's Eve, banks closed.
    expect(dates).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-06-02',
      '2025-06-30',
      '2025-07-31',
      '2025-09-01',
      '2025-09-30',
      '2025-10-31',
      '2025-12-01',
      '2026-01-02',
    ]);
    const leap = quoteInstalmentPlan({ ...tenThousandKronor, months: 14, firstDueDate: '2023-12-31' });
    expect(leap.instalments.map(({ dueDate }) => dueDate).slice(0, 3)).toEqual([
      '2024-01-02',
      '2024-01-31',
      '2024-02-29',
    ]);
    expect(leap.instalments.at(-1)?.dueDate).toBe('2025-01-31');
    expect(leap.instalments.map(({ sequence }) => sequence)).toEqual(
      Array.from({ length: 14 }, (_, k) => k + 1),
    );
  });

  it('finds each due date as Date.UTC would, clamped to the month end, then on or after it the first bank day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: isoDateToDayNumber('1999-01-01'), max: isoDateToDayNumber('2099-12-31') }),
        fc.integer({ min: 1, max: 30 }),
        (firstDay, months) => {
          const first = dayNumberToIsoDate(firstDay);
          const quote = quoteInstalmentPlan({ ...tenThousandKronor, months, firstDueDate: first });
          const [year, month, day] = first.split('-').map(Number) as [number, number, number];
          quote.instalments.forEach(({ dueDate }, offset) => {
            const lastDay = new Date(Date.UTC(year, month - 1 + offset + 1, 0)).getUTCDate();
            const calendar = new Date(Date.UTC(year, month - 1 + offset, Math.min(day, lastDay)));
            const onCalendar = calendar.toISOString().slice(0, 10);
            expect(isBankDay(dueDate)).toBe(true);
            expect(dueDate >= onCalendar).toBe(true);
            // No bank day is passed over between the calendar day and the due date.
            for (let d = onCalendar; d < dueDate; d = addDays(d, 1)) expect(isBankDay(d)).toBe(false);
          });
        },
      ),
    );
  });

  it('pays the case of the higher rate first, with the plan fees on it', () => {
    const quote = quoteInstalmentPlan({
      ...tenThousandKronor,
      cases: [
        { principal: 300_000, interest: 2_000, fees: 0, annualRateBasisPoints: 200 },
        { principal: 100_000, interest: 1_000, fees: 6_000, annualRateBasisPoints: 1_000 },
      ],
    });
    // Case 1 (10 %) is paid first, whole, then case 0: one instalment at most pays both.
    const order = quote.instalments.map(({ split }) => split.map((part) => part.case).join(','));
    expect(order.join(' ')).toMatch(/^(1 )+(1,0 )?0( 0)*$/);
    expect(quote.instalments[0]?.split).toEqual([{ case: 1, amount: quote.perMonth }]);
  });

  it('takes SEK plan fees from the statutory list and others from configuration, else none', () => {
    const bare = { interest: 0, fees: 0, annualRateBasisPoints: 0 };
    const sek = quoteInstalmentPlan({ ...tenThousandKronor, cases: [{ ...bare, principal: 1_200_000 }] });
    expect(sek.fees).toBe(17_000 + 12 * 6_000);
    const eur = {
      ...tenThousandKronor,
      currency: 'EUR' as const,
      cases: [{ ...bare, principal: 1_200_000 }],
    };
    expect(quoteInstalmentPlan(eur).fees).toBe(0);
    const configured = quoteInstalmentPlan({
      ...eur,
      foreignFees: { EUR: { planSetup: 1_500, instalmentNotice: 500 } },
    });
    expect(configured.fees).toBe(1_500 + 12 * 500);
    const overridden = quoteInstalmentPlan({ ...eur, setupFee: 1_000, noticeFee: 0 });
    expect(overridden.fees).toBe(1_000);
  });

  it('makes a one-month plan a single instalment of the exact total', () => {
    const quote = quoteInstalmentPlan({ ...tenThousandKronor, months: 1 });
    // 30 days: 1 000 000 × 0.10 × 30/365 = 8 219.18 → 8 219 interest; fees 24 000 + 17 000 + 6 000.
    expect(quote.total).toBe(1_000_000 + 50_000 + 8_219 + 47_000);
    expect(quote.perMonth).toBe(quote.total);
    expect(quote.instalments).toEqual([
      { sequence: 1, dueDate: '2025-01-31', amount: quote.total, split: [{ case: 0, amount: quote.total }] },
    ]);
  });

  it('refuses malformed input', () => {
    const valid = tenThousandKronor;
    const [validCase] = valid.cases;
    if (validCase === undefined) throw new Error('fixture has a case');
    const withCase = (change: object) => ({ ...valid, cases: [{ ...validCase, ...change }] });
    for (const months of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => quoteInstalmentPlan({ ...valid, months })).toThrow(RangeError);
    }
    expect(() => quoteInstalmentPlan({ ...valid, cases: [] })).toThrow(/at least one case/);
    expect(() => quoteInstalmentPlan(withCase({ principal: -1 }))).toThrow(/principal must not be negative/);
    expect(() => quoteInstalmentPlan(withCase({ interest: 0.5 }))).toThrow(RangeError);
    expect(() => quoteInstalmentPlan(withCase({ fees: -100 }))).toThrow(RangeError);
    expect(() => quoteInstalmentPlan(withCase({ annualRateBasisPoints: 2.5 }))).toThrow(RangeError);
    expect(() => quoteInstalmentPlan(withCase({ annualRateBasisPoints: -1 }))).toThrow(RangeError);
    expect(() => quoteInstalmentPlan(withCase({ principal: 0, interest: 0, fees: 0 }))).toThrow(
      /owe nothing/,
    );
    expect(() => quoteInstalmentPlan({ ...valid, setupFee: -1 })).toThrow(RangeError);
    expect(() => quoteInstalmentPlan({ ...valid, noticeFee: 0.5 })).toThrow(RangeError);
    expect(() => quoteInstalmentPlan({ ...valid, firstDueDate: '2026-02-30' })).toThrow(RangeError);
    // @ts-expect-error: a currency no case can be in.
    expect(() => quoteInstalmentPlan({ ...valid, currency: 'USD' })).toThrow(/Unknown currency/);
  });

  it('refuses a debt too small for whole-krona instalments', () => {
    // 1 kr over 2 months: 1 kr, then nothing.
    const tiny = { ...tenThousandKronor, setupFee: 0, noticeFee: 0, months: 2 };
    expect(() =>
      quoteInstalmentPlan({
        ...tiny,
        cases: [{ principal: 100, interest: 0, fees: 0, annualRateBasisPoints: 0 }],
      }),
    ).toThrow(/too small/);
    expect(
      quoteInstalmentPlan({
        ...tiny,
        cases: [{ principal: 101, interest: 0, fees: 0, annualRateBasisPoints: 0 }],
      }).instalments,
    ).toMatchObject([{ amount: 100 }, { amount: 1 }]);
  });

  it('refuses a plan whose effective rate is too large to show', () => {
    // 1 öre owed and 230 kr of plan fees a month later: X = 23 001^12 − 1 ≈ 2.2e52, beyond whole tenths of a percent.
    const dear = {
      ...tenThousandKronor,
      months: 1,
      cases: [{ principal: 0, interest: 0, fees: 1, annualRateBasisPoints: 0 }],
    };
    expect(() => quoteInstalmentPlan(dear)).toThrow(/too large to show/);
  });

  it('adds up: total = principal + interest + fees, and the instalments sum to the total', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const quote = quoteInstalmentPlan(input);
        expect(quote.total).toBe(quote.principal + quote.interest + quote.fees);
        expect(quote.principal).toBe(input.cases.reduce((sum, debt) => sum + debt.principal, 0));
        expect(quote.instalments.reduce((sum, { amount }) => sum + amount, 0)).toBe(quote.total);
        expect(quote.instalments).toHaveLength(input.months);
      }),
    );
  });

  it('makes every instalment but the last the same whole kronor, and the last one no larger', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const quote = quoteInstalmentPlan(input);
        const amounts = quote.instalments.map(({ amount }) => amount);
        const last = amounts.pop() ?? Number.NaN;
        expect(quote.perMonth).toBe(quote.instalments[0]?.amount);
        for (const amount of amounts) {
          expect(amount).toBe(quote.perMonth);
          expect(amount % 100).toBe(0);
        }
        expect(last).toBeGreaterThan(0);
        expect(last).toBeLessThanOrEqual(quote.perMonth);
        // One krona less a month would leave a last instalment larger than the others.
        if (input.months > 1) {
          const lower = schedulePlan(
            input.cases,
            { setupFee: input.setupFee ?? 17_000, noticeFee: input.noticeFee ?? 6_000 },
            addDays(input.firstDueDate, -30),
            quote.instalments.map(({ dueDate }) => dueDate),
            quote.perMonth - 100,
          );
          if (input.currency === 'SEK')
            expect(lower.instalments.at(-1)?.amount).toBeGreaterThan(quote.perMonth - 100);
        }
      }),
    );
  });

  it('has the effective rate its instalments give', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const quote = quoteInstalmentPlan(input);
        const today = debtToday(input);
        const recomputed = effectiveAnnualRate(
          [{ amount: today, years: 0 }],
          quote.instalments.map(({ dueDate, amount }) => ({ amount, years: yearsFrom(input, dueDate) })),
        );
        expect(recomputed).toBe(quote.effectiveRate);
        expect(Math.abs(relativeGap(input, quote, today, quote.effectiveRate))).toBeLessThan(1e-12);
        expect(quote.effectiveRate).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives exactly 0,0 % with no interest rate and no plan fees', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const quote = quoteInstalmentPlan({
          ...input,
          cases: input.cases.map((debt) => ({ ...debt, annualRateBasisPoints: 0 })),
          setupFee: 0,
          noticeFee: 0,
        });
        expect(quote.effectiveRate).toBe(0);
        expect(quote.effectiveRateTenths).toBe(0);
        expect(quote.total).toBe(debtToday(input));
      }),
    );
  });

  it('never charges less interest over more months', () => {
    fc.assert(
      fc.property(planInput, (input) => {
        const months = Math.min(input.months, 23);
        const shorter = quoteInstalmentPlan({ ...input, months });
        const longer = quoteInstalmentPlan({ ...input, months: months + 1 });
        expect(longer.interest).toBeGreaterThanOrEqual(shorter.interest);
      }),
    );
  });
});

describe('monthsForMonthlyAmount', () => {
  it('finds the fewest months whose instalment fits', () => {
    // 12 months need 1 019 kr; 11 months need more.
    expect(quoteInstalmentPlan(tenThousandKronor).perMonth).toBe(101_900);
    expect(monthsForMonthlyAmount(tenThousandKronor, 101_900)).toBe(12);
    expect(monthsForMonthlyAmount(tenThousandKronor, 101_899)).toBe(13);
    expect(monthsForMonthlyAmount(tenThousandKronor, 10_000_000)).toBe(DEFAULT_PLAN_BOUNDS.minMonths);
    expect(monthsForMonthlyAmount(tenThousandKronor, 1_000)).toBeNull();
    expect(
      monthsForMonthlyAmount(tenThousandKronor, 101_900, { ...DEFAULT_PLAN_BOUNDS, maxMonths: 11 }),
    ).toBeNull();
  });

  it('agrees with quoteInstalmentPlan', () => {
    fc.assert(
      fc.property(planInput, fc.integer({ min: 0, max: 3_000_000 }), ({ months: _, ...input }, amount) => {
        const months = monthsForMonthlyAmount(input, amount);
        const perMonth = (count: number) => quoteInstalmentPlan({ ...input, months: count }).perMonth;
        if (months === null) {
          expect(perMonth(DEFAULT_PLAN_BOUNDS.maxMonths)).toBeGreaterThan(amount);
          return;
        }
        expect(perMonth(months)).toBeLessThanOrEqual(amount);
        if (months > DEFAULT_PLAN_BOUNDS.minMonths) expect(perMonth(months - 1)).toBeGreaterThan(amount);
      }),
    );
    // Up to 24 quotes a run, each a search over the ledger's arithmetic: about a second, more on a busy machine.
  }, 30_000);

  it('refuses a bad amount or bounds', () => {
    expect(() => monthsForMonthlyAmount(tenThousandKronor, -1)).toThrow(RangeError);
    expect(() => monthsForMonthlyAmount(tenThousandKronor, 100.5)).toThrow(RangeError);
    const bounds = { ...DEFAULT_PLAN_BOUNDS, minMonths: 13, maxMonths: 12 };
    expect(() => monthsForMonthlyAmount(tenThousandKronor, 100_000, bounds)).toThrow(/exceeds/);
  });
});

describe('monthsBoundsCheck', () => {
  it('places any number a caller sends, without quoting', () => {
    for (const months of [2, 12, 24]) expect(monthsBoundsCheck(months)).toBeNull();
    for (const months of [1, 0, -1, 1.5, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(monthsBoundsCheck(months), String(months)).toBe('MonthsTooFew');
    for (const months of [25, 1000, 2 ** 53, Number.POSITIVE_INFINITY])
      expect(monthsBoundsCheck(months), String(months)).toBe('MonthsTooMany');
  });
});

describe('planBoundsCheck', () => {
  it('accepts a plan inside the default 2–24 months and 200 kr a month', () => {
    expect(planBoundsCheck(quoteInstalmentPlan(tenThousandKronor))).toEqual([]);
  });

  it('names every limit a plan breaks', () => {
    expect(planBoundsCheck(quoteInstalmentPlan({ ...tenThousandKronor, months: 1 }))).toEqual([
      'MonthsTooFew',
    ]);
    const long = quoteInstalmentPlan({ ...tenThousandKronor, months: 25 });
    expect(planBoundsCheck(long)).toEqual(['MonthsTooMany']);
    const small = quoteInstalmentPlan({
      ...tenThousandKronor,
      cases: [{ principal: 300_000, interest: 0, fees: 0, annualRateBasisPoints: 1_000 }],
      months: 30,
    });
    expect(small.perMonth).toBeLessThan(20_000);
    expect(planBoundsCheck(small)).toEqual(['MonthsTooMany', 'MonthlyAmountTooLow']);
    expect(planBoundsCheck(small, { minMonths: 31, maxMonths: 36, minMonthlyMinor: 0 })).toEqual([
      'MonthsTooFew',
    ]);
  });
});

describe('isAutoApproved', () => {
  it('accepts at most 12 months and 50 000 kr by default', () => {
    expect(isAutoApproved(quoteInstalmentPlan(tenThousandKronor))).toBe(true);
    expect(isAutoApproved(quoteInstalmentPlan({ ...tenThousandKronor, months: 13 }))).toBe(false);
    const large = quoteInstalmentPlan({
      ...tenThousandKronor,
      cases: [{ principal: 4_900_000, interest: 0, fees: 0, annualRateBasisPoints: 0 }],
    });
    // 49 000 kr + 170 kr set-up + 12 × 60 kr notices = 49 890 kr.
    expect(large.total).toBe(4_989_000);
    expect(isAutoApproved(large)).toBe(true);
    expect(isAutoApproved({ ...large, total: 5_000_001 })).toBe(false);
  });

  it('follows a creditor policy', () => {
    const quote = quoteInstalmentPlan(tenThousandKronor);
    expect(isAutoApproved(quote, { maxMonths: 6, maxTotalMinor: 5_000_000 })).toBe(false);
    expect(isAutoApproved(quote, { maxMonths: 12, maxTotalMinor: 1_000_000 })).toBe(false);
    expect(() => isAutoApproved(quote, { maxMonths: 0, maxTotalMinor: 1 })).toThrow(RangeError);
  });
});
