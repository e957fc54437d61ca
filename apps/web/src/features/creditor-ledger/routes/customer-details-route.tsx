import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { customerQueryOptions } from '../api/get-customer.ts';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import { CustomerCasesCard } from '../components/customer-cases-card.tsx';
import { CustomerFactsCard } from '../components/customer-facts-card.tsx';
import { DetailsSkeleton } from '../components/details-skeleton.tsx';
import { useInvoiceColumns } from '../components/invoice-columns.tsx';
import { LedgerLoadFailure } from '../components/ledger-not-found.tsx';
import { listTableBindings } from '../components/list-table-bindings.ts';
import { OpenAmounts } from '../components/open-amounts.tsx';
import { customerInvoicesQueryOf, invoiceListDefaults } from '../ledger-list-query.ts';

const noFilters = [] as const;

/** The customer's invoices, sorted and paged in the address like every list. */
function CustomerInvoices({ customerGuid }: { customerGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const headingId = useId();
  const list = useListParams(noFilters, invoiceListDefaults);
  const [search] = useSearchParams();
  const columns = useInvoiceColumns({ withCustomer: false });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {t('customer.invoicesTitle')}
      </Typography>
      <QueryListTable
        caption={t('customer.invoicesTitle')}
        query={invoicesQueryOptions(customerInvoicesQueryOf(search, customerGuid))}
        columns={columns}
        getKey={(invoice) => invoice.invoiceGuid}
        {...listTableBindings(list)}
        empty={<EmptyState icon={ReceiptLongOutlinedIcon} title={t('customer.noInvoices')} compact />}
      />
    </Box>
  );
}

/** One customer of the ledger: who they are, what is open, their invoices and the cases against them. */
export function CustomerDetailsRoute() {
  const { t } = useTranslation('creditor-ledger');
  const { customerGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={customerGuid}
      pending={<DetailsSkeleton label={t('customer.loading')} />}
      failed={(error, retry) => <LedgerLoadFailure kind="customer" error={error} onRetry={retry} />}
    >
      <CustomerDetails customerGuid={customerGuid} />
    </QueryBoundary>
  );
}

function CustomerDetails({ customerGuid }: { customerGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const { data: customer } = useSuspenseQuery(customerQueryOptions(customerGuid));
  const back = <BackLink to={paths.creditor.customers}>{t('customer.back')}</BackLink>;
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
          <Typography color="textSecondary">
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
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {t('customer.openHint', { open: customer.openInvoices, total: customer.invoices })}
            </Typography>
          </SectionCard>
        </Grid>
      </Grid>
      <CustomerInvoices customerGuid={customerGuid} />
      <CustomerCasesCard cases={customer.caseSummaries} />
    </Stack>
  );
}
