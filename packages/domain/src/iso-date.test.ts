import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumberToIsoDate,
  daysBetween,
  isoDateToDayNumber,
  isoWeekday,
  isValidIsoDate,
} from './iso-date.ts';

describe('isValidIsoDate', () => {
  it('accepts real dates, leap days included', () => {
    expect(isValidIsoDate('2026-04-05')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2100-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-4-5')).toBe(false);
    expect(isValidIsoDate('2026-04-05T00:00')).toBe(false);
    expect(isValidIsoDate('0999-01-01')).toBe(false);
  });
});

describe('day numbers', () => {
  it('counts days from 1970-01-01', () => {
    expect(isoDateToDayNumber('1970-01-01')).toBe(0);
    expect(isoDateToDayNumber('2026-01-01')).toBe(20_454);
    expect(dayNumberToIsoDate(20_454)).toBe('2026-01-01');
    expect(dayNumberToIsoDate(-1)).toBe('1969-12-31');
  });

  it('throws a RangeError on a date that does not exist', () => {
    expect(() => isoDateToDayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumberToIsoDate(1.5)).toThrow(RangeError);
  });
});

describe('date arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-31', '2026-03-02')).toBe(30);
    expect(daysBetween('2026-03-02', '2026-01-31')).toBe(-30);
  });

  it('knows the weekday', () => {
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('2026-04-05')).toBe(7);
    expect(isoWeekday('2026-04-06')).toBe(1);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });

  it('adding n days moves the date n days', () => {
    const date = fc.integer({ min: -300_000, max: 2_000_000 }).map(dayNumberToIsoDate);
    fc.assert(
      fc.property(date, fc.integer({ min: -10_000, max: 10_000 }), (iso, days) => {
        expect(daysBetween(iso, addDays(iso, days))).toBe(days);
      }),
    );
  });
});
