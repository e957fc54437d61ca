import type { Objection } from '@fordra/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../format/money.ts';

/** How an objection is put in words: what it concerns (the whole claim, or an amount of it). */
export function useObjectionWords() {
  const { t } = useTranslation('objections');
  const money = useMoneyFormatter();
  return {
    scope: (objection: Objection) =>
      objection.scope === 'part' && objection.disputedAmount !== null
        ? t('card.part', { amount: money(objection.disputedAmount, objection.currency) })
        : t('card.whole'),
  };
}
