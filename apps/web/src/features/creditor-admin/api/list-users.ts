import { usersResponse } from '@fordra/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

/** The client's users, a page at a time, as the list's address asks for them. */
export const usersQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['creditor', 'users', query],
    queryFn: ({ signal }) => gatewayRequest('GET', '/v1/Users', usersResponse, { query, signal }),
  });

/**
 * Reads the users lists again after a change. A list the route is still loading (a search just typed)
 * has no observer yet, so invalidating would not refetch it and its answer, read before the change,
 * would stand: it is dropped instead, and read anew when the list shows it.
 */
export function refreshUserLists(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['creditor', 'users'], type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: ['creditor', 'users'] });
}
