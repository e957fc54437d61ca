import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { prefetchCsrfToken } from '../shared/api/api-client.ts';
import type { CurrentClientUser } from '../shared/creditor/current-user.ts';

/** The app's one server-state cache, loaded with the first route that needs it (app.tsx). */
export type LoadQueryClient = () => Promise<QueryClient>;

/**
 * Starts a page's requests, all at once, and settles when each has its answer (or failed); the page
 * reads the same queries, so nothing is asked twice.
 */
export type Prefetch = (queryClient: QueryClient, params: Params) => Promise<unknown>;

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
 * would sign a client's user or a member of staff out (a legacy 403). Inside the portal the navigation
 * waits for the answers, so the page shows whole at once (the progress bar runs meanwhile); on the
 * first load, while the session is not known yet, it does not wait: the gate's full-screen loader
 * covers that wait, and a part of the page still waiting shows its skeleton.
 */
export function debtorLoader(
  loadQueryClient: LoadQueryClient,
  loadPrefetch: () => Promise<Prefetch>,
): LoaderFunction {
  return async ({ params }) => {
    // The debtor's calls are POSTs: their token is fetched beside the session, not after it.
    prefetchCsrfToken();
    try {
      const [queryClient, options, prefetch] = await Promise.all([
        loadQueryClient(),
        sessionQuery(),
        loadPrefetch(),
      ]);
      const insidePortal = queryClient.getQueryData(options.queryKey) !== undefined;
      const session = await queryClient.ensureQueryData(options);
      if (session?.user.role !== 'debtor') return null;
      const answers = prefetch(queryClient, params);
      if (insidePortal) await answers;
    } catch {
      // A chunk that failed to load fails again, and is reported, when the page itself needs it.
    }
    return null;
  };
}

/** What a client's page starts its requests from: the path's params, the address's search, the user signed in. */
export type CreditorPageContext = {
  params: Params;
  search: URLSearchParams;
  user: CurrentClientUser;
};

/** Starts a client's page's requests, all at once, and settles when each has its answer (or failed). */
export type CreditorPrefetch = (queryClient: QueryClient, context: CreditorPageContext) => Promise<unknown>;

const currentClientUserQuery = async () =>
  (await import('../shared/creditor/current-user.ts')).currentClientUserQueryOptions;

/**
 * The loader of a client's page (creditor-routes.tsx), as `debtorLoader` is of a debtor's: the page's
 * requests start with the navigation, beside its code, once the session says a client's user is signed
 * in, and after the current user (whose client some calls name). A list's search, page and order are
 * read from the address, so a change of them asks for the new page while the old one stays shown.
 * Inside the portal the navigation waits for the answers; on a first load it does not, and the parts
 * still waiting show their skeletons.
 */
export function creditorLoader(
  loadQueryClient: LoadQueryClient,
  loadPrefetch: () => Promise<CreditorPrefetch>,
): LoaderFunction {
  return async ({ params, request }) => {
    try {
      const [queryClient, options, userOptions, prefetch] = await Promise.all([
        loadQueryClient(),
        sessionQuery(),
        currentClientUserQuery(),
        loadPrefetch(),
      ]);
      const insidePortal = queryClient.getQueryData(options.queryKey) !== undefined;
      const session = await queryClient.ensureQueryData(options);
      if (session?.user.role !== 'creditor') return null;
      const user = await queryClient.ensureQueryData(userOptions);
      const answers = prefetch(queryClient, { params, search: new URL(request.url).searchParams, user });
      if (insidePortal) await answers;
    } catch {
      // The area's shell reports a user it could not load; a chunk that failed, the page that needs it.
    }
    return null;
  };
}
