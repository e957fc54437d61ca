import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_HOURS, isCustomerServiceOpen } from './customer-service.ts';

describe('CUSTOMER_SERVICE_HOURS', () => {
  it('is Monday to Friday 09:00–16:00 Stockholm time', () => {
    expect(CUSTOMER_SERVICE_HOURS).toEqual({
      opens: '09:00',
      closes: '16:00',
      days: [1, 2, 3, 4, 5],
      timeZone: 'Europe/Stockholm',
    });
  });
});

describe('isCustomerServiceOpen', () => {
  it('opens at 09:00 and closes at 16:00 on a winter Monday (UTC+1)', () => {
    expect(isCustomerServiceOpen(new Date('2026-03-16T07:59:00Z'))).toBe(false);
    expect(isCustomerServiceOpen(new Date('2026-03-16T08:00:00Z'))).toBe(true);
    expect(isCustomerServiceOpen(new Date('2026-03-16T14:59:00Z'))).toBe(true);
    expect(isCustomerServiceOpen(new Date('2026-03-16T15:00:00Z'))).toBe(false);
  });

  it('follows summer time (UTC+2)', () => {
    expect(isCustomerServiceOpen(new Date('2026-06-15T06:59:00Z'))).toBe(false);
    expect(isCustomerServiceOpen(new Date('2026-06-15T07:00:00Z'))).toBe(true);
    expect(isCustomerServiceOpen(new Date('2026-06-15T13:59:00Z'))).toBe(true);
    expect(isCustomerServiceOpen(new Date('2026-06-15T14:00:00Z'))).toBe(false);
  });

  it('is closed at weekends and on days the banks are closed', () => {
    expect(isCustomerServiceOpen(new Date('2026-03-14T11:00:00Z'))).toBe(false);
    expect(isCustomerServiceOpen(new Date('2026-06-19T08:00:00Z'))).toBe(false);
    expect(isCustomerServiceOpen(new Date('2026-12-24T09:00:00Z'))).toBe(false);
  });

  it('takes the holiday check from the caller', () => {
    const midsummerEveAtTen = new Date('2026-06-19T08:00:00Z');
    expect(isCustomerServiceOpen(midsummerEveAtTen, () => true)).toBe(true);
    expect(isCustomerServiceOpen(new Date('2026-03-16T10:00:00Z'), () => false)).toBe(false);
    // Saturday stays closed whatever the check says.
    expect(isCustomerServiceOpen(new Date('2026-03-14T11:00:00Z'), () => true)).toBe(false);
  });
});
