import { describe, expect, it } from 'vitest';
import { auditDetailLines } from './audit-details.ts';

describe('an audit entry’s details', () => {
  it('read a policy change from old to new, the reason first, nested values by their path', () => {
    expect(
      auditDetailLines({
        policy: { reminderAfterDays: { old: 10, new: 12 }, businessCompensation: { old: false, new: true } },
        creditors: { 'Sjöbris AB': { autoApproveMaxMonths: { old: 12, new: 6 } } },
        reason: 'Nytt avtal',
      }),
    ).toEqual([
      { path: 'reason', kind: 'value', value: 'Nytt avtal' },
      { path: 'policy.reminderAfterDays', kind: 'change', old: '10', new: '12' },
      { path: 'policy.businessCompensation', kind: 'change', old: 'false', new: 'true' },
      { path: 'creditors.Sjöbris AB.autoApproveMaxMonths', kind: 'change', old: '12', new: '6' },
    ]);
  });

  it('show lists as they are and leave out what is empty', () => {
    expect(auditDetailLines({ fileName: 'a.txt', eventTypes: ['case.paid'], caseGuid: null })).toEqual([
      { path: 'fileName', kind: 'value', value: 'a.txt' },
      { path: 'eventTypes', kind: 'value', value: '["case.paid"]' },
    ]);
  });
});
