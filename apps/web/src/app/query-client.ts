import type { Session } from '@fordra/contract';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '../shared/api/api-client.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { renderedPage } from '../shared/server/rendered-page.ts';
import type { SessionCache } from '../shared/session/session-cache.ts';
import { sessionQueryKey, signOut } from '../shared/session/session-client.ts';
import { watchSession } from '../shared/session/session-events.ts';
import { sessionQueryOptions } from '../shared/session/session-query.ts';

const maxRetries = 2;

/** Retrying cannot fix what the server refused (4xx); network trouble and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Drops every other cached answer when the signed-in account changes, so one person never sees another's data. */
function clearOnAccountChange(queryClient: QueryClient): void {
  let account: string | null | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const session = event.query.state.data as Session | null | undefined;
    if (session === undefined) return;
    const next = session?.user.accountId ?? null;
    if (account !== undefined && account !== null && account !== next) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
    account = next;
  });
}

/**
 * The app's one server-state cache, created once for the whole app and handed to the router, whose
 * loaders start a page's requests with the navigation (router.tsx). Its code loads with the first
 * signed-in page or the first sign-in, so the sign-in page does without it.
 *
 * The session's refresh rules (docs/spec-coverage.md#session-calls) live with it: the session is
 * fetched again whenever it may have changed behind the page, and a call the server refuses for want
 * of a session signs out.
 *
 * It starts with what a debtor's page came with: the answers to its first reads (rendered-page.ts).
 */
export const queryClient = createQueryClient();
const rendered = renderedPage();
if (rendered) hydrate(queryClient, rendered.queries);
// Sign-in and sign-out write the session before anything may have asked for it: a refetch then still knows how.
queryClient.setQueryDefaults(sessionQueryKey, sessionQueryOptions);
clearOnAccountChange(queryClient);
watchSession(() => void queryClient.refetchQueries({ queryKey: sessionQueryKey }));
onUnauthorized(() => void signOut({ redirect: false }));

/** The session's reads and writes in this cache, which the session code is given (main.tsx). */
export const sessionCache: SessionCache = {
  read: () => queryClient.ensureQueryData(sessionQueryOptions),
  async write(session) {
    // A refetch still under way would otherwise overwrite what was just decided.
    await queryClient.cancelQueries({ queryKey: sessionQueryKey });
    queryClient.setQueryData(sessionQueryKey, session);
  },
};
