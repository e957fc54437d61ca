import { customersResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

/** A page of the client's ledger customers, sorted and searched, with their open amounts. */
export function getCustomers(query: Query, signal?: AbortSignal) {
  return gatewayRequest('GET', '/v1/Customers', customersResponse, { query, signal });
}

export function customersQueryOptions(query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'customers', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
  });
}
