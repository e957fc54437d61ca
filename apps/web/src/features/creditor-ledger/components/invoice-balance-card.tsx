import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { AmountList, AmountRow, AmountTotalRow } from '../../../shared/ui/amount-list.tsx';
import { invoiceFinancialDetailsQueryOptions } from '../api/get-invoice-financial-details.ts';
import { invoiceParts } from '../invoice-figures.ts';
import { QuerySection } from './query-section.tsx';

/** The invoice's figures today, as parts (amount, fees, interest, less paid and credited) that add up on screen. */
export function InvoiceBalanceCard({ invoiceGuid }: { invoiceGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const money = useMoneyFormatter();
  return (
    <QuerySection
      title={t('balance.title')}
      query={invoiceFinancialDetailsQueryOptions(invoiceGuid)}
      loadError={(reason) => t('balance.loadError', { reason })}
    >
      {(figures) => (
        <>
          {figures.daysOverdue > 0 && (
            <Typography color="textSecondary" sx={{ mb: 1 }}>
              {t('balance.overdue', { count: figures.daysOverdue })}
            </Typography>
          )}
          <AmountList>
            {invoiceParts(figures).map((entry) => (
              <AmountRow
                key={entry.part}
                label={t(`balance.part.${entry.part}`)}
                amount={money(entry.amount, figures.currency)}
              />
            ))}
            <AmountTotalRow
              label={t('balance.remaining')}
              amount={money(figures.remaining, figures.currency)}
            />
          </AmountList>
        </>
      )}
    </QuerySection>
  );
}
