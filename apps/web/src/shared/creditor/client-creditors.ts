import { client } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../api/api-client.ts';

export type ClientOfUser = z.infer<typeof client>;

/** The signed-in user's client: the creditors it collects for (on whose behalf cases are handed over, each with a payment journal) and its policies. */
export function clientQueryOptions(clientGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'client', clientGuid],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', `/v1/Clients/${encodeURIComponent(clientGuid)}`, client, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The client's creditors, or none while they load (a list's creditor filter). */
export function useClientCreditors(clientGuid: string) {
  return useQuery(clientQueryOptions(clientGuid)).data?.creditors ?? [];
}
