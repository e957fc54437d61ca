import { languages, rtlLanguages } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { directionOf, formattingLocaleOf, languageFromBrowserTag, supportedLanguages } from './languages.ts';

describe('languages', () => {
  // The web keeps its own list so that the sign-in page does not load the contract's schemas.
  it('are the contract languages, with the same right-to-left ones', () => {
    expect([...supportedLanguages]).toEqual([...languages]);
    expect(supportedLanguages.filter((language) => directionOf(language) === 'rtl')).toEqual([
      ...rtlLanguages,
    ]);
  });

  it('map browser tags to our codes', () => {
    expect(languageFromBrowserTag('sv-SE')).toBe('sv');
    expect(languageFromBrowserTag('nb-NO')).toBe('no');
    expect(languageFromBrowserTag('sr-Latn')).toBe('rs');
    expect(languageFromBrowserTag('de')).toBeNull();
  });

  it('format with Latin digits and the Gregorian calendar in every language', () => {
    const day = new Date(Date.UTC(2026, 10, 23));
    for (const language of supportedLanguages) {
      const date = new Intl.DateTimeFormat(formattingLocaleOf(language), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      expect(date.format(day), language).toMatch(/23/);
      expect(date.format(day), language).toMatch(/2026/);
      const amount = new Intl.NumberFormat(formattingLocaleOf(language), {
        style: 'currency',
        currency: 'SEK',
      });
      expect(amount.format(1234.5), language).toMatch(/1\D?234\D50/);
    }
  });

  it('give every language a locale that Intl knows', () => {
    for (const language of supportedLanguages) {
      const resolved = new Intl.NumberFormat(formattingLocaleOf(language)).resolvedOptions().locale;
      expect(resolved.split('-')[0], language).toBe(formattingLocaleOf(language).split('-')[0]);
    }
  });
});
