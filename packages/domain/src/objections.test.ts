import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBankDays, PAYMENT_TRANSIT_BANK_DAYS } from './bank-days.ts';
import { caseHolds, holdResumesOn, isPostponedOn, postponementEndsOn } from './case-hold.ts';
import { computeCaseLedger } from './case-ledger.ts';
import { type CaseFacts, nextCaseStep, type ProcessPolicy } from './collection-process.ts';
import { enforcementWithdrawal } from './enforcement.ts';
import { addDays } from './iso-date.ts';
import {
  isAtKronofogden,
  latestPostponementWithinPolicy,
  POSTPONEMENT_MAX_DAYS,
  postponementOutcome,
} from './objections.ts';
import type { TakenStep } from './process-steps.ts';

const policy: ProcessPolicy = {
  reminderAfterDays: 10,
  collectionAfterReminderDays: 5,
  afterDemand: 'enforcement',
  instalmentNoticeDaysBefore: 14,
  instalmentReminderAfterDays: 7,
  planMissedInstalmentsToTerminate: 2,
  enforcementMinimum: 30_000,
};

const demand: TakenStep = { action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' };
const collectionCase = (overrides: Partial<CaseFacts> = {}): CaseFacts => ({
  status: 'Collection',
  dueDate: '2026-09-30',
  registrationDate: '2026-11-02',
  owes: true,
  balance: 125_000,
  lastPaymentOn: null,
  lastDeductionOn: null,
  pausedUntil: null,
  pendingProposal: false,
  steps: [demand],
  ...overrides,
});
const isoDay = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2025-01-01', offset));

describe('postponementOutcome', () => {
  it('approves the first request of a case up to 30 days ahead, sends later or repeated ones to a handler', () => {
    const today = '2026-12-06';
    expect(postponementOutcome({ today, newDueDate: addDays(today, 14), earlierRequests: 0 })).toEqual({
      status: 'approved',
    });
    expect(
      postponementOutcome({ today, newDueDate: latestPostponementWithinPolicy(today), earlierRequests: 0 }),
    ).toEqual({ status: 'approved' });
    expect(
      postponementOutcome({
        today,
        newDueDate: addDays(today, POSTPONEMENT_MAX_DAYS + 1),
        earlierRequests: 0,
      }),
    ).toEqual({ status: 'pending' });
    expect(postponementOutcome({ today, newDueDate: addDays(today, 5), earlierRequests: 1 })).toEqual({
      status: 'pending',
    });
    expect(postponementOutcome({ today, newDueDate: today, earlierRequests: 0 })).toEqual({
      refused: 'NewDueDateNotAfterToday',
    });
    expect(postponementOutcome({ today, newDueDate: addDays(today, 400), earlierRequests: 0 })).toEqual({
      refused: 'NewDueDateTooFar',
    });
  });
});

describe('the holds of objections and postponements', () => {
  it('an open objection holds the case on every day: no step of any kind', () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.constantFrom('PreCollection', 'Collection', 'Inkasso', 'Verdict' as const),
        (day, status) => {
          const facts = collectionCase({ status, openObjection: true });
          expect(caseHolds(facts, day)).toEqual(['objection']);
          expect(nextCaseStep(facts, policy, day)).toBeNull();
        },
      ),
    );
  });

  it('a postponement holds until its new due date and the bank days a payment takes, then the step falls due', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 30 }), (asked, days) => {
        const newDueDate = addDays(asked, days);
        const ends = postponementEndsOn(newDueDate);
        expect(ends).toBe(addBankDays(newDueDate, PAYMENT_TRANSIT_BANK_DAYS));
        expect(isPostponedOn(newDueDate, newDueDate)).toBe(true);
        expect(isPostponedOn(newDueDate, ends)).toBe(false);
        const facts = collectionCase({
          postponedUntil: newDueDate,
          steps: [{ ...demand, takenOn: asked, dueOn: asked }],
        });
        expect(nextCaseStep(facts, policy, addDays(ends, -1))).toBeNull();
        const step = nextCaseStep(facts, policy, ends);
        expect(step).not.toBeNull();
        expect((step?.dueOn ?? '') >= ends).toBe(true);
        expect(holdResumesOn(facts)).toBe(ends);
      }),
    );
  });

  it('an answered objection gives a fresh notice from its day; a claim still disputed never goes to Kronofogden', () => {
    const answeredOn = '2027-01-12';
    const upheld = collectionCase({ objectionAnsweredOn: answeredOn, disputedClaim: true });
    expect(nextCaseStep(upheld, policy, '2027-03-01')).toEqual({ action: 'secondNotice', dueOn: answeredOn });
    const noticed = collectionCase({
      objectionAnsweredOn: answeredOn,
      disputedClaim: true,
      steps: [demand, { action: 'secondNotice', dueOn: answeredOn, takenOn: answeredOn }],
    });
    expect(nextCaseStep(noticed, policy, '2027-06-01')).toBeNull();
    const settled = collectionCase({ ...noticed, disputedClaim: false });
    expect(nextCaseStep(settled, policy, '2027-06-01')?.action).toBe('enforcementApplication');
  });

  it('in the reminder stage, an answer gives the reminder’s time to pay again from its day', () => {
    const reminder: TakenStep = { action: 'reminder', dueOn: '2026-10-12', takenOn: '2026-10-12' };
    const facts = collectionCase({ status: 'PreCollection', steps: [reminder] });
    const answered = nextCaseStep({ ...facts, objectionAnsweredOn: '2026-12-01' }, policy, '2027-06-01');
    const plain = nextCaseStep(facts, policy, '2027-06-01');
    expect(plain?.action).toBe('collectionDemand');
    expect(answered?.action).toBe('collectionDemand');
    expect((answered?.dueOn ?? '') >= addDays('2026-12-01', 14 + policy.collectionAfterReminderDays)).toBe(
      true,
    );
  });

  it('withdraws an open application of a recalled, credited or disputed case', () => {
    const steps: TakenStep[] = [{ action: 'enforcementFiled', dueOn: '2026-11-02', takenOn: '2026-11-02' }];
    const base = { balance: 100_000, steps };
    expect(enforcementWithdrawal({ ...base, status: 'Recalled' })).toBe('recalled');
    expect(enforcementWithdrawal({ ...base, status: 'Credited' })).toBe('recalled');
    expect(enforcementWithdrawal({ ...base, status: 'Legal', disputed: true })).toBe('disputed');
    expect(enforcementWithdrawal({ ...base, status: 'Legal' })).toBeNull();
    expect(enforcementWithdrawal({ ...base, steps: [], status: 'Legal', disputed: true })).toBeNull();
  });

  it('names the statuses at Kronofogden', () => {
    expect(isAtKronofogden('Legal')).toBe(true);
    expect(isAtKronofogden('Collection')).toBe(false);
  });
});

describe('a credit line in the ledger', () => {
  it('comes off the principal, then the interest, and what is left is held for the debtor: no öre is lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (principal, credit, paid) => {
          const input = {
            originalPrincipal: principal,
            annualRateBasisPoints: 1_000,
            dueDate: '2026-01-01',
            fees: [{ date: '2026-02-01', amount: 18_000 }],
            payments: paid > 0 ? [{ date: '2026-03-01', amount: paid }] : [],
          };
          const before = computeCaseLedger({
            ...input,
            payments: [...input.payments, { date: '2026-04-01', amount: 0 }],
          });
          const after = computeCaseLedger({ ...input, credits: [{ date: '2026-04-01', amount: credit }] });
          const owedBefore = before.remainingPrincipal + before.remainingInterest;
          const owedAfter = after.remainingPrincipal + after.remainingInterest;
          // What the credit took off plus what it left as credit is the credit.
          expect(owedBefore - owedAfter + (after.credit - before.credit)).toBe(credit);
          expect(after.credited).toBe(Math.min(credit, owedBefore));
          expect(after.remainingFees).toBe(before.remainingFees);
          expect(after.paidSum).toBe(before.paidSum);
        },
      ),
    );
  });
});
