import { describe, expect, it } from 'vitest';
import { detectLanguage, type LanguageSources } from './language-preference.ts';

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
});
