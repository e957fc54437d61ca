import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  accruedInterestOverPeriods,
  defaultLateInterestRateBp,
  LATE_INTEREST_MARGIN_BP,
  lateInterestRateOn,
  statutoryLateInterest,
} from './interest.ts';
import { addDays, dayNumberToIsoDate, isoDateToDayNumber } from './iso-date.ts';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';
import { hasReferenceRateOn } from './reference-rates.ts';

describe('default late-payment rate', () => {
  it('is the reference rate plus 8 percentage points', () => {
    expect(defaultLateInterestRateBp(200)).toBe(1_000);
    // The reference rate was −0.50 % in 2016–2019, giving 7.50 %.
    expect(defaultLateInterestRateBp(-50)).toBe(750);
  });

  it('refuses fractional basis points', () => {
    expect(() => defaultLateInterestRateBp(2.5)).toThrow(RangeError);
  });
});

describe('accruedInterest', () => {
  it('charges 1 000 kr at 10 % for 30 days as 8,22 kr', () => {
    // 100 000 öre × 0.10 × 30 / 365 = 821.92 öre → 822.
    expect(
      accruedInterest({
        principal: 100_000,
        annualRateBasisPoints: 1_000,
        from: '2026-01-31',
        to: '2026-03-02',
      }),
    ).toBe(822);
  });

  it('starts the day after the due date and includes `to`', () => {
    // One day: 100 000 × 0.10 / 365 = 27.40 öre → 27.
    expect(
      accruedInterest({
        principal: 100_000,
        annualRateBasisPoints: 1_000,
        from: '2026-01-31',
        to: '2026-02-01',
      }),
    ).toBe(27);
  });

  it('is nothing on or before the due date', () => {
    const base = { principal: 100_000, annualRateBasisPoints: 1_000, from: '2026-01-31' };
    expect(accruedInterest({ ...base, to: '2026-01-31' })).toBe(0);
    expect(accruedInterest({ ...base, to: '2026-01-01' })).toBe(0);
  });

  it('counts actual days over 365, so a leap year earns a day more', () => {
    const base = { principal: 10_000_000, annualRateBasisPoints: 1_000 };
    expect(accruedInterest({ ...base, from: '2025-03-01', to: '2026-03-01' })).toBe(1_000_000);
    // 366 days: 1 002 739.73 öre → 1 002 740.
    expect(accruedInterest({ ...base, from: '2024-01-01', to: '2025-01-01' })).toBe(1_002_740);
  });

  it('rounds half an öre up and less than half down', () => {
    // 1 825 öre × 0.10 / 365 = exactly 0.5 öre.
    expect(
      accruedInterest({
        principal: 1_825,
        annualRateBasisPoints: 1_000,
        from: '2026-01-01',
        to: '2026-01-02',
      }),
    ).toBe(1);
    expect(
      accruedInterest({
        principal: 1_824,
        annualRateBasisPoints: 1_000,
        from: '2026-01-01',
        to: '2026-01-02',
      }),
    ).toBe(0);
  });

  it('refuses bad input', () => {
    const base = { principal: 100_000, annualRateBasisPoints: 1_000, from: '2026-01-31', to: '2026-03-02' };
    expect(() => accruedInterest({ ...base, principal: 100.5 })).toThrow(RangeError);
    expect(() => accruedInterest({ ...base, principal: -1 })).toThrow(RangeError);
    expect(() => accruedInterest({ ...base, annualRateBasisPoints: -1 })).toThrow(RangeError);
    expect(() => accruedInterest({ ...base, annualRateBasisPoints: 1_000.5 })).toThrow(RangeError);
    expect(() => accruedInterest({ ...base, to: '2026-02-30' })).toThrow(RangeError);
  });

  it('is exact for the largest amounts', () => {
    const largest = { principal: Number.MAX_SAFE_INTEGER, annualRateBasisPoints: 1_000 };
    // 9 007 199 254 740 991 × 0.10 = 900 719 925 474 099.1 → 900 719 925 474 099.
    expect(accruedInterest({ ...largest, from: '2025-03-01', to: '2026-03-01' })).toBe(900_719_925_474_099);
  });

  it('stays within half an öre of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: -30, max: 3_000 }),
        (principal, rate, days) => {
          const interest = accruedInterest({
            principal,
            annualRateBasisPoints: rate,
            from: '2026-01-31',
            to: addDays('2026-01-31', days),
          });
          expect(Number.isSafeInteger(interest)).toBe(true);
          const exactTimesDenominator = BigInt(principal) * BigInt(rate) * BigInt(Math.max(days, 0));
          const denominator = 3_650_000n;
          const error = BigInt(interest) * denominator - exactTimesDenominator;
          // −½ < interest − exact ≤ ½ (half up).
          expect(2n * error > -denominator && 2n * error <= denominator).toBe(true);
        },
      ),
    );
  });
});

