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

/** A calendar day from the server (`YYYY-MM-DD`) as a local date, so formatting shows that very day. */
export function parseIsoDay(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Formats a calendar day from the server (`YYYY-MM-DD`) with a date-fns pattern, `PPP` (22 november 2026) by default. */
export function useDayFormatter(): (iso: string, pattern?: string) => string {
  const formatDate = useDateFormatter();
  return useCallback((iso, pattern = 'PPP') => formatDate(parseIsoDay(iso), pattern), [formatDate]);
}
