import { client } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

/** The client with the creditors it collects for (the list's creditor filter). */
export function clientQueryOptions(clientGuid: string) {
  return queryOptions({
    queryKey: ['creditor', 'client', clientGuid],
    queryFn: ({ signal }) =>
      gatewayRequest('GET', `/v1/Clients/${encodeURIComponent(clientGuid)}`, client, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useClientCreditors(clientGuid: string) {
  const found = useQuery(clientQueryOptions(clientGuid));
  return found.data?.creditors ?? [];
}
