import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBankDays,
  bankHolidaysOfYear,
  easterSunday,
  isBankDay,
  paymentRegistrationWindow,
} from './bank-days.ts';
import { dayNumberToIsoDate, daysBetween, isoDateToDayNumber } from './iso-date.ts';

describe('easterSunday', () => {
  it('matches known Easter dates', () => {
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // The latest and earliest possible dates.
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
  });
});

describe('bankHolidaysOfYear', () => {
  it('lists the Swedish holidays and bank-closed eves of 2026', () => {
    expect(bankHolidaysOfYear(2026)).toEqual([
      { date: '2026-01-01', name: 'newYearsDay' },
      { date: '2026-01-06', name: 'epiphany' },
      { date: '2026-04-03', name: 'goodFriday' },
      { date: '2026-04-05', name: 'easterSunday' },
      { date: '2026-04-06', name: 'easterMonday' },
      { date: '2026-05-01', name: 'mayDay' },
      { date: '2026-05-14', name: 'ascensionDay' },
      { date: '2026-05-24', name: 'whitSunday' },
      { date: '2026-06-06', name: 'nationalDay' },
      { date: '2026-06-19', name: 'midsummerEve' },
      { date: '2026-06-20', name: 'midsummerDay' },
      { date: '2026-10-31', name: 'allSaintsDay' },
      { date: '2026-12-24', name: 'christmasEve' },
      { date: '2026-12-25', name: 'christmasDay' },
      { date: '2026-12-26', name: 'boxingDay' },
      { date: '2026-12-31', name: 'newYearsEve' },
    ]);
  });

  it('finds midsummer and All Saints at the end of their windows', () => {
    const movable = (year: number) =>
      bankHolidaysOfYear(year)
        .filter((holiday) => ['midsummerEve', 'midsummerDay', 'allSaintsDay'].includes(holiday.name))
        .map((holiday) => holiday.date);
    expect(movable(2025)).toEqual(['2025-06-20', '2025-06-21', '2025-11-01']);
    expect(movable(2027)).toEqual(['2027-06-25', '2027-06-26', '2027-11-06']);
  });
});

describe('isBankDay', () => {
  it('is an ordinary weekday', () => {
    expect(isBankDay('2026-03-16')).toBe(true);
    expect(isBankDay('2026-06-18')).toBe(true);
    expect(isBankDay('2026-04-07')).toBe(true);
    expect(isBankDay('2026-12-30')).toBe(true);
  });

  it('is not a weekend', () => {
    expect(isBankDay('2026-03-14')).toBe(false);
    expect(isBankDay('2026-03-15')).toBe(false);
  });

  it('is not a public holiday or a bank-closed eve on a weekday', () => {
    for (const date of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2025-06-06',
      '2026-06-19',
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
      '2025-12-26',
    ]) {
      expect(isBankDay(date), date).toBe(false);
    }
  });
});

describe('addBankDays', () => {
  it('skips weekends and holidays', () => {
    expect(addBankDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(addBankDays('2026-12-23', 3)).toBe('2026-12-30');
    expect(addBankDays('2026-12-30', 1)).toBe('2027-01-04');
    expect(addBankDays('2026-04-02', 1)).toBe('2026-04-07');
  });

  it('counts back with a negative number and stays put with 0', () => {
    expect(addBankDays('2026-04-07', -1)).toBe('2026-04-02');
    expect(addBankDays('2026-12-25', 0)).toBe('2026-12-25');
  });

  it('refuses a fractional number of days', () => {
    expect(() => addBankDays('2026-03-16', 1.5)).toThrow(RangeError);
  });

  it('lands on the nth bank day after the start', () => {
    const date = fc.integer({ min: 10_957, max: 47_481 }).map(dayNumberToIsoDate);
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 30 }), (start, n) => {
        const end = addBankDays(start, n);
        expect(isBankDay(end)).toBe(true);
        let bankDays = 0;
        for (let day = isoDateToDayNumber(start) + 1; day <= isoDateToDayNumber(end); day++) {
          if (isBankDay(dayNumberToIsoDate(day))) bankDays++;
        }
        expect(bankDays).toBe(n);
        expect(daysBetween(start, end)).toBeGreaterThanOrEqual(n);
      }),
    );
  });
});

describe('paymentRegistrationWindow', () => {
  it('is the first to third bank day after today', () => {
    expect(paymentRegistrationWindow('2026-03-16')).toEqual({ earliest: '2026-03-17', latest: '2026-03-19' });
    expect(paymentRegistrationWindow('2026-03-13')).toEqual({ earliest: '2026-03-16', latest: '2026-03-18' });
    expect(paymentRegistrationWindow('2026-06-18')).toEqual({ earliest: '2026-06-22', latest: '2026-06-24' });
    expect(paymentRegistrationWindow('2026-12-23')).toEqual({ earliest: '2026-12-28', latest: '2026-12-30' });
  });
});
