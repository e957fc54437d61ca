import { creditorCasesResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, gatewayUrl, type Query } from '../../../shared/api/api-client.ts';

/** One page of the client's cases, as the list's address asks for it (case-list-query.ts). */
export function casesQueryOptions(query: Query) {
  return queryOptions({
    queryKey: ['creditor', 'cases', 'list', query],
    queryFn: ({ signal }) => gatewayRequest('GET', '/cases', creditorCasesResponse, { query, signal }),
  });
}

/**
 * Every case the list's filters find, in its order, as CSV: a plain download link, its columns named in
 * the reader's language.
 */
export function casesCsvUrl(query: Query, language: string): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return gatewayUrl('/cases/export', { ...filters, header: 'labels', language });
}
