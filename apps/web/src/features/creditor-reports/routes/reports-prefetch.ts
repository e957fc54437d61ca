import type { QueryClient } from '@tanstack/react-query';
import type { CreditorPageContext } from '../../../shared/creditor/current-user.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { producedReportsQueryOptions } from '../api/list-produced-reports.ts';
import { reportListQueryOf } from '../report-list-query.ts';

/** Reports: the page of produced reports the address asks for. */
export function prefetchReports(queryClient: QueryClient, { search }: CreditorPageContext): Promise<unknown> {
  return ensureQuery(queryClient, producedReportsQueryOptions(reportListQueryOf(search)));
}
