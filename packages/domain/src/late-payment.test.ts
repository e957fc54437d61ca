import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCaseLedger, paidPerFeeLine } from './case-ledger.ts';
import { dayNumberToIsoDate, isoDateToDayNumber } from './iso-date.ts';
import {
  type CaseFeeLine,
  type CaseStepTaken,
  type LatePaymentInput,
  UNDOABLE_CASE_STEPS,
  undoUnnecessarySteps,
} from './late-payment.ts';

// 1 000 kr due 2026-01-01, no interest, so the figures are plain.
const debt = { originalPrincipal: 100_000, annualRateBasisPoints: 0, dueDate: '2026-01-01' } as const;
const demand: CaseFeeLine = { type: 'collectionDemand', date: '2026-02-02', amount: 18_000, credited: false };
const application: CaseFeeLine = {
  type: 'enforcementApplication',
  date: '2026-02-20',
  amount: 30_000,
  credited: false,
};
const demanded: CaseStepTaken = { action: 'collectionDemand', takenOn: '2026-02-02', undone: false };
const applied: CaseStepTaken = { action: 'enforcementApplication', takenOn: '2026-02-20', undone: false };

describe('undoUnnecessarySteps', () => {
  it('undoes a collection demand taken after a payment, dated before it, that settled the debt', () => {
    const outcome = undoUnnecessarySteps({
      ...debt,
      fees: [demand],
      payments: [{ date: '2026-02-01', amount: 100_000 }],
      steps: [demanded],
    });
    expect(outcome.undoneSteps).toEqual([0]);
    expect(outcome.creditedFees).toEqual([0]);
    expect(outcome.ledger).toMatchObject({ remainingPrincipal: 0, remainingFees: 0, credit: 0 });
  });

  it('credits a business debtor’s 450 kr compensation, charged with the demand in its fee’s place, when it undoes the demand', () => {
    const compensation: CaseFeeLine = { ...demand, type: 'latePaymentCompensation', amount: 45_000 };
    const outcome = undoUnnecessarySteps({
      ...debt,
      fees: [compensation],
      payments: [{ date: '2026-02-01', amount: 100_000 }],
      steps: [demanded],
    });
    expect(outcome.undoneSteps).toEqual([0]);
    expect(outcome.creditedFees).toEqual([0]);
    expect(outcome.ledger).toMatchObject({ remainingPrincipal: 0, remainingFees: 0, credit: 0 });
  });

  it('counts a payment dated the step’s own day, and undoes every later step the debt was settled for', () => {
    const outcome = undoUnnecessarySteps({
      ...debt,
      fees: [demand, application],
      payments: [{ date: '2026-02-02', amount: 100_000 }],
      steps: [applied, demanded],
    });
    expect(outcome.undoneSteps).toEqual([1, 0]);
    expect(outcome.creditedFees).toEqual([0, 1]);
  });

  it('undoes only the application when the demand’s fee was paid too before the application’s day', () => {
    const outcome = undoUnnecessarySteps({
      ...debt,
      fees: [demand, application],
      payments: [{ date: '2026-02-19', amount: 118_000 }],
      steps: [demanded, applied],
    });
    expect(outcome.undoneSteps).toEqual([1]);
    expect(outcome.creditedFees).toEqual([1]);
    expect(outcome.ledger).toMatchObject({ remainingFees: 0, paidFees: 18_000, credit: 0 });
  });

  it('undoes nothing for a partial payment: the step was needed', () => {
    const outcome = undoUnnecessarySteps({
      ...debt,
      fees: [demand],
      payments: [{ date: '2026-02-01', amount: 99_999 }],
      steps: [demanded],
    });
    expect(outcome.undoneSteps).toEqual([]);
    expect(outcome.ledger.remainingFees + outcome.ledger.remainingPrincipal).toBe(18_001);
  });

  it('undoes an application made for a debt a payment dated before it left under the client’s minimum', () => {
    // Owed on the application's day: 1 000 + 180 kr − 950 kr = 230 kr, under a minimum of 300 kr.
    const input = {
      ...debt,
      fees: [demand, application],
      payments: [{ date: '2026-02-19', amount: 95_000 }],
      steps: [demanded, applied],
    };
    expect(undoUnnecessarySteps({ ...input, enforcementMinimum: 30_000 })).toMatchObject({
      undoneSteps: [1],
      creditedFees: [1],
    });
    // At or under what was owed, the minimum leaves the application standing; the demand never counts it.
    expect(undoUnnecessarySteps({ ...input, enforcementMinimum: 23_000 }).undoneSteps).toEqual([]);
  });

  it('undoes nothing for a payment dated after the step, and leaves a step undone before undone', () => {
    const after = undoUnnecessarySteps({
      ...debt,
      fees: [demand],
      payments: [{ date: '2026-02-03', amount: 200_000 }],
      steps: [demanded],
    });
    expect(after.undoneSteps).toEqual([]);
    const again = undoUnnecessarySteps({
      ...debt,
      fees: [{ ...demand, credited: true }],
      payments: [{ date: '2026-02-01', amount: 100_000 }],
      steps: [{ ...demanded, undone: true }],
    });
    expect(again).toMatchObject({ undoneSteps: [], creditedFees: [] });
    expect(again.ledger.remainingFees).toBe(0);
  });

  it('counts interest owed on the step’s day: a payment of the principal alone undoes nothing', () => {
    const outcome = undoUnnecessarySteps({
      ...debt,
      annualRateBasisPoints: 1_000,
      fees: [demand],
      payments: [{ date: '2026-02-01', amount: 100_000 }],
      steps: [demanded],
    });
    expect(outcome.undoneSteps).toEqual([]);
  });
});

