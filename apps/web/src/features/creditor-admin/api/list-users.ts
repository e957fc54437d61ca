import { usersResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { gatewayRequest, type Query } from '../../../shared/api/api-client.ts';

/** The client's users, a page at a time, as the list's address asks for them. */
export const usersQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['creditor', 'users', query],
    queryFn: ({ signal }) => gatewayRequest('GET', '/v1/Users', usersResponse, { query, signal }),
  });
