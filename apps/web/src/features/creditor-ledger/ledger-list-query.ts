import { listQueryOf, listStateOf } from '../../shared/creditor/use-list-params.ts';
import { knownInvoiceStatus } from './invoice-status.ts';

/** The invoice list's filters as they stand in the address, beside page, sort and search. */
export const INVOICE_FILTERS = ['status', 'from', 'to'] as const;

/** The invoice lists' order when the address names none: the newest invoice first. */
export const invoiceListDefaults = { sort: 'invoiceDate', order: 'desc' } as const;

/** The customer list's order when the address names none: by name. */
export const customerListDefaults = { sort: 'name', order: 'asc' } as const;

/**
 * The page of invoices the address asks for (a status the ledger does not know is left out), read by
 * the list and by its loader alike.
 */
export function invoiceListQueryOf(search: URLSearchParams) {
  const query = listQueryOf(listStateOf(search, INVOICE_FILTERS, invoiceListDefaults));
  return { ...query, status: knownInvoiceStatus(query.status) };
}

/** The page of customers the address asks for. */
export function customerListQueryOf(search: URLSearchParams) {
  return listQueryOf(listStateOf(search, [], customerListDefaults));
}

/** The page of one customer's invoices the address of the customer's page asks for. */
export function customerInvoicesQueryOf(search: URLSearchParams, customerGuid: string) {
  return { ...listQueryOf(listStateOf(search, [], invoiceListDefaults)), customerGuid };
}
