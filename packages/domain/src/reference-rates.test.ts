import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumberToIsoDate, isoDateToDayNumber } from './iso-date.ts';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';
import {
  halfYearOf,
  hasReferenceRateOn,
  MissingReferenceRate,
  missingReferenceRateHalfYears,
  type ReferenceRateTable,
  referenceRateOn,
  referenceRatePeriods,
} from './reference-rates.ts';

describe('referenceRateOn', () => {
  it('gives the rate of 1 January for the first half-year and that of 1 July for the second', () => {
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2025-01-01')).toBe(250);
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2025-06-30')).toBe(250);
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2025-07-01')).toBe(200);
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2025-12-31')).toBe(200);
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2023-03-15')).toBe(250);
  });

  it('reports a half-year with no row of its own instead of carrying the previous rate forward', () => {
    expect(hasReferenceRateOn(PUBLISHED_REFERENCE_RATES, '2026-06-30')).toBe(true);
    expect(hasReferenceRateOn(PUBLISHED_REFERENCE_RATES, '2026-11-25')).toBe(false);
    expect(() => referenceRateOn(PUBLISHED_REFERENCE_RATES, '2026-11-25')).toThrow(
      expect.objectContaining({ halfYear: '2026-07-01', code: 'ReferenceRateMissing' }),
    );
    expect(() => referenceRateOn(PUBLISHED_REFERENCE_RATES, '2026-11-25')).toThrow(MissingReferenceRate);
    const withNewHalfYear = [...PUBLISHED_REFERENCE_RATES, { validFrom: '2026-07-01', rateBp: 175 }];
    expect(referenceRateOn(withNewHalfYear, '2026-06-30')).toBe(200);
    expect(referenceRateOn(withNewHalfYear, '2026-11-25')).toBe(175);
  });

  it('reads the rows in any order', () => {
    const reversed = [...PUBLISHED_REFERENCE_RATES].reverse();
    expect(referenceRateOn(reversed, '2024-02-29')).toBe(400);
    expect(referenceRateOn(reversed, '2022-12-31')).toBe(50);
  });

  it('has the published rates back to 2017, none before the first row, and none in an empty table', () => {
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2019-03-31')).toBe(-50);
    expect(referenceRateOn(PUBLISHED_REFERENCE_RATES, '2021-12-31')).toBe(0);
    expect(hasReferenceRateOn(PUBLISHED_REFERENCE_RATES, '2016-12-31')).toBe(false);
    expect(() => referenceRateOn(PUBLISHED_REFERENCE_RATES, '2016-12-31')).toThrow(RangeError);
    expect(() => referenceRateOn([], '2026-01-01')).toThrow(RangeError);
  });

  it('refuses a day that is not a date and a rate that is not whole basis points', () => {
    expect(() => referenceRateOn(PUBLISHED_REFERENCE_RATES, '2026-02-30')).toThrow(RangeError);
    expect(() => referenceRateOn([{ validFrom: '2026-01-01', rateBp: 1.5 }], '2026-02-01')).toThrow(
      RangeError,
    );
  });
});

