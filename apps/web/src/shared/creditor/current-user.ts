import { currentUserResponse } from '@fordra/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { gatewayRequest } from '../api/api-client.ts';
import type { PageRoute } from '../routing/page-prefetch.ts';

export type CurrentClientUser = z.infer<typeof currentUserResponse>;

/** What a client's page starts its requests from: its route and the client's user signed in. */
export type CreditorPageContext = PageRoute & { user: CurrentClientUser };

/** The signed-in client user: who they are, their client, and whether they may change data or manage users. */
export const currentClientUserQueryOptions = queryOptions({
  queryKey: ['creditor', 'current-user'],
  queryFn: ({ signal }) => gatewayRequest('GET', '/v1/CurrentUser', currentUserResponse, { signal }),
  staleTime: 5 * 60_000,
});

/** The current user while it loads, for the area's shell. */
export function useCurrentClientUserQuery() {
  return useQuery(currentClientUserQueryOptions);
}

/** The current user in a creditor page: the area's shell has loaded it before any page renders. */
export function useCurrentClientUser() {
  return useSuspenseQuery(currentClientUserQueryOptions).data;
}
