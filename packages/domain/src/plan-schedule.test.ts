import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CaseLedgerState,
  computeCaseLedger,
  type LedgerFee,
  type LedgerPayment,
} from './case-ledger.ts';
import { type InstalmentPlanQuote, quoteInstalmentPlan } from './instalment-quote.ts';
import { addDays } from './iso-date.ts';
import { planCaseOrder } from './plan-schedule.ts';

/** A case's history before the plan: principal due on `dueDate`, fee lines, and a payment on the quote's day. */
type CaseHistory = {
  originalPrincipal: number;
  rate: number;
  dueDate: string;
  fees: LedgerFee[];
  payments: LedgerPayment[];
};

const QUOTED_ON = '2026-03-10';
const NOTICE_DAYS_BEFORE = 14;

function stateOf(history: CaseHistory): CaseLedgerState {
  return computeCaseLedger({
    originalPrincipal: history.originalPrincipal,
    annualRateBasisPoints: history.rate,
    dueDate: history.dueDate,
    fees: history.fees,
    payments: history.payments,
  });
}

/** Quotes a plan over `histories` as they stand on QUOTED_ON (interest settled by their payment that day). */
function quoteOver(histories: readonly CaseHistory[], months: number) {
  return quoteInstalmentPlan({
    cases: histories.map((history) => {
      const state = stateOf(history);
      return {
        principal: state.remainingPrincipal,
        interest: state.remainingInterest,
        fees: state.remainingFees,
        annualRateBasisPoints: history.rate,
      };
    }),
    currency: 'SEK',
    months,
    firstDueDate: addDays(QUOTED_ON, 30),
    quotedOn: QUOTED_ON,
  });
}

/**
 * Each case's ledger after the plan is paid as the quote schedules it: the set-up fee on the day of the
 * plan is agreed and each notice fee 14 days before its instalment, on the case the instalment pays first, and
 * each case's part of every instalment paid on its due date.
 */
function paidAsScheduled(histories: readonly CaseHistory[], quote: InstalmentPlanQuote): CaseLedgerState[] {
  const fees = histories.map((history) => [...history.fees]);
  const paid = histories.map((history) => [...history.payments]);
  for (const instalment of quote.instalments) {
    const [first] = instalment.split;
    if (!first) throw new Error(`Instalment ${instalment.sequence} pays no case`);
    // The set-up fee the day after the quote, as the payment of the quote's day was before it.
    if (instalment.sequence === 1) fees[first.case]?.push({ date: addDays(QUOTED_ON, 1), amount: 17_000 });
    const noticeDay = addDays(instalment.dueDate, -NOTICE_DAYS_BEFORE);
    fees[first.case]?.push({ date: noticeDay, amount: 6_000 });
    for (const part of instalment.split)
      paid[part.case]?.push({ date: instalment.dueDate, amount: part.amount });
  }
  return histories.map((history, index) =>
    stateOf({ ...history, fees: fees[index] ?? [], payments: paid[index] ?? [] }),
  );
}

const owed = (state: CaseLedgerState) =>
  state.remainingPrincipal + state.remainingInterest + state.remainingFees;

/** 10 000 kr at 10,5 % due 200 days before the quote, a 180 kr collection fee, 500 kr paid on the quote's day. */
const tenThousand: CaseHistory = {
  originalPrincipal: 1_000_000,
  rate: 1_050,
  dueDate: addDays(QUOTED_ON, -200),
  fees: [{ date: addDays(QUOTED_ON, -150), amount: 18_000 }],
  payments: [{ date: QUOTED_ON, amount: 50_000 }],
};

describe('a plan paid as scheduled', () => {
  it('ends at exactly 0 öre after 6 and after 12 months', () => {
    for (const months of [6, 12]) {
      const quote = quoteOver([tenThousand], months);
      const [state] = paidAsScheduled([tenThousand], quote);
      expect(state && owed(state), `${months} months`).toBe(0);
      expect(state?.credit).toBe(0);
    }
  });

  it('pays the case of the highest rate first and each case to exactly 0', () => {
    const cheap: CaseHistory = { ...tenThousand, originalPrincipal: 300_000, rate: 800 };
    const dear: CaseHistory = { ...tenThousand, originalPrincipal: 200_000, rate: 2_000 };
    expect(planCaseOrder([{ annualRateBasisPoints: 800 }, { annualRateBasisPoints: 2_000 }])).toEqual([1, 0]);
    const quote = quoteOver([cheap, dear, tenThousand], 12);
    expect(quote.instalments[0]?.split[0]?.case).toBe(1);
    const states = paidAsScheduled([cheap, dear, tenThousand], quote);
    expect(states.map(owed)).toEqual([0, 0, 0]);
    expect(states.map((state) => state.credit)).toEqual([0, 0, 0]);
  });

  const caseHistory = fc.record({
    originalPrincipal: fc.integer({ min: 50_000, max: 5_000_000 }),
    rate: fc.integer({ min: 0, max: 3_000 }),
    daysLate: fc.integer({ min: 0, max: 700 }),
    fee: fc.integer({ min: 0, max: 50_000 }),
    paidOnQuoteDay: fc.integer({ min: 0, max: 40_000 }),
  });

  it('ends at 0 on every case, and each split adds up to its instalment, for any debts, rates and months', () => {
    fc.assert(
      fc.property(
        fc.array(caseHistory, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 2, max: 24 }),
        (drawn, months) => {
          const histories: CaseHistory[] = drawn.map((c) => ({
            originalPrincipal: c.originalPrincipal,
            rate: c.rate,
            dueDate: addDays(QUOTED_ON, -c.daysLate),
            fees: [{ date: addDays(QUOTED_ON, -c.daysLate), amount: c.fee }],
            payments: [{ date: QUOTED_ON, amount: c.paidOnQuoteDay }],
          }));
          let quote: InstalmentPlanQuote;
          try {
            quote = quoteOver(histories, months);
          } catch (error) {
            // Only a debt too small for whole-krona instalments may be refused.
            expect(String(error)).toMatch(/too small/);
            return;
          }
          for (const instalment of quote.instalments) {
            const parts = instalment.split.reduce((sum, part) => sum + part.amount, 0);
            expect(parts).toBe(instalment.amount);
            expect(instalment.split.every((part) => part.amount > 0)).toBe(true);
          }
          const states = paidAsScheduled(histories, quote);
          expect(states.map(owed)).toEqual(histories.map(() => 0));
          expect(states.map((state) => state.credit)).toEqual(histories.map(() => 0));
        },
      ),
      { numRuns: 200 },
    );
  });
});
