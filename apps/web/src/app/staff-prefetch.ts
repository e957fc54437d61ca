import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../shared/routing/page-prefetch.ts';
import { queueCountsQueryOptions } from '../shared/staff/queue-counts.ts';
import { staffMeQueryOptions } from '../shared/staff/staff-me.ts';

/** The back office's shell: the member of staff signed in, and how many items wait in each queue for the menu. */
export function prefetchStaffShell(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, staffMeQueryOptions),
    ensureQuery(queryClient, queueCountsQueryOptions),
  ]);
}
