import { languages, rtlLanguages } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { directionOf, languageFromBrowserTag, supportedLanguages } from './languages.ts';

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
});
