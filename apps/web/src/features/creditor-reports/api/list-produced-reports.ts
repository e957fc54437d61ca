import { producedReportsResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, gatewayUrl } from '../../../shared/api/api-client.ts';

export type ReportsQuery = {
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: 'asc' | 'desc' | undefined;
  kind: string | undefined;
};

/** One page of the reports produced for the client (the call takes the list's query in its body). */
export function producedReportsQueryOptions(query: ReportsQuery) {
  return queryOptions({
    queryKey: ['creditor', 'reports', 'list', query],
    queryFn: ({ signal }) =>
      gatewayRequest('POST', '/wip/reporting/listproducedreports', producedReportsResponse, {
        body: query,
        signal,
      }),
  });
}

/** A produced report's file, for a plain download link. */
export const reportDownloadUrl = (documentGuid: string) =>
  gatewayUrl(`/Archive/${encodeURIComponent(documentGuid)}`);
