import { useCallback } from 'react';
import { useFormattingLocale } from '../../i18n/use-language.ts';

/** Formats a size in bytes as kB (or MB from 1 000 kB) in the UI language, as people read file sizes. */
export function useFileSizeFormatter(): (bytes: number) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (bytes) => {
      const megabytes = bytes >= 1_000_000;
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: megabytes ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: megabytes ? 1 : 0,
      }).format(Math.max(1, bytes / (megabytes ? 1_000_000 : 1_000)));
    },
    [locale],
  );
}
