import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_DAYS_AHEAD,
  balanceDayRefusal,
  type CaseLedgerInput,
  caseBalanceOn,
  computeCaseLedger,
  interestSince,
} from './case-ledger.ts';
import { addDays } from './iso-date.ts';

const dueDate = '2026-01-01';
const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays(dueDate, n));
const history = fc.record({
  originalPrincipal: fc.integer({ min: 1, max: 10_000_000 }),
  annualRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
  dueDate: fc.constant(dueDate),
  fees: fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 50_000 }) }), { maxLength: 4 }),
  payments: fc.array(fc.record({ date: day, amount: fc.integer({ min: 1, max: 2_000_000 }) }), {
    maxLength: 5,
  }),
}) as fc.Arbitrary<CaseLedgerInput>;

describe('caseBalanceOn', () => {
  it('on a day after the whole history is the ledger’s balance with interest to that day', () => {
    fc.assert(
      fc.property(history, (input) => {
        const asOf = addDays(dueDate, 500);
        const state = computeCaseLedger(input);
        const interest = state.remainingInterest + interestSince(state, input.annualRateBasisPoints, asOf);
        expect(caseBalanceOn(input, asOf)).toMatchObject({
          remainingPrincipal: state.remainingPrincipal,
          remainingInterest: interest,
          remainingFees: state.remainingFees,
          remainingAmount: state.remainingPrincipal + interest + state.remainingFees,
          paidSum: state.paidSum,
        });
      }),
    );
  });

  it('leaves out what happened after the day: the history cut at the day gives the same balance', () => {
    fc.assert(
      fc.property(history, day, (input, asOf) => {
        const cut = {
          ...input,
          fees: input.fees.filter((fee) => fee.date <= asOf),
          payments: input.payments.filter((payment) => payment.date <= asOf),
        };
        expect(caseBalanceOn(input, asOf)).toEqual(caseBalanceOn(cut, asOf));
        expect(caseBalanceOn(input, asOf).paidSum).toBe(cut.payments.reduce((sum, p) => sum + p.amount, 0));
      }),
    );
  });

  it('owes what was registered, with interest, before the first payment', () => {
    // 10 000 kr at 10 % a year from 2026-01-02; paid in full on 2026-03-02; asked for 2026-02-01 (31 days).
    const input: CaseLedgerInput = {
      originalPrincipal: 1_000_000,
      annualRateBasisPoints: 1000,
      dueDate,
      fees: [{ date: '2026-01-15', amount: 18_000 }],
      payments: [{ date: '2026-03-02', amount: 1_034_438 }],
    };
    expect(caseBalanceOn(input, '2026-02-01')).toMatchObject({
      remainingPrincipal: 1_000_000,
      remainingInterest: Math.round((1_000_000 * 0.1 * 31) / 365),
      remainingFees: 18_000,
      paidSum: 0,
    });
    expect(caseBalanceOn(input, '2026-03-02').remainingAmount).toBe(0);
  });
});

describe('balanceDayRefusal', () => {
  it('refuses a day before registration and more than a year ahead, and takes the days between', () => {
    const today = '2026-12-06';
    expect(balanceDayRefusal('2026-05-31', today, '2026-06-01')).toBe('BeforeRegistration');
    expect(balanceDayRefusal('2026-06-01', today, '2026-06-01')).toBeNull();
    expect(balanceDayRefusal(addDays(today, BALANCE_DAYS_AHEAD), today)).toBeNull();
    expect(balanceDayRefusal(addDays(today, BALANCE_DAYS_AHEAD + 1), today)).toBe('TooFarAhead');
  });
});
