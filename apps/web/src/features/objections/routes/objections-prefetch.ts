import type { QueryClient } from '@tanstack/react-query';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { caseObjectionsQueryOptions } from '../../../shared/debtor/debtor-objections.ts';
import { ensureQuery, type PageRoute } from '../../../shared/routing/page-prefetch.ts';

/** Disputing a case or asking for more time: the case (from the debtor's cases) and its objections, at once. */
export function prefetchCaseObjections(
  queryClient: QueryClient,
  { params: { caseGuid = '' } }: PageRoute,
): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, casesQueryOptions),
    ensureQuery(queryClient, caseObjectionsQueryOptions(caseGuid)),
  ]);
}
