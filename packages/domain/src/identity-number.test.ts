import { describe, expect, it } from 'vitest';
import {
  identityNumberIn,
  maskIdentityNumber,
  maskOrganisationNumber,
  maskPersonalNumber,
  parseOrganisationNumber,
  parsePersonalNumber,
} from './identity-number.ts';

const TODAY = '2026-03-15';

describe('parsePersonalNumber', () => {
  it('normalises the 12-digit forms', () => {
    expect(parsePersonalNumber('19121212-1212', TODAY)).toEqual({ ok: true, value: '19121212-1212' });
    expect(parsePersonalNumber('198112189876', TODAY)).toEqual({ ok: true, value: '19811218-9876' });
    expect(parsePersonalNumber(' 19811218-9876 ', TODAY)).toEqual({ ok: true, value: '19811218-9876' });
  });

  it('infers the century of a 10-digit number: the person is under 100 with `-` or no separator', () => {
    expect(parsePersonalNumber('811218-9876', TODAY)).toEqual({ ok: true, value: '19811218-9876' });
    expect(parsePersonalNumber('8112189876', TODAY)).toEqual({ ok: true, value: '19811218-9876' });
    expect(parsePersonalNumber('121212-1212', TODAY)).toEqual({ ok: true, value: '20121212-1212' });
  });

  it('places a birthday later this year in the previous century', () => {
    expect(parsePersonalNumber('260315-1230', TODAY)).toEqual({ ok: true, value: '20260315-1230' });
    expect(parsePersonalNumber('260316-1239', TODAY)).toEqual({ ok: true, value: '19260316-1239' });
  });

  it('reads `+` as 100 years or older', () => {
    expect(parsePersonalNumber('121212+1212', TODAY)).toEqual({ ok: true, value: '19121212-1212' });
    expect(parsePersonalNumber('260316+1239', TODAY)).toEqual({ ok: true, value: '18260316-1239' });
  });

  it('depends on the reference date', () => {
    expect(parsePersonalNumber('121212-1212', '2012-12-11')).toEqual({ ok: true, value: '19121212-1212' });
    expect(parsePersonalNumber('121212-1212', '2012-12-12')).toEqual({ ok: true, value: '20121212-1212' });
  });

  it('uses the inferred century to judge a leap day', () => {
    expect(parsePersonalNumber('000229-1235', TODAY)).toEqual({ ok: true, value: '20000229-1235' });
    expect(parsePersonalNumber('000229+1235', TODAY)).toEqual({ ok: false, code: 'Date' });
  });

  it('accepts a samordningsnummer (day of birth + 60) and keeps its digits', () => {
    expect(parsePersonalNumber('701063-2391', TODAY)).toEqual({ ok: true, value: '19701063-2391' });
  });

  it('refuses other shapes with Format', () => {
    for (const input of [
      '',
      '12121212',
      '121212--1212',
      '121212-12121',
      '1212121212a',
      '12121-21212',
      '121212 1212',
    ]) {
      expect(parsePersonalNumber(input, TODAY)).toEqual({ ok: false, code: 'Format' });
    }
  });

  it('refuses a wrong check digit with Checksum', () => {
    expect(parsePersonalNumber('121212-1213', TODAY)).toEqual({ ok: false, code: 'Checksum' });
    expect(parsePersonalNumber('19811218-9875', TODAY)).toEqual({ ok: false, code: 'Checksum' });
  });

  it('refuses an impossible or future date of birth with Date', () => {
    // Each has a correct check digit.
    expect(parsePersonalNumber('121312-1211', TODAY)).toEqual({ ok: false, code: 'Date' });
    expect(parsePersonalNumber('20300101-1232', TODAY)).toEqual({ ok: false, code: 'Date' });
  });

  it('throws a RangeError when the reference date is not a date', () => {
    expect(() => parsePersonalNumber('811218-9876', '2026-02-30')).toThrow(RangeError);
  });
});

describe('maskPersonalNumber', () => {
  it('hides the last four digits', () => {
    expect(maskPersonalNumber('19811218-9876')).toBe('19811218-XXXX');
  });

  it('refuses anything but the normalised form rather than leak digits', () => {
    expect(() => maskPersonalNumber('811218-9876')).toThrow(RangeError);
    expect(() => maskPersonalNumber('198112189876')).toThrow(RangeError);
  });
});

describe('parseOrganisationNumber', () => {
  it('normalises with or without the hyphen', () => {
    expect(parseOrganisationNumber('202100-5448')).toEqual({ ok: true, value: '202100-5448' });
    expect(parseOrganisationNumber('5560125790')).toEqual({ ok: true, value: '556012-5790' });
  });

  it('refuses a third digit below 2 (a personnummer) and other shapes with Format', () => {
    expect(parseOrganisationNumber('121212-1212')).toEqual({ ok: false, code: 'Format' });
    expect(parseOrganisationNumber('556012-579')).toEqual({ ok: false, code: 'Format' });
    expect(parseOrganisationNumber('16556012-5790')).toEqual({ ok: false, code: 'Format' });
  });

  it('refuses a wrong check digit with Checksum', () => {
    expect(parseOrganisationNumber('556012-5791')).toEqual({ ok: false, code: 'Checksum' });
  });
});

describe('maskOrganisationNumber', () => {
  it('hides the last four digits', () => {
    expect(maskOrganisationNumber('556012-5790')).toBe('556012-XXXX');
    expect(() => maskOrganisationNumber('5560125790')).toThrow(RangeError);
  });
});

describe('maskIdentityNumber', () => {
  it('masks either kind of stored number', () => {
    expect(maskIdentityNumber('19811218-9876')).toBe('19811218-XXXX');
    expect(maskIdentityNumber('556012-5790')).toBe('556012-XXXX');
    expect(() => maskIdentityNumber('8112189876')).toThrow(RangeError);
  });
});

describe('identityNumberIn', () => {
  it('reads a personal or an organisation number however it is written, and nothing else', () => {
    expect(identityNumberIn('198112189876', '2026-11-24')).toBe('19811218-9876');
    expect(identityNumberIn('5560125790', '2026-11-24')).toBe('556012-5790');
    expect(identityNumberIn('Andersson', '2026-11-24')).toBeNull();
    expect(identityNumberIn('198112189877', '2026-11-24')).toBeNull();
  });
});
