import { describe, expect, it } from 'vitest';
import {
  ACTIVE_PLAN_STATUSES,
  INSTALMENT_STATUSES,
  isActivePlanStatus,
  PLAN_STATUSES,
} from './plan-status.ts';

describe('plan statuses', () => {
  it('puts Proposal and Active on the active tab and the rest on the inactive tab', () => {
    expect(ACTIVE_PLAN_STATUSES).toEqual(['Proposal', 'Active']);
    expect(PLAN_STATUSES.filter(isActivePlanStatus)).toEqual(['Proposal', 'Active']);
    expect(PLAN_STATUSES.filter((status) => !isActivePlanStatus(status))).toEqual([
      'Completed',
      'Terminated',
      'Rejected',
    ]);
  });

  it('lists the nine instalment statuses', () => {
    expect(INSTALMENT_STATUSES).toEqual([
      'Billed',
      'Future',
      'Inactive',
      'Paid',
      'Past',
      'Paused',
      'Proposal',
      'Reminder',
      'Unknown',
    ]);
  });
});