describe('referenceRatePeriods', () => {
  it('splits at each day a rate takes effect, that day charged at the new rate', () => {
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2024-12-15', '2025-07-10')).toEqual([
      { from: '2024-12-15', to: '2024-12-31', rateBp: 400 },
      { from: '2024-12-31', to: '2025-06-30', rateBp: 250 },
      { from: '2025-06-30', to: '2025-07-10', rateBp: 200 },
    ]);
  });

  it('gives one period inside a half-year, and none for no days', () => {
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2025-07-01', '2025-08-01')).toEqual([
      { from: '2025-07-01', to: '2025-08-01', rateBp: 200 },
    ]);
    // From 2025-06-30 the first day charged is 1 July: the rate of 1 January is not used at all.
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2025-06-30', '2025-08-01')).toEqual([
      { from: '2025-06-30', to: '2025-08-01', rateBp: 200 },
    ]);
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2025-08-01', '2025-08-01')).toEqual([]);
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2025-08-01', '2025-07-01')).toEqual([]);
  });

  it("gives the days of a half-year with no row no rate, never the previous half-year's", () => {
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2016-12-15', '2017-02-01')).toEqual([
      { from: '2016-12-15', to: '2016-12-31', rateBp: null },
      { from: '2016-12-31', to: '2017-02-01', rateBp: -50 },
    ]);
    expect(referenceRatePeriods(PUBLISHED_REFERENCE_RATES, '2026-05-31', '2027-01-15')).toEqual([
      { from: '2026-05-31', to: '2026-06-30', rateBp: 200 },
      { from: '2026-06-30', to: '2027-01-15', rateBp: null },
    ]);
  });

  it('covers every day once, each at the rate in force that day', () => {
    const day = fc.integer({ min: isoDateToDayNumber('2022-01-01'), max: isoDateToDayNumber('2027-12-31') });
    const table: fc.Arbitrary<ReferenceRateTable> = fc
      .uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 10 })
      .chain((halfYears) =>
        fc.tuple(...halfYears.map(() => fc.integer({ min: -100, max: 1_000 }))).map((rates) =>
          halfYears.map((half, index) => ({
            validFrom: `${2022 + Math.floor(half / 2)}-${half % 2 === 0 ? '01' : '07'}-01`,
            rateBp: rates[index] ?? 0,
          })),
        ),
      )
      .map((rows) => [...rows, { validFrom: '2022-01-01', rateBp: 100 }].filter(unique));
    fc.assert(
      fc.property(table, day, fc.integer({ min: 0, max: 1_500 }), (rates, start, length) => {
        const from = dayNumberToIsoDate(start);
        const to = addDays(from, length);
        const periods = referenceRatePeriods(rates, from, to);
        let cursor = from;
        for (const period of periods) {
          expect(period.from).toBe(cursor);
          expect(period.to > period.from).toBe(true);
          for (let d = addDays(period.from, 1); d <= period.to; d = addDays(d, 1)) {
            if (period.rateBp === null) expect(hasReferenceRateOn(rates, d)).toBe(false);
            else expect(referenceRateOn(rates, d)).toBe(period.rateBp);
          }
          cursor = period.to;
        }
        expect(cursor).toBe(length > 0 ? to : from);
      }),
      { numRuns: 60 },
    );
  });
});

describe('missingReferenceRateHalfYears', () => {
  it('names each half-year of the days charged that has no rate, oldest first', () => {
    expect(missingReferenceRateHalfYears(PUBLISHED_REFERENCE_RATES, '2026-05-31', '2027-01-15')).toEqual([
      '2026-07-01',
      '2027-01-01',
    ]);
    expect(missingReferenceRateHalfYears(PUBLISHED_REFERENCE_RATES, '2016-06-30', '2017-03-01')).toEqual([
      '2016-07-01',
    ]);
    // From 30 June the first day charged is 1 July: the first half-year is not charged at all.
    expect(
      missingReferenceRateHalfYears([{ validFrom: '2026-07-01', rateBp: 175 }], '2026-06-30', '2026-12-31'),
    ).toEqual([]);
    expect(missingReferenceRateHalfYears(PUBLISHED_REFERENCE_RATES, '2019-01-01', '2026-06-30')).toEqual([]);
    expect(missingReferenceRateHalfYears([], '2026-08-01', '2026-08-01')).toEqual([]);
  });

  it("knows each day's half-year", () => {
    expect(halfYearOf('2026-06-30')).toBe('2026-01-01');
    expect(halfYearOf('2026-07-01')).toBe('2026-07-01');
    expect(halfYearOf('2026-12-31')).toBe('2026-07-01');
  });
});

/** Keeps the first row of each day, as the table's primary key does. */
function unique(row: { validFrom: string }, index: number, rows: readonly { validFrom: string }[]): boolean {
  return rows.findIndex((other) => other.validFrom === row.validFrom) === index;
}
