import { describe, expect, it } from 'vitest';
import {
  CASE_SERVICES,
  CASE_STATUSES,
  INACTIVE_STATUSES,
  isActiveStatus,
  isCaseStatus,
  STATUS_DISPLAY_GROUPS,
  STATUS_GROUPS,
  statusAfterReplay,
  statusDisplayGroup,
  statusGroupOf,
  statusGroupStatuses,
} from './case-status.ts';

describe('case statuses', () => {
  it('lists the 17 statuses of the spec', () => {
    expect(CASE_STATUSES).toHaveLength(17);
    expect(new Set(CASE_STATUSES).size).toBe(17);
  });

  it('knows a status by its exact name', () => {
    expect(CASE_STATUSES.every(isCaseStatus)).toBe(true);
    expect(isCaseStatus('Happy')).toBe(false);
    expect(isCaseStatus('paid')).toBe(false);
  });

  it('treats exactly Paid, Credited, Recalled and ClosedOtherReason as inactive', () => {
    expect([...INACTIVE_STATUSES].sort()).toEqual(['ClosedOtherReason', 'Credited', 'Paid', 'Recalled']);
    expect(CASE_STATUSES.filter((status) => !isActiveStatus(status)).sort()).toEqual(
      [...INACTIVE_STATUSES].sort(),
    );
    expect(isActiveStatus('Disputed')).toBe(true);
    expect(isActiveStatus('PaymentPlan')).toBe(true);
    expect(isActiveStatus('Paid')).toBe(false);
  });

  it('groups statuses for display', () => {
    expect(statusDisplayGroup('PreCollection')).toBe('reminder');
    expect(statusDisplayGroup('Collection')).toBe('collection');
    expect(statusDisplayGroup('Inkasso')).toBe('collection');
    expect(statusDisplayGroup('CostSaver')).toBe('collection');
    expect(statusDisplayGroup('PostCollection')).toBe('monitoring');
    expect(statusDisplayGroup('Surveillance')).toBe('monitoring');
  });

  it('shows every other status under its own label', () => {
    const grouped = ['PreCollection', 'Collection', 'Inkasso', 'CostSaver', 'PostCollection', 'Surveillance'];
    const others = CASE_STATUSES.filter((status) => !grouped.includes(status));
    expect(others).toHaveLength(11);
    for (const status of others) expect(statusDisplayGroup(status)).toBe(status);
  });

  it('lists every label a status is shown under once', () => {
    expect([...STATUS_DISPLAY_GROUPS].sort()).toEqual(
      [
        'reminder',
        'collection',
        'monitoring',
        ...CASE_STATUSES.filter((status) => statusDisplayGroup(status) === status),
      ].sort(),
    );
  });

  it('filters a client’s list by stage, open or closed', () => {
    expect(statusGroupStatuses('reminder')).toEqual(['PreCollection']);
    expect(statusGroupStatuses('collection')).toEqual(['Collection', 'Inkasso', 'CostSaver']);
    expect(statusGroupStatuses('monitoring')).toEqual(['PostCollection', 'Surveillance']);
    expect(statusGroupStatuses('plan')).toEqual(['PaymentPlan']);
    expect([...statusGroupStatuses('legal')].sort()).toEqual(
      ['Disputed', 'Enforcement', 'Eviction', 'Legal', 'ResidualCollection', 'Verdict'].sort(),
    );
    expect([...statusGroupStatuses('closed')].sort()).toEqual([...INACTIVE_STATUSES].sort());
    expect(statusGroupStatuses('active')).toEqual(CASE_STATUSES.filter(isActiveStatus));
  });

  it('puts a status shown under a group into the filter group of the same name', () => {
    const grouped = CASE_STATUSES.filter((status) => statusDisplayGroup(status) !== status);
    expect(grouped).toHaveLength(6);
    for (const status of grouped) {
      const group = STATUS_GROUPS.find((name) => name === statusDisplayGroup(status));
      expect(group && statusGroupStatuses(group)).toContain(status);
    }
  });

  it('puts no status into two stages', () => {
    const stages = STATUS_GROUPS.filter((group) => group !== 'active' && group !== 'closed');
    const staged = stages.flatMap(statusGroupStatuses);
    expect(new Set(staged).size).toBe(staged.length);
    expect(staged.every(isActiveStatus)).toBe(true);
  });

  it('lists the services by their Swedish keys', () => {
    expect(CASE_SERVICES).toEqual([
      'Avbetalningsplan',
      'Bevakning',
      'Inkasso',
      'Juridisk hantering',
      'Påminnelse',
      'Stängningsprocess',
    ]);
  });
});

describe('statusAfterReplay', () => {
  const replayed = { owed: 0, hasPayments: true, hasDeductions: true, service: 'Inkasso' };

  it('makes a case paid in full by a payment Paid, keeping its service', () => {
    expect(statusAfterReplay({ ...replayed, status: 'Collection' })).toEqual({ status: 'Paid' });
    expect(statusAfterReplay({ ...replayed, status: 'Paid' })).toBeNull();
    expect(statusAfterReplay({ ...replayed, status: 'Collection', hasPayments: false })).toBeNull();
  });

  it('sends a Paid case a deduction leaves owing back to collection, or to the reminder stage it was paid in', () => {
    expect(statusAfterReplay({ ...replayed, status: 'Paid', owed: 10_000 })).toEqual({
      status: 'Collection',
      service: 'Inkasso',
    });
    expect(
      statusAfterReplay({ ...replayed, status: 'Paid', owed: 1, service: 'Juridisk hantering' }),
    ).toEqual({
      status: 'Collection',
      service: 'Inkasso',
    });
    expect(statusAfterReplay({ ...replayed, status: 'Paid', owed: 1, service: 'Påminnelse' })).toEqual({
      status: 'PreCollection',
      service: 'Påminnelse',
    });
  });

  it('keeps a Paid case Paid when it owes again with no deduction: a rate entered late added interest', () => {
    expect(statusAfterReplay({ ...replayed, status: 'Paid', owed: 18_244, hasDeductions: false })).toBeNull();
  });

  it('reopens no case closed for another reason, and moves no open case that owes', () => {
    for (const status of ['Credited', 'Recalled', 'ClosedOtherReason', 'Collection', 'Legal'] as const)
      expect(statusAfterReplay({ ...replayed, status, owed: 10_000 })).toBeNull();
  });
});

describe('the group of a case', () => {
  it('is one of the filter’s groups, and filtering by it finds the case', () => {
    for (const status of CASE_STATUSES) {
      const group = statusGroupOf(status);
      expect(STATUS_GROUPS).toContain(group);
      expect(statusGroupStatuses(group)).toContain(status);
      if (group !== 'closed') expect(statusGroupStatuses('active')).toContain(status);
    }
  });

  it('is closed exactly for the closed statuses', () => {
    for (const status of CASE_STATUSES)
      expect(statusGroupOf(status) === 'closed').toBe(!isActiveStatus(status));
    expect(statusGroupOf('PaymentPlan')).toBe('plan');
    expect(statusGroupOf('Disputed')).toBe('legal');
    expect(statusGroupOf('PreCollection')).toBe('reminder');
  });
});
