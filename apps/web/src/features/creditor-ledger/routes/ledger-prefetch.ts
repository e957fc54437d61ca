import type { QueryClient } from '@tanstack/react-query';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { customerQueryOptions } from '../api/get-customer.ts';
import { customersQueryOptions } from '../api/get-customers.ts';
import { invoiceQueryOptions } from '../api/get-invoice.ts';
import { invoiceDocumentsQueryOptions } from '../api/get-invoice-documents.ts';
import { invoiceFinancialDetailsQueryOptions } from '../api/get-invoice-financial-details.ts';
import { invoiceTransactionsQueryOptions } from '../api/get-invoice-transactions.ts';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import { customerInvoicesQueryOf, customerListQueryOf, invoiceListQueryOf } from '../ledger-list-query.ts';

/** The invoice ledger: the page of invoices the address asks for. */
export function prefetchInvoices(
  queryClient: QueryClient,
  { search }: CreditorPageContext,
): Promise<unknown> {
  return ensureQuery(queryClient, invoicesQueryOptions(invoiceListQueryOf(search)));
}

/** An invoice's page asks for everything at once: the invoice, its figures, its PDFs and its transactions. */
export function prefetchInvoice(queryClient: QueryClient, { params }: CreditorPageContext): Promise<unknown> {
  const invoiceGuid = params.invoiceGuid ?? '';
  return Promise.all([
    ensureQuery(queryClient, invoiceQueryOptions(invoiceGuid)),
    ensureQuery(queryClient, invoiceFinancialDetailsQueryOptions(invoiceGuid)),
    ensureQuery(queryClient, invoiceDocumentsQueryOptions(invoiceGuid)),
    ensureQuery(queryClient, invoiceTransactionsQueryOptions(invoiceGuid)),
  ]);
}

/** The customers: the page the address asks for. */
export function prefetchCustomers(
  queryClient: QueryClient,
  { search }: CreditorPageContext,
): Promise<unknown> {
  return ensureQuery(queryClient, customersQueryOptions(customerListQueryOf(search)));
}

/** A customer's page: the customer, and the page of their invoices the address asks for. */
export function prefetchCustomer(
  queryClient: QueryClient,
  { params, search }: CreditorPageContext,
): Promise<unknown> {
  const customerGuid = params.customerGuid ?? '';
  return Promise.all([
    ensureQuery(queryClient, customerQueryOptions(customerGuid)),
    ensureQuery(queryClient, invoicesQueryOptions(customerInvoicesQueryOf(search, customerGuid))),
  ]);
}
