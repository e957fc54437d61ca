import { useCallback } from 'react';
import { useFormattingLocale } from '../../../i18n/use-language.ts';

/** A rate (0.125) as a per cent with one decimal ("12,5 %") in the UI language. */
export function usePercentFormatter(): (rate: number) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (rate) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(rate),
    [locale],
  );
}
