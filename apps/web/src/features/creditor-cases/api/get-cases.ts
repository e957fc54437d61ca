import { creditorCasesResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

/** One page of the client's cases, as the list's address asks for it (case-list-query.ts). */
export function casesQueryOptions(query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'cases', 'list', query],
    queryFn: ({ signal }) => gatewayRequest('GET', '/cases', creditorCasesResponse, { query, signal }),
  });
}
