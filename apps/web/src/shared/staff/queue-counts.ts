import { queueCounts } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRequest } from '../api/api-client.ts';

/**
 * How many items wait in each queue, for the navigation. Every action that empties or fills a queue
 * invalidates `['staff']`, so the counts follow at once; otherwise they are asked for again each minute.
 */
export const queueCountsQueryOptions = queryOptions({
  queryKey: ['staff', 'queue-counts'],
  queryFn: ({ signal }) => staffRequest('GET', '/queues', queueCounts, { signal }),
  refetchInterval: 60_000,
});

export function useQueueCounts() {
  return useQuery(queueCountsQueryOptions).data;
}
