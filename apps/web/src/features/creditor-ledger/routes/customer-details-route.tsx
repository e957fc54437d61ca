import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { ListTable } from '../../../shared/creditor/list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { BackLink } from '../components/back-link.tsx';
import { CustomerCasesCard } from '../components/customer-cases-card.tsx';
import { CustomerFactsCard } from '../components/customer-facts-card.tsx';
import { DetailsSkeleton } from '../components/details-skeleton.tsx';
import { useInvoiceColumns } from '../components/invoice-columns.tsx';
import { LedgerNotFound } from '../components/ledger-not-found.tsx';
import { listTableBindings } from '../components/list-table-bindings.ts';
import { OpenAmounts } from '../components/open-amounts.tsx';

const noFilters = [] as const;
const defaultOrder = { sort: 'invoiceDate', order: 'desc' } as const;

/** The customer's invoices, sorted and paged in the address like every list. */
function CustomerInvoices({ customerGuid }: { customerGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const headingId = useId();
  const list = useListParams(noFilters, defaultOrder);
  const invoices = useInvoices({ ...list.query, customerGuid });
  const columns = useInvoiceColumns({ withCustomer: false });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {t('customer.invoicesTitle')}
      </Typography>
      <ListTable
        caption={t('customer.invoicesTitle')}
        columns={columns}
        getKey={(invoice) => invoice.invoiceGuid}
        {...listTableBindings(list, invoices)}
        empty={<EmptyState icon={ReceiptLongOutlinedIcon} title={t('customer.noInvoices')} compact />}
      />
    </Box>
  );
}

/** One customer of the ledger: who they are, what is open, their invoices and the cases against them. */
export function CustomerDetailsRoute() {
  const { t } = useTranslation('creditor-ledger');
  const { customerGuid = '' } = useParams();
  const found = useCustomer(customerGuid);
  const back = <BackLink to={paths.creditor.customers}>{t('customer.back')}</BackLink>;

  if (found.isPending) return <DetailsSkeleton label={t('customer.loading')} />;
  if (found.isError) {
    const { error } = found;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <LedgerNotFound kind="customer" />;
    }
    return (
      <Stack spacing={3}>
        {back}
        <LoadErrorNotice
          error={error}
          message={(reason) => t('customer.loadError', { reason })}
          onRetry={() => void found.refetch()}
        />
      </Stack>
    );
  }

  const customer = found.data;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        {back}
        <PageHeading>{customer.debtor.name}</PageHeading>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Chip
            size="small"
            variant="outlined"
            label={t(`customer.kind.${customer.debtor.kind}`)}
            sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
          />
          <Typography color="text.secondary">
            {t('customer.numberLine', { customerNumber: customer.customerNumber })}
          </Typography>
        </Box>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerFactsCard customer={customer} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('customer.openTitle')}>
            <Typography sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 500, lineHeight: 1.2 }}>
              <OpenAmounts amounts={customer.openAmounts} />
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('customer.openHint', { open: customer.openInvoices, total: customer.invoices })}
            </Typography>
          </SectionCard>
        </Grid>
      </Grid>
      <CustomerInvoices customerGuid={customer.customerGuid} />
      <CustomerCasesCard cases={customer.caseSummaries} />
    </Stack>
  );
}
