import type { StaffClientDetails } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, kronorText, type PolicyDraft, readPolicyDraft } from './policy-form-state.ts';

const details: StaffClientDetails = {
  clientGuid: '00000000-0000-4000-8000-000000000001',
  clientNumber: '1001',
  name: 'Acme AB',
  orgNumber: '556000-0001',
  activeCases: 3,
  email: null,
  phone: null,
  policy: {
    reminderFeeAgreed: true,
    businessCompensation: false,
    autoApprovePlans: true,
    reminderAfterDays: 10,
    collectionAfterReminderDays: 14,
    afterDemand: 'secondNotice',
    instalmentNoticeDaysBefore: 7,
    instalmentReminderAfterDays: 5,
    planMissedInstalmentsToTerminate: 2,
    enforcementMinimum: 30_000,
  },
  creditors: [
    {
      creditorGuid: '00000000-0000-4000-8000-000000000002',
      name: 'Acme Finans',
      autoApproveMaxMonths: 12,
      autoApproveMaxTotal: 2_500_000,
    },
  ],
};

/** The draft's one creditor, as the tests change it. */
function firstCreditor(draft: PolicyDraft): PolicyDraft['creditors'][number] {
  const [creditor] = draft.creditors;
  if (!creditor) throw new Error('The draft has no creditor');
  return creditor;
}

describe('kronorText', () => {
  it('writes öre as kronor with group spaces, and öre only when there are some', () => {
    expect(kronorText(2_500_000)).toBe('25 000');
    expect(kronorText(123_450)).toBe('1 234,50');
    expect(kronorText(5)).toBe('0,05');
  });
});

describe('readPolicyDraft', () => {
  it('sends back the policy as it was, with the reason, when nothing was changed', () => {
    const result = readPolicyDraft({ ...draftOf(details), reason: 'Agreed on the phone' });
    expect(result).toEqual({
      ok: true,
      request: {
        policy: details.policy,
        creditors: [
          {
            creditorGuid: details.creditors[0]?.creditorGuid,
            autoApproveMaxMonths: 12,
            autoApproveMaxTotal: 2_500_000,
          },
        ],
        reason: 'Agreed on the phone',
      },
    });
  });

  it('reads amounts as people type them', () => {
    const draft = draftOf(details);
    draft.reason = 'New agreement';
    draft.creditors[0] = { ...firstCreditor(draft), total: '30 000,50' };
    const result = readPolicyDraft(draft);
    expect(result.ok && result.request.creditors[0]?.autoApproveMaxTotal).toBe(3_000_050);
  });

  it('reads the minimum for Kronofogden in kronor, and refuses what is not an amount', () => {
    const draft = { ...draftOf(details), reason: 'Agreed with the client' };
    expect(draft.enforcementMinimum).toBe('300');
    const raised = readPolicyDraft({ ...draft, enforcementMinimum: '1 000' });
    expect(raised.ok && raised.request.policy.enforcementMinimum).toBe(100_000);
    expect(readPolicyDraft({ ...draft, enforcementMinimum: 'tre' })).toEqual({
      ok: false,
      problems: { enforcementMinimum: { code: 'InvalidAmount' } },
    });
  });

  it('asks for a reason', () => {
    const result = readPolicyDraft({ ...draftOf(details), reason: '   ' });
    expect(result).toEqual({ ok: false, problems: { reason: { code: 'ReasonRequired' } } });
  });

  it('names each field outside the contract’s range, with the range', () => {
    const draft = { ...draftOf(details), reason: 'x' };
    draft.numbers = { ...draft.numbers, reminderAfterDays: '91', instalmentNoticeDaysBefore: '0' };
    draft.creditors[0] = { ...firstCreditor(draft), months: '121' };
    const result = readPolicyDraft(draft);
    expect(result).toEqual({
      ok: false,
      problems: {
        reminderAfterDays: { code: 'OutOfRange', min: 0, max: 90 },
        instalmentNoticeDaysBefore: { code: 'OutOfRange', min: 1, max: 60 },
        'creditors.0.autoApproveMaxMonths': { code: 'OutOfRange', min: 1, max: 120 },
      },
    });
  });

  it('refuses what is not a whole number or an amount', () => {
    const draft = { ...draftOf(details), reason: 'x' };
    draft.numbers = { ...draft.numbers, collectionAfterReminderDays: '1.5' };
    draft.creditors[0] = { ...firstCreditor(draft), months: '', total: '-5' };
    const result = readPolicyDraft(draft);
    expect(result).toEqual({
      ok: false,
      problems: {
        collectionAfterReminderDays: { code: 'NotWholeNumber' },
        'creditors.0.autoApproveMaxMonths': { code: 'NotWholeNumber' },
        'creditors.0.autoApproveMaxTotal': { code: 'InvalidAmount' },
      },
    });
  });
});
