import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { creditorPath, paths } from '../../../config/paths.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { invoiceQueryOptions } from '../api/get-invoice.ts';
import { DetailsSkeleton } from '../components/details-skeleton.tsx';
import { InvoiceBalanceCard } from '../components/invoice-balance-card.tsx';
import { InvoiceDocumentsCard } from '../components/invoice-documents-card.tsx';
import { InvoiceFactsCard } from '../components/invoice-facts-card.tsx';
import { InvoicePaymentCard } from '../components/invoice-payment-card.tsx';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { InvoiceTransactionsCard } from '../components/invoice-transactions-card.tsx';
import { LedgerLoadFailure } from '../components/ledger-not-found.tsx';

/** One invoice of the ledger: its figures, customer, how it is paid, its PDFs and what happened to it. */
export function InvoiceDetailsRoute() {
  const { t } = useTranslation('creditor-ledger');
  const { invoiceGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={invoiceGuid}
      pending={<DetailsSkeleton label={t('invoice.loading')} />}
      failed={(error, retry) => <LedgerLoadFailure kind="invoice" error={error} onRetry={retry} />}
    >
      <InvoiceDetails invoiceGuid={invoiceGuid} />
    </QueryBoundary>
  );
}

function InvoiceDetails({ invoiceGuid }: { invoiceGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const money = useMoneyFormatter();
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(invoiceGuid));
  const back = <BackLink to={paths.creditor.invoices}>{t('invoice.back')}</BackLink>;
  const open = invoice.status === 'Open' || invoice.status === 'Reminded';
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        {back}
        <PageHeading>{t('invoice.heading', { invoiceNumber: invoice.invoiceNumber })}</PageHeading>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <InvoiceStatusChip status={invoice.status} />
          <Typography color="textSecondary">
            {open
              ? t('invoice.summaryOpen', {
                  customer: invoice.customer.name,
                  amount: money(invoice.remaining, invoice.currency),
                })
              : t('invoice.summaryClosed', {
                  customer: invoice.customer.name,
                  amount: money(invoice.amount, invoice.currency),
                })}
          </Typography>
        </Box>
      </Stack>
      {invoice.caseGuid && (
        <Notice
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={creditorPath('caseDetails', invoice.caseGuid)}
              color="inherit"
              size="small"
            >
              {t('invoice.openCase')}
            </Button>
          }
        >
          {t('invoice.handedOver')}
        </Notice>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <InvoiceBalanceCard invoiceGuid={invoiceGuid} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InvoiceFactsCard invoice={invoice} />
        </Grid>
        {open && (
          <Grid size={{ xs: 12, md: 6 }}>
            <InvoicePaymentCard invoice={invoice} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: open ? 6 : 12 }}>
          <InvoiceDocumentsCard invoiceGuid={invoiceGuid} />
        </Grid>
        <Grid size={12}>
          <InvoiceTransactionsCard invoiceGuid={invoiceGuid} currency={invoice.currency} />
        </Grid>
      </Grid>
    </Stack>
  );
}
