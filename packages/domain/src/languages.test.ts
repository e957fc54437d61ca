import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  formattingLocaleOf,
  type LanguageSources,
  languageFromBrowserTag,
  supportedLanguages,
} from './languages.ts';

describe('languages', () => {
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

const none: LanguageSources = { search: '', cookie: '', stored: null, browserLanguages: [] };

describe('detectLanguage', () => {
  it('prefers the query parameter, then the cookie, then localStorage', () => {
    const all = { search: '?lang=en', cookie: 'a=1; fordra.lang=pl', stored: 'fi', browserLanguages: ['da'] };
    expect(detectLanguage(all)).toBe('en');
    expect(detectLanguage({ ...all, search: '' })).toBe('pl');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('fi');
  });

  it('skips unsupported values', () => {
    expect(detectLanguage({ ...none, search: '?lang=xx', cookie: 'fordra.lang=en' })).toBe('en');
  });

  it('uses the first supported browser language when nothing is stored', () => {
    expect(detectLanguage({ ...none, browserLanguages: ['de-DE', 'nb-NO', 'en'] })).toBe('no');
    expect(detectLanguage({ ...none, browserLanguages: ['sr-Latn-RS'] })).toBe('rs');
  });

  it('falls back to Swedish', () => {
    expect(detectLanguage({ ...none, browserLanguages: ['de-DE'] })).toBe('sv');
    expect(detectLanguage(none)).toBe('sv');
  });

  it('takes no language from a cookie that is not percent-encoded text', () => {
    expect(detectLanguage({ ...none, cookie: 'fordra.lang=%E0%A4%A', browserLanguages: ['fi'] })).toBe('fi');
  });
});
