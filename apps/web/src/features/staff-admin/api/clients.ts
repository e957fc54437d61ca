import { staffClientDetails, staffClientsResponse } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Query, staffRequest } from '../../../shared/api/api-client.ts';
import { listStateOf } from '../../../shared/creditor/use-list-params.ts';
import type { UpdateClientPolicyRequest } from '../policy-form-state.ts';

/** The provider's clients, a page at a time, as the list's address asks for them. */
export const clientsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'clients', query],
    queryFn: ({ signal }) => staffRequest('GET', '/clients', staffClientsResponse, { query, signal }),
  });

/** The clients' list is by name unless the admin sorts it otherwise. */
export const clientsListDefaults = { sort: 'name', order: 'asc' } as const;

/** The page of clients the address asks for (`?q=…&page=2&sort=clientNumber`), read by the list and its loader alike. */
export function clientsQueryOf(search: URLSearchParams): Query {
  const { page, pageSize, sort, order, q } = listStateOf(search, [], clientsListDefaults);
  return { page, pageSize, sort, order, search: q || undefined };
}

const clientPath = (clientGuid: string) => `/clients/${encodeURIComponent(clientGuid)}`;

/** One client: contact details, policy and each creditor's limits. */
export const clientQueryOptions = (clientGuid: string) =>
  queryOptions({
    queryKey: ['staff', 'client', clientGuid],
    queryFn: ({ signal }) => staffRequest('GET', clientPath(clientGuid), staffClientDetails, { signal }),
  });

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
