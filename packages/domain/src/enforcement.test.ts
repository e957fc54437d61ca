import { describe, expect, it } from 'vitest';
import {
  claimKindOf,
  DEFAULT_SURVEILLANCE_AFTER_DAYS,
  ENFORCEMENT_DECISIONS,
  enforcementDecisionOutcome,
  enforcementWithdrawal,
  hasOpenApplication,
  limitationEnds,
  statusesForDecision,
  surveillanceDue,
} from './enforcement.ts';

describe('enforcementDecisionOutcome', () => {
  it('turns an application into a verdict, an enforcement with its fee, or back to collection', () => {
    expect(enforcementDecisionOutcome('Legal', 'verdict')).toEqual({
      status: 'Verdict',
      service: 'Juridisk hantering',
      fee: null,
    });
    expect(enforcementDecisionOutcome('Verdict', 'enforcement')).toEqual({
      status: 'Enforcement',
      service: 'Juridisk hantering',
      fee: 'enforcementFee',
    });
    expect(enforcementDecisionOutcome('Legal', 'enforcement')?.status).toBe('Enforcement');
    expect(enforcementDecisionOutcome('Legal', 'rejected')).toEqual({
      status: 'Collection',
      service: 'Inkasso',
      fee: null,
    });
    expect(enforcementDecisionOutcome('Enforcement', 'withdrawn')?.status).toBe('Collection');
  });

  it('applies to no case outside Kronofogden’s part of the process', () => {
    for (const decision of ENFORCEMENT_DECISIONS) {
      for (const status of ['Collection', 'Surveillance'])
        expect(enforcementDecisionOutcome(status, decision)).toBeNull();
      if (decision !== 'withdrawn')
        for (const status of ['Paid', 'PaymentPlan'])
          expect(enforcementDecisionOutcome(status, decision)).toBeNull();
    }
    expect(enforcementDecisionOutcome('Verdict', 'verdict')).toBeNull();
    expect(enforcementDecisionOutcome('Enforcement', 'enforcement')).toBeNull();
    expect(enforcementDecisionOutcome('Verdict', 'rejected')).toBeNull();
    expect(statusesForDecision('withdrawn')).toEqual([
      'Legal',
      'Verdict',
      'Enforcement',
      'Paid',
      'PaymentPlan',
    ]);
  });

  it('confirms the withdrawal of a paid or planned case’s application without moving the case', () => {
    expect(enforcementDecisionOutcome('Paid', 'withdrawn')).toEqual({
      status: 'Paid',
      service: null,
      fee: null,
    });
    expect(enforcementDecisionOutcome('PaymentPlan', 'withdrawn')).toEqual({
      status: 'PaymentPlan',
      service: null,
      fee: null,
    });
  });
});

describe('enforcementWithdrawal', () => {
  const filed = [
    { action: 'enforcementApplication', dueOn: '2026-11-17', takenOn: '2026-11-17' },
    { action: 'enforcementFiled', dueOn: '2026-11-17', takenOn: '2026-11-17' },
  ] as const;

  it('withdraws a filed application once the case is paid in full or in an active plan', () => {
    expect(enforcementWithdrawal({ status: 'Paid', balance: 0, steps: filed })).toBe('paid');
    expect(enforcementWithdrawal({ status: 'Legal', balance: 0, steps: filed })).toBe('paid');
    expect(enforcementWithdrawal({ status: 'PaymentPlan', balance: 90_000, steps: filed })).toBe('plan');
  });

  it('leaves an application alone while the case still owes outside a plan, or when none is open', () => {
    expect(enforcementWithdrawal({ status: 'Legal', balance: 1, steps: filed })).toBeNull();
    // Applied for, but paid before the day's file went: nothing was filed, nothing to withdraw.
    expect(enforcementWithdrawal({ status: 'Paid', balance: 0, steps: filed.slice(0, 1) })).toBeNull();
    const withdrawn = [
      ...filed,
      { action: 'enforcementWithdrawal', dueOn: '2026-11-20', takenOn: '2026-11-20' },
    ] as const;
    expect(enforcementWithdrawal({ status: 'Paid', balance: 0, steps: withdrawn })).toBeNull();
    const decided = [
      ...filed,
      { action: 'enforcementDecision', dueOn: '2026-12-01', takenOn: '2026-12-02' },
    ] as const;
    expect(hasOpenApplication(decided)).toBe(false);
    // Filed again after a decision: open again.
    const again = [
      ...decided,
      { action: 'enforcementFiled', dueOn: '2027-02-01', takenOn: '2027-02-01' },
    ] as const;
    expect(hasOpenApplication(again)).toBe(true);
  });
});

describe('surveillanceDue', () => {
  it('falls the policy’s days after the verdict, or after a later payment', () => {
    expect(surveillanceDue('2026-03-02', null)).toBe('2026-05-31');
    expect(DEFAULT_SURVEILLANCE_AFTER_DAYS).toBe(90);
    expect(surveillanceDue('2026-03-02', '2026-04-10', 30)).toBe('2026-05-10');
    expect(surveillanceDue('2026-03-02', '2026-01-15', 30)).toBe('2026-04-01');
  });

  it('refuses a policy that is not a whole number of days, and dates that are not real', () => {
    expect(() => surveillanceDue('2026-03-02', null, -1)).toThrow(RangeError);
    expect(() => surveillanceDue('2026-03-02', null, 1.5)).toThrow(RangeError);
    expect(() => surveillanceDue('2026-02-30', null)).toThrow(RangeError);
  });
});

describe('limitationEnds', () => {
  it('gives a consumer claim three years and any other ten, from the last interruption', () => {
    expect(claimKindOf('person')).toBe('consumer');
    expect(claimKindOf('company')).toBe('general');
    expect(limitationEnds('2026-03-02', 'consumer')).toBe('2029-03-02');
    expect(limitationEnds('2026-03-02', 'general')).toBe('2036-03-02');
  });

  it('ends a period counted from 29 February on 28 February of a common year', () => {
    expect(limitationEnds('2024-02-29', 'consumer')).toBe('2027-02-28');
    expect(limitationEnds('2024-02-29', 'general')).toBe('2034-02-28');
    expect(() => limitationEnds('2025-02-29', 'general')).toThrow(RangeError);
  });
});