describe('accruedInterestOverPeriods', () => {
  it('adds up periods of different principal and rounds once', () => {
    // (100 000 × 30 + 50 000 × 30) × 0.10 / 365 = 1 232.88 öre → 1 233.
    const periods = [
      { principal: 100_000, from: '2026-01-31', to: '2026-03-02' },
      { principal: 50_000, from: '2026-03-02', to: '2026-04-01' },
    ];
    expect(accruedInterestOverPeriods(periods, 1_000)).toBe(1_233);
  });

  it('rounds the total, not each period', () => {
    // Each day alone is 0.27 öre (→ 0); the two days together are 0.55 öre (→ 1).
    const periods = [
      { principal: 1_000, from: '2026-01-01', to: '2026-01-02' },
      { principal: 1_000, from: '2026-01-02', to: '2026-01-03' },
    ];
    expect(accruedInterestOverPeriods(periods, 1_000)).toBe(1);
  });

  it('ignores empty periods and gives 0 for none', () => {
    expect(accruedInterestOverPeriods([], 1_000)).toBe(0);
    const periods = [
      { principal: 100_000, from: '2026-03-01', to: '2026-03-01' },
      { principal: 100_000, from: '2026-01-31', to: '2026-03-02' },
    ];
    expect(accruedInterestOverPeriods(periods, 1_000)).toBe(822);
  });

  it('refuses overlapping or unordered periods', () => {
    const overlapping = [
      { principal: 1_000, from: '2026-01-01', to: '2026-01-10' },
      { principal: 500, from: '2026-01-05', to: '2026-01-20' },
    ];
    expect(() => accruedInterestOverPeriods(overlapping, 1_000)).toThrow(RangeError);
    const unordered = [
      { principal: 500, from: '2026-02-01', to: '2026-02-10' },
      { principal: 1_000, from: '2026-01-01', to: '2026-01-10' },
    ];
    expect(() => accruedInterestOverPeriods(unordered, 1_000)).toThrow(RangeError);
  });

  it('equals a single period however that period is split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 8 }),
        fc.integer({ min: 19_000, max: 22_000 }),
        (principal, rate, lengths, start) => {
          const from = dayNumberToIsoDate(start);
          const periods = [];
          let cursor = from;
          for (const length of lengths) {
            const next = addDays(cursor, length);
            periods.push({ principal, from: cursor, to: next });
            cursor = next;
          }
          const whole = accruedInterest({ principal, annualRateBasisPoints: rate, from, to: cursor });
          expect(accruedInterestOverPeriods(periods, rate)).toBe(whole);
        },
      ),
    );
  });
});

