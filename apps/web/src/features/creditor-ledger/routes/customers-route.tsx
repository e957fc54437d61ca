import type { CustomerItem } from '@fordra/contract';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { ListToolbar } from '../../../shared/creditor/list-toolbar.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { customersQueryOptions } from '../api/get-customers.ts';
import { listTableBindings } from '../components/list-table-bindings.ts';
import { OpenAmounts } from '../components/open-amounts.tsx';
import { customerListDefaults, customerListQueryOf } from '../ledger-list-query.ts';

const noFilters = [] as const;

function useCustomerColumns(): ListColumn<CustomerItem>[] {
  const { t } = useTranslation('creditor-ledger');
  const formatDate = useDateFormatter();
  return [
    {
      key: 'name',
      label: t('customers.column.name'),
      sortKey: 'name',
      primary: true,
      render: (customer) => (
        <Link component={RouterLink} to={creditorPath('customerDetails', customer.customerGuid)}>
          {customer.debtor.name}
        </Link>
      ),
    },
    {
      key: 'customerNumber',
      label: t('customers.column.customerNumber'),
      sortKey: 'customerNumber',
      render: (customer) => customer.customerNumber,
    },
    {
      key: 'identityNumber',
      label: t('customers.column.identityNumber'),
      render: (customer) => <Amount>{customer.debtor.identityNumber}</Amount>,
    },
    {
      key: 'createdAt',
      label: t('customers.column.createdAt'),
      sortKey: 'createdAt',
      render: (customer) => <Amount>{formatDate(new Date(customer.createdAt), 'medium')}</Amount>,
    },
    {
      key: 'invoices',
      label: t('customers.column.invoices'),
      numeric: true,
      render: (customer) =>
        t('customers.invoiceCount', { total: customer.invoices, count: customer.openInvoices }),
    },
    {
      key: 'cases',
      label: t('customers.column.cases'),
      numeric: true,
      render: (customer) => customer.cases,
    },
    {
      key: 'openAmount',
      label: t('customers.column.openAmount'),
      sortKey: 'openAmount',
      numeric: true,
      render: (customer) => <OpenAmounts amounts={customer.openAmounts} />,
    },
  ];
}

/** The client's ledger customers: searched, sorted and paged, each with what is open on their invoices. */
export function CustomersRoute() {
  const { t } = useTranslation(['creditor-ledger', 'creditor']);
  const list = useListParams(noFilters, customerListDefaults);
  const [search] = useSearchParams();
  const columns = useCustomerColumns();

  return (
    <Stack spacing={3}>
      <div>
        <PageHeading>{t('customers.title')}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('customers.intro')}
        </Typography>
      </div>
      <div>
        <ListToolbar
          searchLabel={t('customers.search')}
          q={list.q}
          onSearch={(q) => list.change({ q })}
          filtered={list.filtered}
          onClear={() => list.change({ q: undefined })}
        />
        <QueryListTable
          caption={t('customers.caption')}
          query={customersQueryOptions(customerListQueryOf(search))}
          columns={columns}
          getKey={(customer) => customer.customerGuid}
          {...listTableBindings(list)}
          empty={
            <EmptyState
              icon={GroupOutlinedIcon}
              title={list.filtered ? t('creditor:list.noMatches') : t('customers.empty')}
              compact
            />
          }
        />
      </div>
    </Stack>
  );
}
