import { directionOf, isSupportedLanguage } from '@fordra/domain/languages';
import type { InterpolationOptions } from 'i18next';

/** Values some texts name without every caller passing them (`{{countryCode}}` in phone errors). */
const defaultVariables = {
  countryCode: '+46',
  domesticPhoneExample: '070-123 45 67',
  internationalPhoneExample: '+358 40 123 4567',
};

/**
 * How values are filled into texts. React escapes text itself, so i18next's escaping step is used to
 * set each value apart instead: in a right-to-left language every value becomes a first-strong
 * isolate (U+2068 … U+2069, invisible; left to right when it has no letters), so a phone or
 * organisation number keeps its order (the bidi algorithm would show `070-123 45 67` as
 * `67 45 070-123` in Arabic text) and a Swedish name or amount does not pull the punctuation around
 * it out of place.
 */
export function interpolationOptions(currentLanguage: () => string): InterpolationOptions {
  return {
    escapeValue: true,
    escape: (value: string) => {
      const language = currentLanguage();
      return isSupportedLanguage(language) && directionOf(language) === 'rtl'
        ? `\u2068${value}\u2069`
        : value;
    },
    defaultVariables,
  };
}
