import { format, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { sv } from 'date-fns/locale/sv';
import { useCallback } from 'react';
import { useFormattingLocale } from '../../i18n/use-language.ts';

// Swedish rules (weeks start on Monday, week 1 holds 4 January) unless a language has its own locale here.
const dateLocales: Record<string, Locale> = { sv, en: enGB };

/** Formats dates in the UI language with date-fns; `pattern` is a date-fns format such as `PPP`. */
export function useDateFormatter(): (date: Date, pattern: string) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (date, pattern) => format(date, pattern, { locale: dateLocales[locale] ?? sv }),
    [locale],
  );
}
