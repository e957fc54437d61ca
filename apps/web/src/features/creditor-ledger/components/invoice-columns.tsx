import type { InvoiceItem } from '@fordra/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/**
 * The columns of a list of invoices: the number (a link to the invoice), the customer (a link to
 * them; left out on the customer's own page), dates, status, amount and what is left to pay.
 */
export function useInvoiceColumns({ withCustomer }: { withCustomer: boolean }): ListColumn<InvoiceItem>[] {
  const { t } = useTranslation('creditor-ledger');
  const day = useDayFormatter();
  const money = useMoneyFormatter();
  const columns: (ListColumn<InvoiceItem> | false)[] = [
    {
      key: 'invoiceNumber',
      label: t('invoices.column.invoiceNumber'),
      sortKey: 'invoiceNumber',
      primary: true,
      render: (invoice) => (
        <Link component={RouterLink} to={creditorPath('invoiceDetails', invoice.invoiceGuid)}>
          {invoice.invoiceNumber}
        </Link>
      ),
    },
    withCustomer && {
      key: 'customer',
      label: t('invoices.column.customer'),
      render: (invoice) => (
        <Link
          component={RouterLink}
          to={creditorPath('customerDetails', invoice.customer.customerGuid)}
          color="inherit"
        >
          {invoice.customer.name}
        </Link>
      ),
    },
    {
      key: 'invoiceDate',
      label: t('invoices.column.invoiceDate'),
      sortKey: 'invoiceDate',
      render: (invoice) => <Amount>{day(invoice.invoiceDate, 'medium')}</Amount>,
    },
    {
      key: 'dueDate',
      label: t('invoices.column.dueDate'),
      sortKey: 'dueDate',
      render: (invoice) => <Amount>{day(invoice.dueDate, 'medium')}</Amount>,
    },
    {
      key: 'status',
      label: t('invoices.column.status'),
      sortKey: 'status',
      render: (invoice) => <InvoiceStatusChip status={invoice.status} />,
    },
    {
      key: 'amount',
      label: t('invoices.column.amount'),
      sortKey: 'amount',
      numeric: true,
      render: (invoice) => <Amount>{money(invoice.amount, invoice.currency)}</Amount>,
    },
    {
      key: 'remaining',
      label: t('invoices.column.remaining'),
      sortKey: 'remaining',
      numeric: true,
      render: (invoice) => <Amount>{money(invoice.remaining, invoice.currency)}</Amount>,
    },
  ];
  return columns.filter((column) => column !== false);
}
