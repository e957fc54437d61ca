import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { creditorPath, paths } from '../../../app/paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { BackLink } from '../components/back-link.tsx';
import { DetailsSkeleton } from '../components/details-skeleton.tsx';
import { InvoiceBalanceCard } from '../components/invoice-balance-card.tsx';
import { InvoiceDocumentsCard } from '../components/invoice-documents-card.tsx';
import { InvoiceFactsCard } from '../components/invoice-facts-card.tsx';
import { InvoicePaymentCard } from '../components/invoice-payment-card.tsx';
import { InvoiceStatusChip } from '../components/invoice-status-chip.tsx';
import { InvoiceTransactionsCard } from '../components/invoice-transactions-card.tsx';
import { LedgerNotFound } from '../components/ledger-not-found.tsx';

/** One invoice of the ledger: its figures, customer, how it is paid, its PDFs and what happened to it. */
export function InvoiceDetailsRoute() {
  const { t } = useTranslation('creditor-ledger');
  const money = useMoneyFormatter();
  const { invoiceGuid = '' } = useParams();
  const found = useInvoice(invoiceGuid);
  const back = <BackLink to={paths.creditor.invoices}>{t('invoice.back')}</BackLink>;

  if (found.isPending) return <DetailsSkeleton label={t('invoice.loading')} />;
  if (found.isError) {
    // A malformed id is as unknown as another client's invoice.
    const { error } = found;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <LedgerNotFound kind="invoice" />;
    }
    return (
      <Stack spacing={3}>
        {back}
        <LoadErrorNotice
          error={error}
          message={(reason) => t('invoice.loadError', { reason })}
          onRetry={() => void found.refetch()}
        />
      </Stack>
    );
  }

  const invoice = found.data;
  const open = invoice.status === 'Open' || invoice.status === 'Reminded';
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        {back}
        <PageHeading>{t('invoice.heading', { invoiceNumber: invoice.invoiceNumber })}</PageHeading>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <InvoiceStatusChip status={invoice.status} />
          <Typography color="text.secondary">
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
          <InvoiceBalanceCard invoiceGuid={invoice.invoiceGuid} />
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
          <InvoiceDocumentsCard invoiceGuid={invoice.invoiceGuid} />
        </Grid>
        <Grid size={12}>
          <InvoiceTransactionsCard invoiceGuid={invoice.invoiceGuid} currency={invoice.currency} />
        </Grid>
      </Grid>
    </Stack>
  );
}
