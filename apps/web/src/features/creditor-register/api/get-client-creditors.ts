import { type client, clientsResponse } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type ClientOfUser = z.infer<typeof client>;

/** The signed-in user's client: its creditors (on whose behalf cases are handed over) and its policies. */
export const clientOfUserQueryOptions = (clientGuid: string) =>
  queryOptions({
    queryKey: ['creditor', 'clients', clientGuid],
    queryFn: async ({ signal }): Promise<ClientOfUser> => {
      const clients = await gatewayRequest('GET', '/v1/Clients', clientsResponse, {
        query: { pageSize: 100 },
        signal,
      });
      const found = clients.items.find((item) => item.clientGuid === clientGuid);
      if (!found) throw new Error('The signed-in user’s client is not among the clients');
      return found;
    },
    staleTime: 5 * 60_000,
  });

export function useClientOfUser(clientGuid: string) {
  return useQuery(clientOfUserQueryOptions(clientGuid));
}
