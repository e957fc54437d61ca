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

  it('says no, without throwing, of a value that is not a string at all', () => {
    for (const value of [null, undefined, 20_261_207, new Date('2026-12-07')])
      expect(isValidIsoDate(value as unknown as string)).toBe(false);
    expect(() => isoDateToDayNumber(null as unknown as string)).toThrow(RangeError);
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

/** The reckoning by `Date` and a regular expression, which the whole-number one must agree with everywhere. */
const byDate = {
  dayNumber(iso: string): number | undefined {
    const match = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(iso);
    if (match === null) return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real =
      date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real ? date.getTime() / 86_400_000 : undefined;
  },
  isoDate: (dayNumber: number) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10),
};

describe('the whole-number reckoning agrees with Date', () => {
  it('on every day from 1583 to 2500, both ways', () => {
    const last = byDate.dayNumber('2500-12-31') ?? 0;
    for (let dayNumber = byDate.dayNumber('1583-01-01') ?? 0; dayNumber <= last; dayNumber++) {
      const iso = byDate.isoDate(dayNumber);
      if (dayNumberToIsoDate(dayNumber) !== iso) expect(dayNumberToIsoDate(dayNumber)).toBe(iso);
      if (isoDateToDayNumber(iso) !== dayNumber) expect(isoDateToDayNumber(iso)).toBe(dayNumber);
    }
  });

  it('on any day number, the years 1000 to 9999 and beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 3_000_000 }), (dayNumber) => {
        expect(dayNumberToIsoDate(dayNumber)).toBe(byDate.isoDate(dayNumber));
      }),
      { numRuns: 20_000 },
    );
  });

  it('on which texts are dates, near misses included', () => {
    const part = (length: number) =>
      fc.string({
        unit: fc.constantFrom(...'0123456789-+ x٣'),
        minLength: length - 1,
        maxLength: length + 1,
      });
    const nearDate = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 0, max: 10_999 }),
          fc.integer({ min: 0, max: 14 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([year, month, day]) =>
            `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        ),
      fc.tuple(part(4), part(2), part(2)).map(([year, month, day]) => `${year}-${month}-${day}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(nearDate, (text) => {
        const expected = byDate.dayNumber(text);
        expect(isValidIsoDate(text)).toBe(expected !== undefined);
        if (expected !== undefined) expect(isoDateToDayNumber(text)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
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
