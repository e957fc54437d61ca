import { useCallback } from 'react';
import { useFormattingLocale } from '../../i18n/use-language.ts';

/** An effective rate in tenths of a percent (130 = 13.0 %) with one decimal, as the locale writes it (`13,0 %`). */
export function formatRateTenths(tenths: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(tenths / 1000);
}

/** How the locale writes a currency's symbol next to an amount field (`kr`, `€`). */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Formats effective rates in tenths of a percent in the UI language. */
export function useRateFormatter(): (tenths: number) => string {
  const locale = useFormattingLocale();
  return useCallback((tenths) => formatRateTenths(tenths, locale), [locale]);
}
