import { describe, expect, it } from 'vitest';
import { currencySymbol, formatRateTenths } from './plan-format.ts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRateTenths', () => {
  it('writes the effective rate with one decimal, as the language does', () => {
    expect(spaces(formatRateTenths(130, 'sv-SE'))).toBe('13,0 %');
    expect(formatRateTenths(129, 'en-GB')).toBe('12.9%');
    expect(spaces(formatRateTenths(0, 'sv-SE'))).toBe('0,0 %');
  });
});

describe('currencySymbol', () => {
  it('is the symbol written next to amounts', () => {
    expect(currencySymbol('SEK', 'sv-SE')).toBe('kr');
    expect(currencySymbol('EUR', 'sv-SE')).toBe('€');
  });
});
