import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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

/** The payments registered on the debtor's invoices, newest first; nothing when there are none. */
export function InvoicePayments() {
  const { t } = useTranslation('payments');
  return (
    <QueryBoundary pending={null} loadError={(reason) => t('invoices.loadError', { reason })}>
      <InvoicePaymentList />
    </QueryBoundary>
  );
}

function InvoicePaymentList() {
  const { t } = useTranslation('payments');
  const money = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const headingId = useId();
  const { items } = useSuspenseQuery(invoicesQueryOptions).data;
  const payments = items
    .flatMap((invoice) => invoice.payments.map((payment) => ({ invoice, ...payment })))
    .sort((a, b) => b.date.localeCompare(a.date));
  if (payments.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography variant="h2" id={headingId}>
        {t('invoices.title')}
      </Typography>
      <Card>
        <CardContent>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {payments.map(({ invoice, paymentGuid, date, amount }) => (
              <Box
                component="li"
                key={paymentGuid}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{invoice.creditorName}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('invoices.payment', { invoiceNumber: invoice.invoiceNumber, date: formatDay(date) })}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 500 }}>
                  <Amount>{money(amount, invoice.currency)}</Amount>
                </Typography>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
