import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCaseLedger, interestSince, paidPerFeeLine } from './case-ledger.ts';
import { dayNumberToIsoDate, isoDateToDayNumber } from './iso-date.ts';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';

describe('computeCaseLedger', () => {
  it('accrues interest from the day after the due date and pays fees, then interest, then principal', () => {
    // 10 000 kr at 10 % a year, due 2026-01-01; a 180 kr fee on 2026-01-15; 1 000 kr paid 2026-03-02.
    const state = computeCaseLedger({
      originalPrincipal: 1_000_000,
      annualRateBasisPoints: 1000,
      dueDate: '2026-01-01',
      fees: [{ date: '2026-01-15', amount: 18_000 }],
      payments: [{ date: '2026-03-02', amount: 100_000 }],
    });
    // Interest 2026-01-02..2026-03-02 = 60 days: 1 000 000 × 0.10 × 60 / 365 = 16 438.36 → 16 438 öre.
    expect(state.allocations[0]).toEqual({ fees: 18_000, interest: 16_438, principal: 65_562, credit: 0 });
    expect(state.remainingPrincipal).toBe(934_438);
    expect(state.remainingInterest).toBe(0);
    expect(state.remainingFees).toBe(0);
    expect(state.paidSum).toBe(100_000);
    expect(state.accruedUntil).toBe('2026-03-02');
    // From there interest runs on the lower principal: 31 days to 2026-04-02.
    expect(interestSince(state, 1000, '2026-04-02')).toBe(Math.round((934_438 * 0.1 * 31) / 365));
  });

  it('keeps an overpayment as credit', () => {
    const state = computeCaseLedger({
      originalPrincipal: 50_000,
      annualRateBasisPoints: 0,
      dueDate: '2026-01-01',
      fees: [{ date: '2026-01-01', amount: 6_000 }],
      payments: [{ date: '2026-02-01', amount: 60_000 }],
    });
    expect(state).toMatchObject({ remainingPrincipal: 0, remainingFees: 0, credit: 4_000, paidSum: 60_000 });
  });

  it('registers a deduction as a negative payment undoing principal, then interest, then fees', () => {
    // 1 000 kr, no interest, a 60 kr fee; 500 kr paid, then a deduction of 480 kr the same day, stored first.
    const state = computeCaseLedger({
      originalPrincipal: 100_000,
      annualRateBasisPoints: 0,
      dueDate: '2026-01-01',
      fees: [{ date: '2026-01-01', amount: 6_000 }],
      payments: [
        { date: '2026-02-01', amount: -48_000 },
        { date: '2026-02-01', amount: 50_000 },
      ],
    });
    expect(state.allocations[1]).toEqual({ fees: 6_000, interest: 0, principal: 44_000, credit: 0 });
    expect(state.allocations[0]).toEqual({ fees: -4_000, interest: 0, principal: -44_000, credit: 0 });
    expect(state).toMatchObject({
      remainingPrincipal: 100_000,
      remainingFees: 4_000,
      paidFees: 2_000,
      paidPrincipal: 0,
      paidSum: 2_000,
      credit: 0,
    });
  });

  it('balances: what was owed equals what remains plus what was paid', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 5 }),
        fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 5_000_000 }) }), { maxLength: 5 }),
        (principal, rate, fees, payments) => {
          const s = computeCaseLedger({
            originalPrincipal: principal,
            annualRateBasisPoints: rate,
            dueDate: '2026-01-01',
            fees,
            payments,
          });
          const feeTotal = fees.reduce((n, f) => n + f.amount, 0);
          expect(s.paidPrincipal + s.remainingPrincipal).toBe(principal);
          expect(s.paidFees + s.remainingFees).toBe(feeTotal);
          expect(s.paidPrincipal + s.paidInterest + s.paidFees + s.credit).toBe(s.paidSum);
          for (const v of [s.remainingPrincipal, s.remainingInterest, s.remainingFees, s.credit])
            expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('paidPerFeeLine', () => {
  it('pays the oldest fee lines first', () => {
    expect(paidPerFeeLine([6_000, 18_000, 30_000], 20_000)).toEqual([6_000, 14_000, 0]);
    expect(paidPerFeeLine([6_000, 18_000], 0)).toEqual([0, 0]);
    expect(paidPerFeeLine([6_000], 9_000)).toEqual([6_000]);
  });
});

describe('a case at a margin over the reference rate', () => {
  const statutory = { marginBp: 800, referenceRates: PUBLISHED_REFERENCE_RATES };

  it('settles interest at each payment at the rates in force over the days since the last one', () => {
    // 10 000 kr due 2025-05-31; 1 000 kr paid 2025-07-30: 30 days at 10,50 % and 30 at 10 %:
    // 1 000 000 × (30 × 1 050 + 30 × 1 000) / 3 650 000 = 16 849.32 → 16 849 öre.
    const state = computeCaseLedger({
      originalPrincipal: 1_000_000,
      annualRateBasisPoints: statutory,
      dueDate: '2025-05-31',
      fees: [],
      payments: [{ date: '2025-07-30', amount: 100_000 }],
    });
    expect(state.allocations[0]).toEqual({ fees: 0, interest: 16_849, principal: 83_151, credit: 0 });
    expect(interestSince(state, statutory, '2025-08-30')).toBe(Math.round((916_849 * 0.1 * 31) / 365));
  });

  it('gives exactly the figures of a fixed 10 % for a case whose life lies inside 2025-07-01..2026-06-30', () => {
    const first = isoDateToDayNumber('2025-06-30');
    const last = isoDateToDayNumber('2026-06-30');
    const day = fc.integer({ min: first, max: last }).map(dayNumberToIsoDate);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        day,
        fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 5 }),
        fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 5_000_000 }) }), { maxLength: 5 }),
        day,
        (principal, dueDate, fees, payments, asOf) => {
          const history = { originalPrincipal: principal, dueDate, fees, payments };
          const followed = computeCaseLedger({ ...history, annualRateBasisPoints: statutory });
          const fixed = computeCaseLedger({ ...history, annualRateBasisPoints: 1_000 });
          expect(followed).toEqual(fixed);
          expect(interestSince(followed, statutory, asOf)).toBe(interestSince(fixed, 1_000, asOf));
        },
      ),
    );
  });
});
