import { auditLogResponse } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Query, staffRequest } from '../../../shared/api/api-client.ts';
import { listStateOf } from '../../../shared/creditor/use-list-params.ts';

/** The log's filters besides the search box, which finds the actor. */
export const auditLogFilters = ['entity', 'action', 'from', 'to'] as const;

/** The page of the log the address asks for (`?q=maria&entity=client&from=…`), read by the list and its loader alike. */
export function auditLogQueryOf(search: URLSearchParams): Query {
  const { page, pageSize, q, filters } = listStateOf(search, auditLogFilters);
  return { page, pageSize, actor: q || undefined, ...filters };
}

/** The audit log, the newest first, a page at a time (admins only). */
export const auditLogQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'audit-log', query],
    queryFn: ({ signal }) => staffRequest('GET', '/audit-log', auditLogResponse, { query, signal }),
  });
