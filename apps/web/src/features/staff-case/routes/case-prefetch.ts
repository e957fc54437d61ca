import type { QueryClient } from '@tanstack/react-query';
import type { PageRoute } from '../../../shared/routing/page-prefetch.ts';
import { ensureQuery } from '../../../shared/routing/page-prefetch.ts';
import { staffCaseQueryOptions } from '../api/staff-case.ts';

/** A case's page: everything a handler needs about it comes in one answer. */
export function prefetchStaffCase(queryClient: QueryClient, { params }: PageRoute): Promise<unknown> {
  return ensureQuery(queryClient, staffCaseQueryOptions(params.caseGuid ?? ''));
}
