import type { QueryClient } from '@tanstack/react-query';
import { queueCountsQueryOptions } from '../shared/staff/queue-counts.ts';
import { staffMeQueryOptions } from '../shared/staff/staff-me.ts';
import { ensureQuery } from './route-prefetch.ts';

/** The back office's shell: the member of staff signed in, and how many items wait in each queue for the menu. */
export function prefetchStaffShell(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, staffMeQueryOptions),
    ensureQuery(queryClient, queueCountsQueryOptions),
  ]);
}
