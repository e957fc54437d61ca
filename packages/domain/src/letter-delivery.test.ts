import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBankDay } from './bank-days.ts';
import {
  type CaseFacts,
  deadlineFromDelivery,
  duePlanSteps,
  nextCaseStep,
  nextInvoiceStep,
  type ProcessPolicy,
  paymentDeadline,
} from './collection-process.ts';
import { addDays, daysBetween } from './iso-date.ts';
import {
  type LetterDelivery,
  letterChannel,
  mailboxDelivery,
  noticeRetryDelaySeconds,
  paperDelivery,
} from './letter-delivery.ts';
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

const demanded = (delivery: LetterDelivery | null, takenOn = '2026-11-02'): CaseFacts => ({
  status: 'Collection',
  dueDate: '2026-09-30',
  registrationDate: '2026-11-02',
  owes: true,
  balance: 125_000,
  lastPaymentOn: null,
  lastDeductionOn: null,
  pausedUntil: null,
  pendingProposal: false,
  steps: [{ action: 'collectionDemand', dueOn: takenOn, takenOn, delivery }],
});

const runDay = '2027-06-01';
const isoDay = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2025-01-01', offset));

describe('letterChannel', () => {
  it('puts a letter in the digital mailbox of a recipient, otherwise and after a failure on paper', () => {
    expect(letterChannel({ mailboxRecipient: true, mailboxFailed: false })).toBe('digitalMailbox');
    expect(letterChannel({ mailboxRecipient: false, mailboxFailed: false })).toBe('paper');
    expect(letterChannel({ mailboxRecipient: true, mailboxFailed: true })).toBe('paper');
  });
});

describe('paperDelivery', () => {
  it('counts a posted letter delivered two bank days after posting', () => {
    // Posted on a Friday: delivered on the Tuesday.
    expect(paperDelivery('2026-12-04')).toEqual({ sentOn: '2026-12-04', deliveredOn: '2026-12-08' });
    expect(mailboxDelivery('2026-12-04')).toEqual({ sentOn: '2026-12-04', deliveredOn: '2026-12-04' });
  });
});

describe('deadlines count from delivery', () => {
  it('sends nothing after a demand without proof of delivery, however long ago it was issued', () => {
    expect(nextCaseStep(demanded(null), policy, runDay)).toBeNull();
    expect(nextCaseStep(demanded(null), { ...policy, afterDemand: 'secondNotice' }, runDay)).toBeNull();
  });

  it('applies to Kronofogden on the old day when the demand was posted the day it was issued', () => {
    expect(nextCaseStep(demanded(paperDelivery('2026-11-02')), policy, runDay)).toEqual(
      nextCaseStep(
        {
          ...demanded(null),
          steps: [{ action: 'collectionDemand', dueOn: '2026-11-02', takenOn: '2026-11-02' }],
        },
        policy,
        runDay,
      ),
    );
  });

  it('moves the deadline when a letter left late: 8 days from sending, 4 bank days from delivery', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 20 }), fc.boolean(), (issuedOn, late, paper) => {
        const sentOn = addDays(issuedOn, late);
        const delivery = paper ? paperDelivery(sentOn) : mailboxDelivery(sentOn);
        const step: TakenStep = { action: 'collectionDemand', dueOn: issuedOn, takenOn: issuedOn, delivery };
        const deadline = deadlineFromDelivery('collectionDemand', step) ?? '';
        expect(deadline >= paymentDeadline('collectionDemand', issuedOn)).toBe(true);
        expect(daysBetween(sentOn, deadline)).toBeGreaterThanOrEqual(8);
        let bankDays = 0;
        for (let day = addDays(delivery.deliveredOn, 1); day <= deadline; day = addDays(day, 1))
          if (isBankDay(day)) bankDays += 1;
        expect(bankDays).toBeGreaterThanOrEqual(4);
        // And the application waits for that deadline.
        const next = nextCaseStep(demanded(delivery, issuedOn), policy, runDay);
        expect(next?.action).toBe('enforcementApplication');
        expect((next?.dueOn ?? '') > deadline).toBe(true);
      }),
    );
  });

  it('never applies to Kronofogden on a demand without proof, whatever else the case holds', () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom<'secondNotice' | 'enforcement'>('secondNotice', 'enforcement'),
        (takenOn, balance, afterDemand) => {
          const facts = { ...demanded(null, takenOn), balance };
          expect(nextCaseStep(facts, { ...policy, afterDemand }, addDays(takenOn, 400))).toBeNull();
        },
      ),
    );
  });

  it('sends no demand after a reminder that never arrived, and counts its deadline from its delivery', () => {
    const reminded = (delivery: LetterDelivery | null): CaseFacts => ({
      ...demanded(null),
      status: 'PreCollection',
      steps: [{ action: 'reminder', dueOn: '2026-11-11', takenOn: '2026-11-11', delivery }],
    });
    expect(nextCaseStep(reminded(null), policy, runDay)).toBeNull();
    const onTime = nextCaseStep(reminded(paperDelivery('2026-11-11')), policy, runDay);
    const late = nextCaseStep(reminded(paperDelivery('2026-11-20')), policy, runDay);
    expect(onTime?.action).toBe('collectionDemand');
    expect((late?.dueOn ?? '') > (onTime?.dueOn ?? '')).toBe(true);
  });

  it('hands an invoice over only after a reminder that arrived', () => {
    const invoice = (delivery: LetterDelivery | null) => ({
      status: 'Reminded' as const,
      dueDate: '2026-10-30',
      owes: true,
      steps: [{ action: 'invoiceReminder' as const, dueOn: '2026-11-10', takenOn: '2026-11-10', delivery }],
    });
    expect(nextInvoiceStep(invoice(null), policy)).toBeNull();
    expect(nextInvoiceStep(invoice(mailboxDelivery('2026-11-10')), policy)?.action).toBe('handOver');
  });

  it('ends a plan only on reminders that arrived', () => {
    const instalment = (sequence: number, delivery: LetterDelivery | null) => ({
      id: `i${sequence}`,
      sequence,
      dueDate: addDays('2026-09-30', 30 * sequence),
      amount: 50_000,
      paid: 0,
      status: 'Late',
      steps: [
        {
          action: 'instalmentReminder' as const,
          dueOn: addDays('2026-10-07', 30 * sequence),
          takenOn: addDays('2026-10-07', 30 * sequence),
          delivery,
        },
      ],
    });
    const delivered = (sequence: number) => paperDelivery(addDays('2026-10-07', 30 * sequence));
    const ended = duePlanSteps([instalment(1, delivered(1)), instalment(2, delivered(2))], policy, runDay);
    expect(ended.map((step) => step.action)).toEqual(['planTerminated']);
    const waiting = duePlanSteps([instalment(1, delivered(1)), instalment(2, null)], policy, runDay);
    expect(waiting.map((step) => step.action)).not.toContain('planTerminated');
  });
});

describe('noticeRetryDelaySeconds', () => {
  it('tries an e-mail or SMS five more times over about nine hours, then gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6].map(noticeRetryDelaySeconds);
    expect(delays.slice(0, 5).every((delay) => delay !== null && delay > 0)).toBe(true);
    expect(delays[5]).toBeNull();
  });
});
