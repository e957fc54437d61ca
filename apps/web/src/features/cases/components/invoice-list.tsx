import type { DebtorInvoice } from '@fordra/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';

/** One invoice: whom it is from and what for, where it stands, what is left, and each payment on it. */
function InvoiceCard({ invoice }: { invoice: DebtorInvoice }) {
  const { t } = useTranslation('cases');
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const headingId = useId();
  const format = (minor: number) => money(minor, invoice.currency);
  return (
    <Card component="li" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" id={headingId}>
              {invoice.creditorName}
            </Typography>
            <Typography color="textSecondary">
              {t('invoices.number', {
                invoiceNumber: invoice.invoiceNumber,
                description: invoice.description,
              })}
            </Typography>
          </Box>
          <Chip
            label={t(`invoices.status.${invoice.status}`)}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
          />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
        >
          {(
            [
              [t('invoices.amount'), format(invoice.amount)],
              [t('invoices.left'), format(invoice.amountToPay)],
              [t('invoices.dueDate'), formatDay(invoice.dueDate)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                <Amount>{value}</Amount>
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4">
            {t('invoices.payments')}
          </Typography>
          {invoice.payments.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {t('invoices.noPayments')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {invoice.payments.map((payment) => (
                <Typography component="li" variant="body2" key={payment.paymentGuid}>
                  {t('invoices.payment', { amount: format(payment.amount), date: formatDay(payment.date) })}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The debtor's invoices of the invoice ledger (bills sent for companies, which are no collection cases),
 * open and paid, each with its payments; nothing when there are none.
 */
export function InvoiceList() {
  const { t } = useTranslation('cases');
  return (
    <QueryBoundary pending={null} loadError={(reason) => t('invoices.loadError', { reason })}>
      <Invoices />
    </QueryBoundary>
  );
}

function Invoices() {
  const { t } = useTranslation('cases');
  const { items } = useSuspenseQuery(invoicesQueryOptions).data;
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2" id={headingId}>
          {t('invoices.title')}
        </Typography>
        <Typography color="textSecondary">{t('invoices.intro')}</Typography>
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((invoice) => (
          <InvoiceCard key={invoice.invoiceGuid} invoice={invoice} />
        ))}
      </Stack>
    </Stack>
  );
}