describe('credit and fees charged later', () => {
  it('pays a fee charged after an overpayment from the credit, and moves it in the payment’s allocation', () => {
    const state = computeCaseLedger({
      ...debt,
      fees: [{ date: '2026-03-01', amount: 60_000 }],
      payments: [
        { date: '2026-02-01', amount: 130_000 },
        { date: '2026-02-10', amount: 50_000 },
      ],
    });
    expect(state).toMatchObject({ remainingFees: 0, paidFees: 60_000, credit: 20_000 });
    expect(state.allocations).toEqual([
      { fees: 30_000, interest: 0, principal: 100_000, credit: 0 },
      { fees: 30_000, interest: 0, principal: 0, credit: 20_000 },
    ]);
  });

  it('leaves the rest of a fee larger than the credit open, and no credit beside it', () => {
    const state = computeCaseLedger({
      ...debt,
      fees: [{ date: '2026-03-01', amount: 60_000 }],
      payments: [{ date: '2026-02-01', amount: 110_000 }],
    });
    expect(state).toMatchObject({ remainingFees: 50_000, paidFees: 10_000, credit: 0 });
  });
});

describe('a replayed case (property)', () => {
  const first = isoDateToDayNumber('2026-01-02');
  const day = fc.integer({ min: first, max: first + 120 }).map(dayNumberToIsoDate);
  const history = fc.record({
    originalPrincipal: fc.integer({ min: 1, max: 500_000 }),
    annualRateBasisPoints: fc.integer({ min: 0, max: 2_000 }),
    steps: fc.array(fc.record({ action: fc.constantFrom(...UNDOABLE_CASE_STEPS), takenOn: day }), {
      maxLength: 4,
    }),
    otherFees: fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 100_000 }) }), {
      maxLength: 3,
    }),
    payments: fc.array(fc.record({ date: day, amount: fc.integer({ min: 0, max: 700_000 }) }), {
      maxLength: 5,
    }),
  });
  const inputOf = (h: typeof history extends fc.Arbitrary<infer T> ? T : never): LatePaymentInput => {
    const stepFees = h.steps.flatMap((step) =>
      step.action === 'secondNotice'
        ? []
        : [{ type: step.action, date: step.takenOn, amount: 18_000, credited: false }],
    );
    return {
      originalPrincipal: h.originalPrincipal,
      annualRateBasisPoints: h.annualRateBasisPoints,
      dueDate: '2026-01-01',
      fees: [...stepFees, ...h.otherFees.map((fee) => ({ ...fee, type: 'planSetup', credited: false }))],
      payments: h.payments,
      steps: h.steps.map((step) => ({ ...step, undone: false })),
    };
  };

  it('never holds an open fee beside credit, conserves every payment and never pays a credited fee', () => {
    fc.assert(
      fc.property(history, (h) => {
        const input = inputOf(h);
        const { ledger, creditedFees, undoneSteps } = undoUnnecessarySteps(input);
        expect(ledger.remainingFees > 0 && ledger.credit > 0).toBe(false);
        const paid = h.payments.reduce((sum, payment) => sum + payment.amount, 0);
        expect(ledger.paidFees + ledger.paidInterest + ledger.paidPrincipal + ledger.credit).toBe(paid);
        for (const [place, allocation] of ledger.allocations.entries())
          expect(allocation.fees + allocation.interest + allocation.principal + allocation.credit).toBe(
            h.payments[place]?.amount,
          );
        const standing = input.fees.filter((_fee, place) => !creditedFees.includes(place));
        const charged = standing.reduce((sum, fee) => sum + fee.amount, 0);
        expect(ledger.paidFees + ledger.remainingFees).toBe(charged);
        expect(
          paidPerFeeLine(
            standing.map((fee) => fee.amount),
            ledger.paidFees,
          ).reduce((a, b) => a + b, 0),
        ).toBe(ledger.paidFees);
        // Replayed again with what it credited, the case undoes nothing more and settles the same.
        const again = undoUnnecessarySteps({
          ...input,
          fees: input.fees.map((fee, place) => ({ ...fee, credited: creditedFees.includes(place) })),
          steps: input.steps.map((step, place) => ({ ...step, undone: undoneSteps.includes(place) })),
        });
        expect(again.undoneSteps).toEqual([]);
        expect(again.ledger).toEqual(ledger);
      }),
    );
  });
});
