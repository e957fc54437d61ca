import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankDay, onOrAfterBankDay } from './bank-days.ts';
import { caseHold } from './case-hold.ts';
import {
  type CaseFacts,
  duePlanSteps,
  type InstalmentFacts,
  nextCaseStep,
  nextInvoiceStep,
  type ProcessPolicy,
  paymentDeadline,
} from './collection-process.ts';
import { addDays, daysBetween } from './iso-date.ts';

const policy: ProcessPolicy = {
  reminderAfterDays: 10,
  collectionAfterReminderDays: 5,
  afterDemand: 'enforcement',
  instalmentNoticeDaysBefore: 14,
  instalmentReminderAfterDays: 7,
  planMissedInstalmentsToTerminate: 2,
  enforcementMinimum: 30_000,
};

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
  steps: [],
  ...overrides,
});

/** The day a run asks on: after every date these tests use. */
const runDay = '2027-06-01';

const isoDay = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2025-01-01', offset));

describe('paymentDeadline', () => {
  it('leaves a collection demand at least 8 days and 4 bank days after presumed receipt', () => {
    fc.assert(
      fc.property(isoDay, (sentOn) => {
        const deadline = paymentDeadline('collectionDemand', sentOn);
        expect(daysBetween(sentOn, deadline)).toBeGreaterThanOrEqual(8);
        let bankDays = 0;
        for (let day = addDays(sentOn, 1); day <= deadline; day = addDays(day, 1))
          if (isBankDay(day)) bankDays += 1;
        // Two bank days to arrive, then four to pay.
        expect(bankDays).toBeGreaterThanOrEqual(6);
      }),
    );
  });

  it('waits for six bank days over Christmas, when the banks are closed for days', () => {
    expect(paymentDeadline('collectionDemand', '2026-12-22')).toBe('2027-01-05');
  });

  it('gives a reminder 14 days', () => {
    expect(paymentDeadline('reminder', '2026-11-02')).toBe('2026-11-16');
  });
});

