import { BUSINESS_TIME_ZONE } from '@fordra/domain';
import { useCallback } from 'react';
import { useFormattingLocale } from '../../i18n/use-language.ts';

/** How much of a date to show; the language decides the order, words and punctuation. */
export type DateStyle = 'long' | 'medium' | 'mediumWithTime' | 'weekday';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 22 november 2026 */
  long: { dateStyle: 'long' },
  /** 22 nov. 2026 */
  medium: { dateStyle: 'medium' },
  /** 22 nov. 2026 14:05 */
  mediumWithTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** måndag 23 november */
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `style` dates in `locale`, made once (by default on the Swedish clock). */
export function dateFormatter(
  locale: string,
  style: DateStyle,
  timeZone = BUSINESS_TIME_ZONE,
): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** A moment (a message sent, a document made) in the UI language, on the Swedish clock. */
export function useDateFormatter(): (date: Date, style?: DateStyle) => string {
  const locale = useFormattingLocale();
  return useCallback((date, style = 'long') => dateFormatter(locale, style).format(date), [locale]);
}

/** A calendar day from the server (`YYYY-MM-DD`) as midnight UTC, so formatting in UTC shows that very day. */
export function parseIsoDay(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A calendar day from the server (`YYYY-MM-DD`, e.g. a due date) in the UI language. */
export function useDayFormatter(): (iso: string, style?: DateStyle) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (iso, style = 'long') => dateFormatter(locale, style, 'UTC').format(parseIsoDay(iso)),
    [locale],
  );
}
