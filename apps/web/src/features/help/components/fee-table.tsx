import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { AmountList, AmountRow } from '../../../shared/ui/amount-list.tsx';
import { feeSchedule } from '../help-topics.ts';

/** Whole kronor as people say fees (`60 kr`); every statutory fee is a whole number of kronor. */
export function useWholeKronor(): (minor: number) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (minor) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 }).format(
        minor / 100,
      ),
    [locale],
  );
}

/** The statutory fees, each with when it applies. */
export function FeeTable() {
  const { t } = useTranslation('help');
  const kronor = useWholeKronor();
  return (
    <div>
      <Typography variant="body2" color="textSecondary">
        {t('fees.listLabel')}
      </Typography>
      <AmountList>
        {feeSchedule.map((fee) => (
          <AmountRow
            key={fee.type}
            label={t(`fees.${fee.type}.label`)}
            hint={t(`fees.${fee.type}.hint`)}
            amount={kronor(fee.amount)}
          />
        ))}
      </AmountList>
    </div>
  );
}
