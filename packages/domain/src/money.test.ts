import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertMinor,
  CURRENCIES,
  type Currency,
  decimalString,
  formatMoney,
  kronorString,
  type Money,
  parseKronor,
  sumByCurrency,
} from './money.ts';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('assertMinor', () => {
  it('accepts safe integers, including negatives and zero', () => {
    for (const amount of [0, -5, 123_450, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(() => assertMinor(amount)).not.toThrow();
    }
  });

  it('throws a RangeError on fractions, non-finite and unsafe numbers', () => {
    for (const amount of [1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertMinor(amount)).toThrow(RangeError);
    }
  });

  it('names the value in the message', () => {
    expect(() => assertMinor(0.5, 'principal')).toThrow(/principal/);
  });
});

describe('formatMoney', () => {
  it('formats öre as Swedish kronor', () => {
    expect(formatMoney(123_450, 'SEK', 'sv-SE')).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(formatMoney(-50, 'SEK', 'sv-SE')).toBe(`${MINUS}0,50${NBSP}kr`);
    expect(formatMoney(0, 'SEK', 'sv-SE')).toBe(`0,00${NBSP}kr`);
  });

  it('follows the UI locale for each currency', () => {
    expect(formatMoney(123_456_705, 'EUR', 'en-GB')).toBe('€1,234,567.05');
    expect(formatMoney(123_456_705, 'DKK', 'da-DK')).toBe(`1.234.567,05${NBSP}kr.`);
    expect(formatMoney(123_456_705, 'NOK', 'nb-NO')).toBe(`1${NBSP}234${NBSP}567,05${NBSP}kr`);
  });

  it('keeps each locale and currency apart when they alternate', () => {
    const pairs = [
      ['SEK', 'sv-SE', `12,34${NBSP}kr`],
      ['EUR', 'sv-SE', `12,34${NBSP}€`],
      ['SEK', 'en-GB', `SEK${NBSP}12.34`],
      ['EUR', 'en-GB', '€12.34'],
    ] as const;
    for (let round = 0; round < 2; round++)
      for (const [currency, locale, expected] of pairs)
        expect(formatMoney(1234, currency, locale)).toBe(expected);
  });

  it('refuses a locale Intl does not know, every time', () => {
    expect(() => formatMoney(100, 'SEK', 'not a locale')).toThrow(RangeError);
    expect(() => formatMoney(100, 'SEK', 'not a locale')).toThrow(RangeError);
  });

  it('stays exact up to the largest safe integer', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'SEK', 'en-US')).toBe(`SEK${NBSP}90,071,992,547,409.91`);
  });

  it('refuses fractional öre', () => {
    expect(() => formatMoney(1.5, 'SEK', 'sv-SE')).toThrow(RangeError);
  });
});

describe('kronorString', () => {
  it('writes kronor with a decimal comma, two decimals and no grouping', () => {
    expect(kronorString(123_450)).toBe('1234,50');
    expect(kronorString(123_456_789)).toBe('1234567,89');
    expect(kronorString(100)).toBe('1,00');
    expect(kronorString(5)).toBe('0,05');
    expect(kronorString(0)).toBe('0,00');
    expect(kronorString(-150)).toBe('-1,50');
  });

  it('refuses fractional öre', () => {
    expect(() => kronorString(10.5)).toThrow(RangeError);
  });

  it('round-trips every safe integer exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        const text = kronorString(minor);
        expect(text).toMatch(/^-?\d+,\d{2}$/);
        expect(BigInt(text.replace(',', ''))).toBe(BigInt(minor));
      }),
    );
  });
});

describe('decimalString', () => {
  it('writes hundredths with a decimal point, two decimals and no grouping', () => {
    expect(decimalString(123_450)).toBe('1234.50');
    expect(decimalString(5)).toBe('0.05');
    expect(decimalString(800)).toBe('8.00');
    expect(decimalString(-150)).toBe('-1.50');
    expect(() => decimalString(0.5)).toThrow(RangeError);
  });

  it('round-trips every safe integer exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(BigInt(decimalString(minor).replace('.', ''))).toBe(BigInt(minor));
      }),
    );
  });
});

describe('sumByCurrency', () => {
  it('totals each currency separately, in the order of CURRENCIES', () => {
    const items: Money[] = [
      { currency: 'EUR', amount: 5_000 },
      { currency: 'SEK', amount: 10_000 },
      { currency: 'SEK', amount: 25_050 },
      { currency: 'EUR', amount: -1_000 },
    ];
    expect(sumByCurrency(items)).toEqual([
      { currency: 'SEK', amount: 35_050 },
      { currency: 'EUR', amount: 4_000 },
    ]);
  });

  it('returns nothing for no items', () => {
    expect(sumByCurrency([])).toEqual([]);
  });

  it('refuses an unknown currency instead of dropping it', () => {
    const items = [{ currency: 'USD' as Currency, amount: 100 }];
    expect(() => sumByCurrency(items)).toThrow(RangeError);
  });

  it('refuses fractions and totals beyond the safe range', () => {
    expect(() => sumByCurrency([{ currency: 'SEK', amount: 0.5 }])).toThrow(RangeError);
    expect(() =>
      sumByCurrency([
        { currency: 'SEK', amount: Number.MAX_SAFE_INTEGER },
        { currency: 'SEK', amount: 1 },
      ]),
    ).toThrow(RangeError);
  });

  it('never mixes currencies and loses nothing', () => {
    const item = fc.record({
      currency: fc.constantFrom(...CURRENCIES),
      amount: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const totals = sumByCurrency(items);
        expect(totals.map((total) => total.currency)).toEqual(
          CURRENCIES.filter((currency) => items.some((i) => i.currency === currency)),
        );
        for (const total of totals) {
          const expected = items
            .filter((i) => i.currency === total.currency)
            .reduce((sum, i) => sum + i.amount, 0);
          expect(total.amount).toBe(expected);
        }
      }),
    );
  });
});

describe('parseKronor', () => {
  it('reads kronor as Swedish and English writers type them, in öre', () => {
    expect(parseKronor('1 234,50')).toBe(123_450);
    expect(parseKronor('1\u00a0234,5')).toBe(123_450);
    expect(parseKronor('1\u202f234.05')).toBe(123_405);
    expect(parseKronor('1234')).toBe(123_400);
    expect(parseKronor(' 0,99 ')).toBe(99);
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'abc', '-100', '12,345', '1.234,50', '1,234.50', '12kr', '1e5'])
      expect(parseKronor(text), text).toBeNull();
  });

  it.each([
    ['500', 50_000],
    [' 1 250 ', 125_000],
    ['1\u00a0250,5', 125_050],
    ['1250.75', 125_075],
    ['0', 0],
  ])('reads %j as %i minor units, as the plan calculator takes an amount', (text, minor) => {
    expect(parseKronor(text)).toBe(minor);
  });

  it.each(['', 'abc', '12,345', '-5', '1.2.3', '5 kr'])('refuses %j', (text) => {
    expect(parseKronor(text)).toBeNull();
  });
});
