import { staffClientDetails, staffClientsResponse } from '@fordra/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Query, staffRequest } from '../../../shared/api/api-client.ts';
import type { UpdateClientPolicyRequest } from '../policy-form.ts';

/** The provider's clients, a page at a time, as the list's address asks for them. */
export const clientsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'clients', query],
    queryFn: ({ signal }) => staffRequest('GET', '/clients', staffClientsResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useClients(query: Query) {
  return useQuery(clientsQueryOptions(query));
}

const clientPath = (clientGuid: string) => `/clients/${encodeURIComponent(clientGuid)}`;

/** One client: contact details, policy and each creditor's limits. */
export function useClient(clientGuid: string) {
  return useQuery({
    queryKey: ['staff', 'client', clientGuid],
    queryFn: ({ signal }) => staffRequest('GET', clientPath(clientGuid), staffClientDetails, { signal }),
  });
}

/** An admin changes a client's policy and creditors' limits, with the reason. */
export function useUpdateClientPolicy(clientGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateClientPolicyRequest) =>
      // What it answers is not relied on: the client is read anew.
      staffRequest('PUT', `${clientPath(clientGuid)}/policy`, z.unknown(), { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
