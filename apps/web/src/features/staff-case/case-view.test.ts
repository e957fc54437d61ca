import { describe, expect, it } from 'vitest';
import {
  allocationParts,
  availableActions,
  contactRequest,
  decisionRequest,
  ledgerMatchesRemaining,
  ledgerWhat,
  pauseRequest,
  paymentRequest,
  resumeRequest,
  timelineAmount,
  timelineWhat,
} from './case-view.ts';

const today = '2026-11-27';

describe('a ledger line in words', () => {
  it('names the claim, a fee by its type, interest by its period and a payment by its channel', () => {
    expect(ledgerWhat({ kind: 'principal', label: 'F-1001' })).toEqual({ kind: 'principal' });
    expect(ledgerWhat({ kind: 'fee', label: 'collectionDemand' })).toEqual({
      kind: 'fee',
      feeType: 'collectionDemand',
    });
    expect(ledgerWhat({ kind: 'interest', label: '2026-10-01–2026-10-31' })).toEqual({
      kind: 'interest',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(ledgerWhat({ kind: 'interest', label: '2026-10-01/2026-10-31' })).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(ledgerWhat({ kind: 'payment', label: 'swish' })).toEqual({ kind: 'payment', channel: 'swish' });
  });

  it('shows a label it does not know as the server gave it, with the kind of line', () => {
    expect(ledgerWhat({ kind: 'fee', label: 'courierFee' })).toEqual({
      kind: 'other',
      line: 'fee',
      label: 'courierFee',
    });
    expect(ledgerWhat({ kind: 'interest', label: 'October' })).toMatchObject({
      kind: 'other',
      line: 'interest',
    });
  });

  it('opens a payment into fees, interest, principal and credit, leaving out what took nothing', () => {
    expect(allocationParts({ fees: 18000, interest: 0, principal: 2000, credit: 0 })).toEqual([
      { part: 'fees', amount: 18000 },
      { part: 'principal', amount: 2000 },
    ]);
    expect(allocationParts(null)).toEqual([]);
  });

  it('holds the last balance against the remaining amount of the header', () => {
    const line = { balance: 120000 } as Parameters<typeof ledgerMatchesRemaining>[0]['ledger'][number];
    expect(ledgerMatchesRemaining({ ledger: [line], remainingAmount: 120000 })).toBe(true);
    expect(ledgerMatchesRemaining({ ledger: [line], remainingAmount: 119000 })).toBe(false);
    expect(ledgerMatchesRemaining({ ledger: [], remainingAmount: 0 })).toBe(true);
  });
});

describe('the actions a case offers', () => {
  it('offers pause on an active case that is not paused, resume on a paused one', () => {
    expect(availableActions({ isActive: true, pause: null, awaitingEnforcementDecision: false })).toEqual({
      payment: true,
      pause: true,
      resume: false,
      enforcementDecision: false,
    });
    const paused = { reason: 'Utreds', resumeOn: '2026-12-15', pausedAt: '2026-11-27T10:00:00Z' };
    expect(availableActions({ isActive: true, pause: paused, awaitingEnforcementDecision: true })).toEqual({
      payment: true,
      pause: false,
      resume: true,
      enforcementDecision: true,
    });
  });

  it('offers no payment or pause on a closed case', () => {
    expect(
      availableActions({ isActive: false, pause: null, awaitingEnforcementDecision: false }),
    ).toMatchObject({
      payment: false,
      pause: false,
    });
  });
});

describe('an action form', () => {
  const payment = { amount: '1 250,50', paymentDate: today, reference: ' CHK-7 ', reason: 'Check mottagen' };

  it('sends a typed amount in öre with the day, reference and reason', () => {
    expect(paymentRequest(payment, today)).toEqual({
      request: { amount: 125050, paymentDate: today, reference: 'CHK-7', reason: 'Check mottagen' },
    });
    expect(paymentRequest({ ...payment, reference: '  ' }, today)).toEqual({
      request: { amount: 125050, paymentDate: today, reason: 'Check mottagen' },
    });
  });

  it('names the field to correct first', () => {
    expect(paymentRequest({ ...payment, amount: '0' }, today)).toEqual({
      problem: { field: 'amount', code: 'InvalidAmount' },
    });
    expect(paymentRequest({ ...payment, amount: '-5' }, today)).toMatchObject({
      problem: { field: 'amount' },
    });
    expect(paymentRequest({ ...payment, paymentDate: '2026-11-28' }, today)).toEqual({
      problem: { field: 'paymentDate', code: 'PaymentDateInFuture' },
    });
    expect(paymentRequest({ ...payment, paymentDate: '' }, today)).toEqual({
      problem: { field: 'paymentDate', code: 'InvalidDate' },
    });
    expect(paymentRequest({ ...payment, reason: '   ' }, today)).toEqual({
      problem: { field: 'reason', code: 'ReasonRequired' },
    });
  });

  it('pauses only until a day after today, and always with a reason', () => {
    expect(pauseRequest({ resumeOn: '2026-12-15', reason: ' Utreds ' }, today)).toEqual({
      request: { resumeOn: '2026-12-15', reason: 'Utreds' },
    });
    expect(pauseRequest({ resumeOn: today, reason: 'Utreds' }, today)).toEqual({
      problem: { field: 'resumeOn', code: 'ResumeDayOutOfRange' },
    });
    expect(pauseRequest({ resumeOn: '', reason: 'Utreds' }, today)).toEqual({
      problem: { field: 'resumeOn', code: 'InvalidDate' },
    });
    expect(resumeRequest({ reason: '' })).toEqual({ problem: { field: 'reason', code: 'ReasonRequired' } });
  });

  it('takes one of Kronofogden’s decisions, on a day not after today', () => {
    const decision = { decision: 'verdict', decidedOn: today, reason: 'Utslag mottaget' };
    expect(decisionRequest(decision, today)).toEqual({ request: decision });
    expect(decisionRequest({ ...decision, decision: '' }, today)).toEqual({
      problem: { field: 'decision', code: 'InvalidDecision' },
    });
    expect(decisionRequest({ ...decision, decidedOn: '2027-01-01' }, today)).toEqual({
      problem: { field: 'decidedOn', code: 'DecisionDateInFuture' },
    });
  });

  it('removes a contact detail left empty, and refuses an e-mail address without a domain', () => {
    expect(contactRequest({ email: '', cellularPhone: ' 070-123 45 67 ', reason: 'Ringde in' })).toEqual({
      request: { email: null, cellularPhone: '070-123 45 67', reason: 'Ringde in' },
    });
    expect(contactRequest({ email: 'anna@', cellularPhone: '', reason: 'Ringde in' })).toEqual({
      problem: { field: 'email', code: 'InvalidEmail' },
    });
  });
});

describe('a timeline entry in words', () => {
  it('names a pause with its resume day and a decision of Kronofogden by the decision', () => {
    expect(
      timelineWhat({ action: 'case.paused', details: { resumeOn: '2026-12-15', reason: 'Utreds' } }),
    ).toEqual({
      kind: 'paused',
      resumeOn: '2026-12-15',
    });
    expect(timelineWhat({ action: 'enforcement.decision', details: { decision: 'verdict' } })).toEqual({
      kind: 'decision',
      decision: 'verdict',
    });
    expect(timelineWhat({ action: 'case.resumed', details: {} })).toEqual({
      kind: 'action',
      action: 'caseResumed',
    });
  });

  it('names the process’s steps, and shows an action it does not know as it came', () => {
    expect(timelineWhat({ action: 'process.collectionDemand', details: {} })).toEqual({
      kind: 'step',
      step: 'collectionDemand',
    });
    expect(timelineWhat({ action: 'process.somethingNew', details: {} })).toEqual({
      kind: 'other',
      action: 'process.somethingNew',
    });
  });

  it('names a letter’s delivery attempt by its channel and outcome, with its days', () => {
    expect(
      timelineWhat({
        action: 'delivery.attempt',
        details: {
          outcome: 'sent',
          channel: 'paper',
          documentTitle: 'Inkassokrav',
          postedOn: '2026-12-04',
          deliveredOn: '2026-12-08',
        },
      }),
    ).toEqual({
      kind: 'delivery',
      outcome: 'sent',
      channel: 'paper',
      title: 'Inkassokrav',
      postedOn: '2026-12-04',
      deliveredOn: '2026-12-08',
    });
    expect(
      timelineWhat({ action: 'delivery.attempt', details: { outcome: 'lost', channel: 'paper' } }),
    ).toEqual({
      kind: 'other',
      action: 'delivery.attempt',
    });
    expect(timelineWhat({ action: 'delivery.returned', details: {} })).toEqual({
      kind: 'action',
      action: 'deliveryReturned',
    });
  });

  it('names a step a late payment undid', () => {
    expect(timelineWhat({ action: 'process.stepUndone', details: { step: 'collectionDemand' } })).toEqual({
      kind: 'action',
      action: 'stepUndone',
    });
  });

  it('gives the amount a payment moved', () => {
    expect(timelineAmount({ details: { amount: 50000, currency: 'SEK' } })).toBe(50000);
    expect(timelineAmount({ details: { resumeOn: '2026-12-15' } })).toBeNull();
  });
});
