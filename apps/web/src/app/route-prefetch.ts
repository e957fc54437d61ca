import type { Session } from '@fordra/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { prefetchCsrfToken } from '../shared/api/api-client.ts';
import type { CreditorPageContext } from '../shared/creditor/current-user.ts';
import type { PageRoute, Prefetch } from '../shared/routing/page-prefetch.ts';

/** The app's one server-state cache, loaded with the first route that needs it (app.tsx). */
export type LoadQueryClient = () => Promise<QueryClient>;

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

/** A signed-in area of the portal: whose it is, and what its pages' requests start from. */
type Area<Context> = {
  role: Session['user']['role'];
  /** Starts, beside the session, what every page of the area asks for first. */
  beforeSession?: () => void;
  /** What a page's requests start from, once the session says the area's user is signed in. */
  contextOf: (queryClient: QueryClient, route: PageRoute) => Promise<Context>;
};

/**
 * The loader of an area's routes: starts the page's requests as the navigation starts, beside loading
 * the page's code (a static loader runs in parallel with `lazy`), so they no longer wait for the code
 * to load and render; again when the address's search changes (a list's page, order or filter), so the
 * new page is asked for while the old one stays shown. It asks only once the session says the area's
 * user is signed in: the area's calls would answer anyone else 403 (a debtor's legacy 403 signs out).
 * Inside the portal the navigation waits for the answers, so the page shows whole at once (the progress
 * bar runs meanwhile); on the first load, while the session is not known yet, it does not wait: the
 * gate's full-screen loader covers that wait, and a part of the page still waiting shows its skeleton.
 * A page that leads on (`leadsOn`) is waited for always, and the router goes where it leads.
 */
function areaLoader<Context>({ role, beforeSession, contextOf }: Area<Context>) {
  return (
    loadQueryClient: LoadQueryClient,
    loadPrefetch: () => Promise<Prefetch<Context>>,
    { leadsOn = false } = {},
  ): LoaderFunction =>
    async ({ params, request }) => {
      beforeSession?.();
      try {
        const [queryClient, options, prefetch] = await Promise.all([
          loadQueryClient(),
          sessionQuery(),
          loadPrefetch(),
        ]);
        const insidePortal = queryClient.getQueryData(options.queryKey) !== undefined;
        const session = await queryClient.ensureQueryData(options);
        // A session held to a password change may call nothing of its area yet (session-gate.tsx).
        if (session?.user.role !== role || session.user.mustChangePassword) return null;
        const route = { params, search: new URL(request.url).searchParams };
        const answers = prefetch(queryClient, await contextOf(queryClient, route));
        if (leadsOn) {
          const next = await answers;
          if (next instanceof Response) return next;
        } else if (insidePortal) await answers;
      } catch {
        // The area's shell reports what it could not load; a chunk that failed, the page that needs it.
      }
      return null;
    };
}

/** A debtor's pages. Their calls are POSTs: the CSRF token is fetched beside the session, not after it. */
export const debtorLoader = areaLoader<PageRoute>({
  role: 'debtor',
  beforeSession: prefetchCsrfToken,
  contextOf: async (_queryClient, route) => route,
});

/** A client's pages (creditor-routes.tsx): after the current user, whose client some calls name. */
export const creditorLoader = areaLoader<CreditorPageContext>({
  role: 'creditor',
  contextOf: async (queryClient, route) => {
    const { currentClientUserQueryOptions } = await import('../shared/creditor/current-user.ts');
    return { ...route, user: await queryClient.ensureQueryData(currentClientUserQueryOptions) };
  },
});

/** The back office's shell and pages (staff-routes.tsx). */
export const staffLoader = areaLoader<PageRoute>({
  role: 'staff',
  contextOf: async (_queryClient, route) => route,
});