describe('nextCaseStep', () => {
  it('sends the collection demand of a case registered without one on its registration day', () => {
    expect(nextCaseStep(collectionCase(), policy, runDay)).toEqual({
      action: 'collectionDemand',
      dueOn: '2026-11-02',
    });
  });

  it('holds a paused case’s step until the first bank day from its resume day, and no longer', () => {
    // Resumes on Saturday 14 November: the demand falls due on Monday the 16th.
    expect(nextCaseStep(collectionCase({ pausedUntil: '2026-11-14' }), policy, runDay)).toEqual({
      action: 'collectionDemand',
      dueOn: '2026-11-16',
    });
    // A pause that ends before the step falls due changes nothing.
    expect(nextCaseStep(collectionCase({ pausedUntil: '2026-10-20' }), policy, runDay)).toEqual({
      action: 'collectionDemand',
      dueOn: '2026-11-02',
    });
    expect(
      nextCaseStep(collectionCase({ pausedUntil: '2026-11-14', owes: false }), policy, runDay),
    ).toBeNull();
    // Asked while the pause lasts, there is no step at all.
    expect(nextCaseStep(collectionCase({ pausedUntil: '2026-11-14' }), policy, '2026-11-13')).toBeNull();
  });

  it('takes no step while a plan proposal over the case waits for a handler, however long', () => {
    const demanded = collectionCase({
      pendingProposal: true,
      steps: [{ action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' }],
    });
    expect(nextCaseStep(demanded, policy, runDay)).toBeNull();
    expect(nextCaseStep({ ...demanded, status: 'PreCollection', steps: [] }, policy, runDay)).toBeNull();
    // Once decided (rejected), the process goes on from the case's own dates.
    expect(nextCaseStep({ ...demanded, pendingProposal: false }, policy, runDay)).toEqual({
      action: 'enforcementApplication',
      dueOn: '2026-11-17',
    });
  });

  it('never applies to Kronofogden for a balance below the client’s minimum: the case stays in collection', () => {
    const demanded = collectionCase({
      steps: [{ action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' }],
    });
    expect(nextCaseStep({ ...demanded, balance: 3 }, policy, runDay)).toBeNull();
    expect(nextCaseStep({ ...demanded, balance: 29_999 }, policy, runDay)).toBeNull();
    expect(nextCaseStep({ ...demanded, balance: 30_000 }, policy, runDay)).toEqual({
      action: 'enforcementApplication',
      dueOn: '2026-11-17',
    });
    // The second notice a client asked for still goes out: it costs the debtor nothing.
    const gentle = { ...policy, afterDemand: 'secondNotice' as const };
    expect(nextCaseStep({ ...demanded, balance: 3 }, gentle, runDay)?.action).toBe('secondNotice');
  });

  it('takes no step of any kind on a held case, whatever its state (property)', () => {
    const step = fc.record({
      action: fc.constantFrom(
        'reminder',
        'collectionDemand',
        'secondNotice',
        'planTerminated',
        'enforcementDecision',
      ),
      takenOn: isoDay,
    });
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom(
            'PreCollection',
            'Collection',
            'Inkasso',
            'Verdict',
            'Legal',
            'PaymentPlan',
          ),
          dueDate: isoDay,
          registrationDate: isoDay,
          balance: fc.integer({ min: 0, max: 10_000_000 }),
          lastPaymentOn: fc.option(isoDay),
          lastDeductionOn: fc.option(isoDay),
          steps: fc.array(step, { maxLength: 4 }),
        }),
        fc.oneof(
          // A proposal waiting, asked on any day, paused or not.
          fc.record({ pendingProposal: fc.constant(true), pausedUntil: fc.option(isoDay), asked: isoDay }),
          // A pause, asked on a day before its resume day.
          fc
            .record({ pausedUntil: isoDay, back: fc.integer({ min: 1, max: 60 }) })
            .map(({ pausedUntil, back }) => ({
              pendingProposal: false,
              pausedUntil,
              asked: addDays(pausedUntil, -back),
            })),
        ),
        fc.constantFrom('secondNotice', 'enforcement') as fc.Arbitrary<'enforcement'>,
        (facts, { asked, ...hold }, afterDemand) => {
          const held: CaseFacts = {
            ...facts,
            ...hold,
            owes: facts.balance > 0,
            steps: facts.steps.map((taken) => ({ ...taken, dueOn: taken.takenOn })),
          };
          expect(caseHold(held, asked)).not.toBeNull();
          expect(nextCaseStep(held, { ...policy, afterDemand }, asked)).toBeNull();
        },
      ),
    );
  });

  it('applies to Kronofogden three bank days after the demand went unpaid past its deadline', () => {
    const step = nextCaseStep(
      collectionCase({ steps: [{ action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' }] }),
      policy,
      runDay,
    );
    // Deadline 12 November (10 days), then three bank days for payments on their way.
    expect(step).toEqual({ action: 'enforcementApplication', dueOn: '2026-11-17' });
  });

  it('sends a second notice first when the client chose so, then applies after its deadline', () => {
    const demanded = collectionCase({
      steps: [{ action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' }],
    });
    const gentle = { ...policy, afterDemand: 'secondNotice' as const };
    expect(nextCaseStep(demanded, gentle, runDay)).toEqual({ action: 'secondNotice', dueOn: '2026-11-17' });
    const noticed = collectionCase({
      steps: [...demanded.steps, { action: 'secondNotice', dueOn: '2026-11-17', takenOn: '2026-11-17' }],
    });
    expect(nextCaseStep(noticed, gentle, runDay)).toEqual({
      action: 'enforcementApplication',
      dueOn: '2026-12-02',
    });
  });

  it('sends a fresh second notice after a deduction, never Kronofogden on the demand’s old deadline', () => {
    const demand = { action: 'collectionDemand' as const, dueOn: '2026-11-02', takenOn: '2026-11-02' };
    // Deducted on Saturday 5 December, long after the demand's deadline: a notice the next bank day.
    const deducted = collectionCase({ steps: [demand], lastDeductionOn: '2026-12-05' });
    expect(nextCaseStep(deducted, policy, runDay)).toEqual({ action: 'secondNotice', dueOn: '2026-12-07' });
    const noticed = collectionCase({
      steps: [demand, { action: 'secondNotice', dueOn: '2026-12-07', takenOn: '2026-12-07' }],
      lastDeductionOn: '2026-12-05',
    });
    // Then Kronofogden only after the notice's own deadline (17 December) and three bank days.
    expect(nextCaseStep(noticed, policy, runDay)).toEqual({
      action: 'enforcementApplication',
      dueOn: '2026-12-22',
    });
    // A deduction before the latest demand asks for nothing more.
    const earlier = collectionCase({ steps: [demand], lastDeductionOn: '2026-11-01' });
    expect(nextCaseStep(earlier, policy, runDay)).toEqual({
      action: 'enforcementApplication',
      dueOn: '2026-11-17',
    });
  });

  it('reminds a case in the reminder stage, then hands it to collection', () => {
    const early = collectionCase({ status: 'PreCollection', dueDate: '2026-11-01' });
    // 1 November + 10 days is Wednesday 11 November.
    expect(nextCaseStep(early, policy, runDay)).toEqual({ action: 'reminder', dueOn: '2026-11-11' });
    const reminded = {
      ...early,
      steps: [{ action: 'reminder' as const, dueOn: '2026-11-11', takenOn: '2026-11-11' }],
    };
    // Reminder due 25 November, five more days: Monday 30 November.
    expect(nextCaseStep(reminded, policy, runDay)).toEqual({
      action: 'collectionDemand',
      dueOn: '2026-11-30',
    });
  });

  it('takes no step for a case that is paid, closed, in a plan, disputed or with Kronofogden', () => {
    expect(nextCaseStep(collectionCase({ owes: false }), policy, runDay)).toBeNull();
    for (const status of ['Paid', 'PaymentPlan', 'Disputed', 'Legal', 'Surveillance'] as const)
      expect(nextCaseStep(collectionCase({ status }), policy, runDay)).toBeNull();
    const applied = collectionCase({
      steps: [
        { action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' },
        { action: 'enforcementApplication', dueOn: '2026-11-17', takenOn: '2026-11-17' },
      ],
    });
    expect(nextCaseStep(applied, policy, runDay)).toBeNull();
  });

  it('moves a case with a verdict to long-term surveillance 90 days after the verdict or its last payment', () => {
    const verdict = collectionCase({
      status: 'Verdict',
      steps: [{ action: 'enforcementDecision', dueOn: '2026-03-02', takenOn: '2026-03-03' }],
    });
    expect(nextCaseStep(verdict, policy, runDay)).toEqual({ action: 'surveillance', dueOn: '2026-06-01' });
    expect(nextCaseStep({ ...verdict, lastPaymentOn: '2026-05-04' }, policy, runDay)).toEqual({
      action: 'surveillance',
      dueOn: '2026-08-03',
    });
    expect(nextCaseStep({ ...verdict, steps: [] }, policy, runDay)).toBeNull();
  });

  it('counts a terminated plan as a new demand: Kronofogden only after its own deadline', () => {
    const step = nextCaseStep(
      collectionCase({
        steps: [
          { action: 'collectionDemand', dueOn: '2026-03-02', takenOn: '2026-03-02' },
          { action: 'planTerminated', dueOn: '2026-11-02', takenOn: '2026-11-02' },
        ],
      }),
      policy,
      runDay,
    );
    expect(step).toEqual({ action: 'enforcementApplication', dueOn: '2026-11-17' });
  });

  it('always names a bank day, the same for the same history', () => {
    fc.assert(
      fc.property(
        isoDay,
        isoDay,
        fc.constantFrom('PreCollection', 'Collection') as fc.Arbitrary<'Collection'>,
        (due, taken, status) => {
          const facts = collectionCase({
            status,
            dueDate: due,
            steps: [
              {
                action: status === 'Collection' ? 'collectionDemand' : 'reminder',
                dueOn: taken,
                takenOn: taken,
              },
            ],
          });
          const step = nextCaseStep(facts, policy, runDay);
          expect(step).not.toBeNull();
          expect(isBankDay(step?.dueOn ?? '')).toBe(true);
          expect(nextCaseStep(facts, policy, runDay)).toEqual(step);
        },
      ),
    );
  });
});

describe('nextInvoiceStep', () => {
  it('reminds an unpaid invoice after the policy days, then hands it over', () => {
    const open = { status: 'Open' as const, dueDate: '2026-10-31', owes: true, steps: [] };
    expect(nextInvoiceStep(open, policy)).toEqual({ action: 'invoiceReminder', dueOn: '2026-11-10' });
    const reminded = {
      ...open,
      status: 'Reminded' as const,
      steps: [{ action: 'invoiceReminder' as const, dueOn: '2026-11-10', takenOn: '2026-11-10' }],
    };
    expect(nextInvoiceStep(reminded, policy)).toEqual({ action: 'handOver', dueOn: '2026-11-30' });
    expect(nextInvoiceStep({ ...reminded, owes: false }, policy)).toBeNull();
    expect(nextInvoiceStep({ ...open, status: 'HandedOver' }, policy)).toBeNull();
  });
});

describe('duePlanSteps', () => {
  const instalment = (sequence: number, overrides: Partial<InstalmentFacts> = {}): InstalmentFacts => ({
    id: `i${sequence}`,
    sequence,
    dueDate: addDays('2026-10-28', 30 * (sequence - 1)),
    amount: 100_000,
    paid: 0,
    status: 'Future',
    steps: [],
    ...overrides,
  });

  it('issues a notice 14 days before the due date, not earlier', () => {
    const plan = [instalment(1, { status: 'Paid', paid: 100_000 }), instalment(2)];
    // Instalment 2 is due 27 November: its notice falls due Friday 13 November.
    expect(duePlanSteps(plan, policy, '2026-11-12')).toEqual([]);
    expect(duePlanSteps(plan, policy, '2026-11-13')).toEqual([
      { action: 'instalmentNotice', dueOn: '2026-11-13', instalmentId: 'i2' },
    ]);
  });

  it('reminds an unpaid instalment 7 days after its due date', () => {
    const plan = [instalment(1, { status: 'Past' })];
    expect(duePlanSteps(plan, policy, '2026-11-04')).toEqual([
      { action: 'instalmentReminder', dueOn: '2026-11-04', instalmentId: 'i1' },
    ]);
    expect(duePlanSteps(plan, policy, '2026-11-03')).toEqual([]);
  });

  it('takes no step of a plan while one of its cases is paused, and all that fell due once the pause is over', () => {
    const plan = [instalment(1, { status: 'Past' })];
    expect(duePlanSteps(plan, policy, '2026-11-04', '2026-11-10')).toEqual([]);
    expect(duePlanSteps(plan, policy, '2026-11-10', '2026-11-10')).toEqual([
      { action: 'instalmentReminder', dueOn: '2026-11-04', instalmentId: 'i1' },
    ]);
  });

  it('terminates the plan when two reminded instalments stay unpaid past the second reminder', () => {
    const reminded = (sequence: number, takenOn: string) =>
      instalment(sequence, {
        status: 'Reminder',
        steps: [{ action: 'instalmentReminder', dueOn: takenOn, takenOn }],
      });
    const plan = [reminded(1, '2026-11-04'), reminded(2, '2026-12-04'), instalment(3)];
    // Second reminder 4 December, ten days to pay, three bank days in transit: 17 December.
    expect(duePlanSteps(plan, policy, '2026-12-17')).toEqual([
      { action: 'planTerminated', dueOn: '2026-12-17', instalmentId: null },
    ]);
    expect(duePlanSteps(plan, policy, '2026-12-16').map((step) => step.action)).not.toContain(
      'planTerminated',
    );
    const onePaid = [reminded(1, '2026-11-04'), { ...reminded(2, '2026-12-04'), paid: 100_000 }];
    expect(duePlanSteps(onePaid, policy, '2027-01-30').map((step) => step.action)).not.toContain(
      'planTerminated',
    );
  });
});

it('onOrAfterBankDay moves a weekend to Monday', () => {
  expect(onOrAfterBankDay('2026-11-28')).toBe('2026-11-30');
  expect(onOrAfterBankDay('2026-11-30')).toBe('2026-11-30');
});
