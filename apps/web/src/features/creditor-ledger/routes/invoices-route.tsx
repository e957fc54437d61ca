import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import { useInvoiceColumns } from '../components/invoice-columns.tsx';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { listTableBindings } from '../components/list-table-bindings.ts';
import { knownInvoiceStatus } from '../invoice-status.ts';
import { INVOICE_FILTERS, invoiceListDefaults, invoiceListQueryOf } from '../ledger-list-query.ts';

/** The client's invoice ledger: every invoice, searched, filtered by status and period, sorted and paged. */
export function InvoicesRoute() {
  const { t } = useTranslation(['creditor-ledger', 'creditor']);
  const list = useListParams(INVOICE_FILTERS, invoiceListDefaults);
  const [search] = useSearchParams();
  const filters = { ...list.filters, status: knownInvoiceStatus(list.filters.status) };
  const columns = useInvoiceColumns({ withCustomer: true });

  return (
    <Stack spacing={3}>
      <div>
        <PageHeading>{t('invoices.title')}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('invoices.intro')}
        </Typography>
      </div>
      <div>
        <ListToolbar
          searchLabel={t('invoices.search')}
          q={list.q}
          onSearch={(q) => list.change({ q })}
          filtered={list.filtered}
          onClear={() => list.change({ q: undefined, status: undefined, from: undefined, to: undefined })}
        >
          <InvoiceFilters filters={filters} onChange={list.change} />
        </ListToolbar>
        <QueryListTable
          caption={t('invoices.caption')}
          query={invoicesQueryOptions(invoiceListQueryOf(search))}
          columns={columns}
          getKey={(invoice) => invoice.invoiceGuid}
          {...listTableBindings(list)}
          empty={
            <EmptyState
              icon={ReceiptLongOutlinedIcon}
              title={list.filtered ? t('creditor:list.noMatches') : t('invoices.empty')}
              compact
            />
          }
        />
      </div>
    </Stack>
  );
}
