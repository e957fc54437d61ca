import { creditorCasesResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The status of the cases that wait on the client: a debtor disputed the claim and the client must answer. */
export const WAITING_STATUS = 'Disputed';

/** How many of the client's cases wait on the client (one item is fetched; the list's total counts them all). */
export async function getWaitingCaseCount(signal?: AbortSignal): Promise<number> {
  const list = await gatewayRequest('GET', '/cases', creditorCasesResponse, {
    query: { status: WAITING_STATUS, pageSize: 1 },
    signal,
  });
  return list.total;
}

export const waitingCaseCountQueryOptions = queryOptions({
  queryKey: ['creditor', 'dashboard', 'waiting-cases', WAITING_STATUS],
  queryFn: ({ signal }) => getWaitingCaseCount(signal),
});
