import { debtorInvoice, listResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../api/api-client.ts';

const debtorInvoicesResponse = listResponse(debtorInvoice);

/** The signed-in debtor's invoices of the invoice ledger (the first hundred, newest due date first). */
export function getInvoices(signal?: AbortSignal) {
  return gatewayRequest('GET', '/invoices', debtorInvoicesResponse, { query: { pageSize: '100' }, signal });
}

export const invoicesQueryOptions = queryOptions({
  queryKey: ['debtor', 'invoices'],
  queryFn: ({ signal }) => getInvoices(signal),
});
