import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { prefetchCsrfToken } from '../shared/api/api-client.ts';

/** The app's one server-state cache, loaded with the first route that needs it (app.tsx). */
export type LoadQueryClient = () => Promise<QueryClient>;

/** Starts a page's requests; the page reads the same queries, so nothing is asked twice. */
export type Prefetch = (queryClient: QueryClient, params: Params) => void;

const sessionQuery = async () => (await import('../shared/session/session-query.ts')).sessionQueryOptions;

/**
 * The loader of the session gate: the session is asked for as the navigation starts, beside the gate's
 * code. A session this page last knew as gone is asked for again, and waited for, on the way back in:
 * it may have begun since (the sign-in page found one, or another tab signed in).
 */
export function sessionLoader(loadQueryClient: LoadQueryClient): LoaderFunction {
  return async () => {
    try {
      const [queryClient, options] = await Promise.all([loadQueryClient(), sessionQuery()]);
      if (queryClient.getQueryData(options.queryKey) === null) {
        await queryClient.refetchQueries({ queryKey: options.queryKey });
      } else {
        void queryClient.prefetchQuery(options);
      }
    } catch {
      // The gate's own code needs the same chunks, and reports a failure to load them.
    }
    return null;
  };
}

/**
 * The loader of a debtor's route: starts the page's requests as the navigation starts, beside loading
 * the page's code (a static loader runs in parallel with `lazy`), so they no longer wait for the code
 * to load and render. It asks only once the session says a debtor is signed in: the debtor's calls
 * would sign a client's user or a member of staff out (a legacy 403). It does not wait for the
 * answers: the page shows its own skeleton, and its own error with a way to try again, as before.
 */
export function debtorLoader(
  loadQueryClient: LoadQueryClient,
  loadPrefetch: () => Promise<Prefetch>,
): LoaderFunction {
  return ({ params }) => {
    // The debtor's calls are POSTs: their token is fetched beside the session, not after it.
    prefetchCsrfToken();
    void Promise.all([loadQueryClient(), sessionQuery(), loadPrefetch()])
      .then(async ([queryClient, options, prefetch]) => {
        const session = await queryClient.ensureQueryData(options);
        if (session?.user.role === 'debtor') prefetch(queryClient, params);
      })
      // A chunk that failed to load fails again, and is reported, when the page itself needs it.
      .catch(() => undefined);
    return null;
  };
}
