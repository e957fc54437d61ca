import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page's requests start from: the path's params and the address's search (a list's page, order, filters). */
export type PageRoute = { params: Params; search: URLSearchParams };

/**
 * Starts a page's requests, all at once, and settles when each has its answer (or failed); the page
 * reads the same queries, so nothing is asked twice. `Context` is what its area knows of the page. A
 * page that leads on to another (the current case) settles with the redirect there, and is waited for.
 */
export type Prefetch<Context = PageRoute> = (queryClient: QueryClient, context: Context) => Promise<unknown>;

/**
 * One of a page's queries, for its loader: waited for only while it has no answer (an old answer is
 * shown at once and asked for again behind it); a failure is left to the page, which shows it with a
 * way to try again.
 */
export function ensureQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<unknown> {
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true }).catch(() => undefined);
}
