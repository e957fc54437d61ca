import { type Currency, formatMoney } from '@fordra/domain';
import { useCallback } from 'react';
import { useFormattingLocale } from '../../i18n/use-language.ts';

/** Formats minor units of a currency in the UI language. */
export function useMoneyFormatter(): (minor: number, currency: Currency) => string {
  const locale = useFormattingLocale();
  return useCallback((minor, currency) => formatMoney(minor, currency, locale), [locale]);
}