describe('interest at a margin over the reference rate of each day', () => {
  const statutory = { marginBp: LATE_INTEREST_MARGIN_BP, referenceRates: PUBLISHED_REFERENCE_RATES };

  it('gives the rate in force on a day: 10,50 % in the first half of 2025, 10 % in the second', () => {
    expect(lateInterestRateOn(statutory, '2025-06-30')).toBe(1_050);
    expect(lateInterestRateOn(statutory, '2025-07-01')).toBe(1_000);
    expect(lateInterestRateOn(1_200, '2025-06-30')).toBe(1_200);
  });

  it('charges each part of a period at its own rate and rounds once', () => {
    // 2025-06-16..06-30 at 10,50 % and 07-01..07-15 at 10 %: 100 000 × (15 × 1 050 + 15 × 1 000) / 3 650 000
    // = 842.47 öre → 842 (a fixed 10 % gives 821.92 → 822).
    const period = { principal: 100_000, from: '2025-06-15', to: '2025-07-15' };
    expect(accruedInterest({ ...period, annualRateBasisPoints: statutory })).toBe(842);
    expect(accruedInterest({ ...period, annualRateBasisPoints: 1_000 })).toBe(822);
  });

  it('splits periods of constant principal at every change of rate', () => {
    // 100 000 öre for 2024-12-02..2025-01-31 (30 days at 12 %, 31 at 10,50 %), then 50 000 öre to 2025-07-31
    // (150 days at 10,50 %, 31 at 10 %): (100 000 × (30 × 1 200 + 31 × 1 050) + 50 000 × (150 × 1 050 +
    // 31 × 1 000)) / 3 650 000 = 4 460.27 öre → 4 460.
    const periods = [
      { principal: 100_000, from: '2024-12-01', to: '2025-01-31' },
      { principal: 50_000, from: '2025-01-31', to: '2025-07-31' },
    ];
    expect(accruedInterestOverPeriods(periods, statutory)).toBe(4_460);
  });

  it('refuses a margin that is not whole basis points', () => {
    const period = { principal: 100_000, from: '2025-06-15', to: '2025-07-15' };
    expect(() =>
      accruedInterest({ ...period, annualRateBasisPoints: { ...statutory, marginBp: 800.5 } }),
    ).toThrow(RangeError);
    // A margin that would make a day's rate negative.
    expect(() =>
      accruedInterest({ ...period, annualRateBasisPoints: { ...statutory, marginBp: -300 } }),
    ).toThrow(RangeError);
  });

  it('equals a fixed 10 % for any stretch inside 2025-07-01..2026-06-30', () => {
    const first = isoDateToDayNumber('2025-06-30');
    const last = isoDateToDayNumber('2026-06-30');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: first, max: last }),
        fc.integer({ min: first, max: last }),
        (principal, a, b) => {
          const period = {
            principal,
            from: dayNumberToIsoDate(Math.min(a, b)),
            to: dayNumberToIsoDate(Math.max(a, b)),
          };
          expect(accruedInterest({ ...period, annualRateBasisPoints: statutory })).toBe(
            accruedInterest({ ...period, annualRateBasisPoints: 1_000 }),
          );
        },
      ),
    );
  });

  it('stays within half an öre of the sum, day by day, of principal × the rate of the day / 365', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: isoDateToDayNumber('2021-12-31'), max: isoDateToDayNumber('2026-12-31') }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 2_000 }),
        (principal, start, days, marginBp) => {
          const from = dayNumberToIsoDate(start);
          const rate = { marginBp, referenceRates: PUBLISHED_REFERENCE_RATES };
          const interest = accruedInterest({
            principal,
            annualRateBasisPoints: rate,
            from,
            to: addDays(from, days),
          });
          let exactTimesDenominator = 0n;
          for (let day = 1; day <= days; day++)
            if (hasReferenceRateOn(PUBLISHED_REFERENCE_RATES, addDays(from, day)))
              exactTimesDenominator +=
                BigInt(principal) * BigInt(lateInterestRateOn(rate, addDays(from, day)));
          const denominator = 3_650_000n;
          const error = BigInt(interest) * denominator - exactTimesDenominator;
          expect(2n * error > -denominator && 2n * error <= denominator).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('statutoryLateInterest', () => {
  it('follows the reference rate from the rate in force on the day of registration', () => {
    expect(statutoryLateInterest(PUBLISHED_REFERENCE_RATES, '2026-06-25')).toEqual({
      rateBp: 1_000,
      marginBp: 800,
    });
    expect(statutoryLateInterest(PUBLISHED_REFERENCE_RATES, '2024-03-20')).toEqual({
      rateBp: 1_200,
      marginBp: 800,
    });
  });

  it("charges a claim whose interest began in 2019 each half-year's own rate", () => {
    const rate = statutoryLateInterest(PUBLISHED_REFERENCE_RATES, '2026-06-25');
    const charged = accruedInterest({
      principal: 1_000_000,
      annualRateBasisPoints: { marginBp: rate.marginBp, referenceRates: PUBLISHED_REFERENCE_RATES },
      from: '2019-03-31',
      to: '2020-03-31',
    });
    // 2019-04-01..06-30 (91 days) at 7,50 % and 2019-07-01..2020-03-31 (275 days) at 8 %:
    // 1 000 000 × (91 × 750 + 275 × 800) / 3 650 000 = 78 972.60 öre.
    expect(charged).toBe(78_973);
  });
});

describe('interest over a half-year whose reference rate is not on file', () => {
  const statutory = { marginBp: LATE_INTEREST_MARGIN_BP, referenceRates: PUBLISHED_REFERENCE_RATES };

  it("is not computed at the previous half-year's rate", () => {
    // 2026-06-01..06-30 at 10 %: 1 000 000 × 30 × 1 000 / 3 650 000 = 8 219.18 öre; 1 July on counts nothing yet.
    expect(
      accruedInterest({
        principal: 1_000_000,
        annualRateBasisPoints: statutory,
        from: '2026-05-31',
        to: '2026-12-06',
      }),
    ).toBe(8_219);
    const entered = {
      ...statutory,
      referenceRates: [...PUBLISHED_REFERENCE_RATES, { validFrom: '2026-07-01', rateBp: 150 }],
    };
    // Once entered, 2026-07-01..12-06 (159 days) at 9,50 %: + 1 000 000 × 159 × 950 / 3 650 000 = 41 383.56.
    expect(
      accruedInterest({
        principal: 1_000_000,
        annualRateBasisPoints: entered,
        from: '2026-05-31',
        to: '2026-12-06',
      }),
    ).toBe(49_603);
  });

  it('is forecast at the latest rate on file, for a quote only', () => {
    expect(lateInterestRateOn(statutory, '2026-12-06')).toBe(1_000);
  });
});
