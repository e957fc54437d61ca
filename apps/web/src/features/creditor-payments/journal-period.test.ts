import { describe, expect, it } from 'vitest';
import { isOrdered, periodFromAddress, presetOf, presetPeriod } from './journal-period.ts';

describe('the payment journal’s period', () => {
  it('turns the quick choices into whole months and the calendar year', () => {
    expect(presetPeriod('thisMonth', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('thisYear', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('goes back over the new year and ends February on its last day', () => {
    expect(presetPeriod('lastMonth', '2027-01-03')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('lastMonth', '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('recognises a quick choice in a period, and none in another', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-25')).toBe('lastMonth');
    expect(presetOf({ from: '2026-01-01', to: '2026-12-31' }, '2026-11-25')).toBe('thisYear');
    expect(presetOf({ from: '2026-10-01', to: '2026-11-25' }, '2026-11-25')).toBeNull();
  });

  it('reads the period from the address, the current month standing in for a missing or impossible day', () => {
    // Neither day: the server's choice, the month of the latest payment.
    expect(periodFromAddress(undefined, undefined, '2026-11-25')).toBeNull();
    expect(periodFromAddress('2026-02-30', undefined, '2026-11-25')).toBeNull();
    expect(periodFromAddress('2026-02-30', '2026-03-15', '2026-11-25')).toEqual({
      from: '2026-11-01',
      to: '2026-03-15',
    });
    expect(periodFromAddress('2025-06-01', undefined, '2026-11-25')).toEqual({
      from: '2025-06-01',
      to: '2026-11-30',
    });
  });

  it('calls a period ordered when it ends on or after its first day', () => {
    expect(isOrdered({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isOrdered({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
  });
});
