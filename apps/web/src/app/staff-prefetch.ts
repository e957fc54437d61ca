import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { queueCountsQueryOptions } from '../shared/staff/queue-counts.ts';
import { staffMeQueryOptions } from '../shared/staff/staff-me.ts';
import { ensureQuery } from './route-prefetch.ts';

/** What a back-office page's requests depend on: the route's parameters and the address's search (its list's state). */
export type StaffRoute = { params: Params; search: URLSearchParams };

/**
 * Starts a back-office page's requests, all at once, and settles when each has its answer (or failed);
 * the page reads the same queries with `useSuspenseQuery`, so nothing is asked twice.
 */
export type StaffPrefetch = (queryClient: QueryClient, route: StaffRoute) => Promise<unknown>;

const loadQueryClient = async () => (await import('./query-client.ts')).queryClient;
const sessionQuery = async () => (await import('../shared/session/session-query.ts')).sessionQueryOptions;

/**
 * The loader of a back-office route (the area's shell and each page): starts the page's requests as the
 * navigation starts, beside loading the page's code, and again when its address's search changes (a
 * list's page, order or filter). It asks only once the session says a member of staff is signed in: the
 * staff calls answer anyone else 403. Inside the back office the navigation waits for the answers, so a
 * page shows whole (the progress bar runs meanwhile); on the first load, while the session is not known
 * yet, it does not wait: the gate's full-screen loader covers that, and a part still waiting shows its
 * skeleton.
 */
export function staffLoader(loadPrefetch: () => Promise<StaffPrefetch>): LoaderFunction {
  return async ({ params, request }) => {
    try {
      const [queryClient, options, prefetch] = await Promise.all([
        loadQueryClient(),
        sessionQuery(),
        loadPrefetch(),
      ]);
      const insideArea = queryClient.getQueryData(options.queryKey) !== undefined;
      const session = await queryClient.ensureQueryData(options);
      if (session?.user.role !== 'staff') return null;
      const answers = prefetch(queryClient, { params, search: new URL(request.url).searchParams });
      if (insideArea) await answers;
    } catch {
      // A chunk that failed to load fails again, and is reported, when the page itself needs it.
    }
    return null;
  };
}

/** The back office's shell: the member of staff signed in, and how many items wait in each queue for the menu. */
export function prefetchStaffShell(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ensureQuery(queryClient, staffMeQueryOptions),
    ensureQuery(queryClient, queueCountsQueryOptions),
  ]);
}
