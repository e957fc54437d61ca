import { describe, expect, it } from 'vitest';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';
import {
  isValidReferenceRate,
  parseRatePercent,
  parseReferenceRateFile,
  referenceRatesToEnter,
} from './reference-rate-entry.ts';

describe('parseRatePercent', () => {
  it('reads a rate in percent with a decimal comma or point, as basis points', () => {
    expect(parseRatePercent('1,75')).toBe(175);
    expect(parseRatePercent('−0,50')).toBe(-50);
    expect(parseRatePercent('-0.5')).toBe(-50);
    expect(parseRatePercent(' 2 ')).toBe(200);
    expect(parseRatePercent('0,00')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1,755', '1 75', 'abc', '1,7,5', '175%', '+1,75', '100'])
      expect(parseRatePercent(text), text).toBeNull();
  });
});

describe('isValidReferenceRate', () => {
  it("takes a half-year's first day and whole basis points from −5 % to 30 %", () => {
    expect(isValidReferenceRate({ validFrom: '2026-07-01', rateBp: 175 })).toBe(true);
    expect(isValidReferenceRate({ validFrom: '2026-01-01', rateBp: -500 })).toBe(true);
    expect(isValidReferenceRate({ validFrom: '2026-06-01', rateBp: 175 })).toBe(false);
    expect(isValidReferenceRate({ validFrom: '2026-07-01', rateBp: 3_001 })).toBe(false);
    expect(isValidReferenceRate({ validFrom: '2026-07-01', rateBp: 1.5 })).toBe(false);
    expect(isValidReferenceRate({ validFrom: '2026-02-30', rateBp: 0 })).toBe(false);
  });
});

describe('parseReferenceRateFile', () => {
  it("reads the Riksbank's export: a header, then date;rate lines with decimal commas", () => {
    const file = '\uFEFFDatum;Referensränta\r\n2026-01-01;2,00\r\n2026-07-01;1,75\r\n\r\n';
    expect(parseReferenceRateFile(file)).toEqual({
      ok: true,
      rows: [
        { validFrom: '2026-01-01', rateBp: 200 },
        { validFrom: '2026-07-01', rateBp: 175 },
      ],
    });
    expect(parseReferenceRateFile('2019-07-01;-0,50\n')).toEqual({
      ok: true,
      rows: [{ validFrom: '2019-07-01', rateBp: -50 }],
    });
  });

  it('refuses any other shape, naming the first line that is wrong', () => {
    const refused = (text: string) => {
      const result = parseReferenceRateFile(text);
      return result.ok ? null : { code: result.problem.code, line: result.problem.line };
    };
    expect(refused('')).toEqual({ code: 'ReferenceRateFileRefused', line: 1 });
    expect(refused('Datum;Värde\n')).toEqual({ code: 'ReferenceRateFileRefused', line: 1 });
    expect(refused('Datum;Värde\n2026-07-01,1.75\n')).toEqual({ code: 'ReferenceRateFileRefused', line: 2 });
    expect(refused('2026-07-01;1,75;SEK\n')).toEqual({ code: 'ReferenceRateFileRefused', line: 1 });
    expect(refused('2026-01-01;2,00\n2026-07-15;1,75\n')).toEqual({
      code: 'ReferenceRateFileRefused',
      line: 2,
    });
    expect(refused('2026-07-01;45,00\n')).toEqual({ code: 'ReferenceRateFileRefused', line: 1 });
    expect(refused('2026-07-01;1,75\n2026-07-01;1,75\n')).toEqual({
      code: 'ReferenceRateFileRefused',
      line: 2,
    });
    expect(refused('<html><body>Referensränta</body></html>')).toEqual({
      code: 'ReferenceRateFileRefused',
      line: 1,
    });
  });
});

describe('referenceRatesToEnter', () => {
  it('names each half-year up to today without its rate, oldest first', () => {
    expect(referenceRatesToEnter(PUBLISHED_REFERENCE_RATES, '2026-12-06')).toEqual(['2026-07-01']);
    expect(referenceRatesToEnter(PUBLISHED_REFERENCE_RATES, '2026-06-30')).toEqual([]);
    expect(referenceRatesToEnter(PUBLISHED_REFERENCE_RATES, '2027-01-04')).toEqual([
      '2026-07-01',
      '2027-01-01',
    ]);
    const gap = PUBLISHED_REFERENCE_RATES.filter((row) => row.validFrom !== '2020-07-01');
    expect(referenceRatesToEnter(gap, '2026-06-01')).toEqual(['2020-07-01']);
    expect(referenceRatesToEnter([], '2026-12-06')).toEqual(['2026-07-01']);
  });
});
