import { clientObjectionsResponse, objectionPaths } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** How many of the waiting objections the overview lists, the oldest first. */
export const WAITING_OBJECTIONS_SHOWN = 10;

/** The objections waiting for the client's answer, oldest first, with how many there are in all. */
export const waitingObjectionsQueryOptions = queryOptions({
  queryKey: ['creditor', 'objections', 'waiting'],
  queryFn: ({ signal }) =>
    gatewayRequest('GET', objectionPaths.clientObjections, clientObjectionsResponse, {
      query: { status: 'open', sort: 'filedAt', order: 'asc', pageSize: WAITING_OBJECTIONS_SHOWN },
      signal,
    }),
});
