import { client } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The signed-in user's client with the creditors it collects for: each creditor has a payment journal. */
export function clientQueryOptions(clientGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'client', clientGuid],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', `/v1/Clients/${encodeURIComponent(clientGuid)}`, client, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useClient(clientGuid: string) {
  return useQuery(clientQueryOptions(clientGuid));
}
