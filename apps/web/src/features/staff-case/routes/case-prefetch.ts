import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../../app/route-prefetch.ts';
import type { StaffRoute } from '../../../app/staff-prefetch.ts';
import { staffCaseQueryOptions } from '../api/staff-case.ts';

/** A case's page: everything a handler needs about it comes in one answer. */
export function prefetchStaffCase(queryClient: QueryClient, { params }: StaffRoute): Promise<unknown> {
  return ensureQuery(queryClient, staffCaseQueryOptions(params.caseGuid ?? ''));
}
