import { invoicesResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

/** A page of the client's invoices: sorted, filtered by status, invoice period and customer, searched. */
export function getInvoices(query: Query, signal?: AbortSignal) {
  return gatewayRequest('GET', '/v1/Invoices', invoicesResponse, { query, signal });
}

export function invoicesQueryOptions(query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'invoices', query],
    queryFn: ({ signal }) => getInvoices(query, signal),
  });
}
