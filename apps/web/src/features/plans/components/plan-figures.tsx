import type { Currency, InstalmentPlanQuote } from '@fordra/domain';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { useRateFormatter } from '../plan-format.ts';

/**
 * The calculator's figures: principal, interest and fees adding up to the total on screen, then
 * months, the amount per month and the effective rate.
 */
export function PlanFigures({ quote, currency }: { quote: InstalmentPlanQuote; currency: Currency }) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  const rate = useRateFormatter();
  const format = (minor: number) => money(minor, currency);
  return (
    <>
      <AmountList>
        <AmountRow
          label={t('summary.principal')}
          hint={t('summary.principalHint')}
          amount={format(quote.principal)}
        />
        <AmountRow
          label={t('summary.interest')}
          hint={t('summary.interestHint')}
          amount={format(quote.interest)}
        />
        <AmountRow label={t('summary.fees')} hint={t('summary.feesHint')} amount={format(quote.fees)} />
        <AmountTotalRow label={t('summary.total')} amount={format(quote.total)} />
      </AmountList>
      <AmountList>
        <AmountRow label={t('summary.months')} amount={String(quote.months)} />
        <AmountRow label={t('summary.perMonth')} amount={format(quote.perMonth)} />
        <AmountRow label={t('summary.effectiveRate')} amount={rate(quote.effectiveRateTenths)} />
      </AmountList>
    </>
  );
}
