import {
  type Query,
  type QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, signInPath } from '../config/paths.ts';
import { creditorSettingsQueryOptions, currentDebtorQueryOptions } from '../shared/debtor/current-debtor.ts';
import { sessionQueryKey, signOut } from '../shared/session/session-client.ts';
import { useSession } from '../shared/session/session-query.ts';
import { HydrationSuspense } from '../shared/ui/hydration.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';

// Rarely shown: loaded when needed, so that every page does not carry it (and i18next's Trans).
const SessionVerificationFailure = lazy(async () => ({
  default: (await import('./session-verification-failure.tsx')).SessionVerificationFailure,
}));

/**
 * Every route outside /auth (docs/spec-coverage.md#application-shell): waits for the session, sends
 * visitors without one to sign-in with a way back, then, for a debtor, loads the debtor and creditor
 * settings before the page shows. Below it each role has its own area (the debtor's portal, the
 * client's pages, the back office: role-areas.tsx, creditor-area.tsx, staff-area.tsx), which sends a
 * user of another role to their own.
 * The routes' loaders have usually started those requests already (router.tsx), in the same cache,
 * `queryClient`: the app's one (query-client.ts), or on the server the page's own (entry-server.tsx).
 */
export function SessionGate({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <GatedOutlet />
    </QueryClientProvider>
  );
}

/**
 * The debtor and the creditor settings, for a debtor; a client's user and a member of staff have
 * none. A failed debtor signs out and shows the verification failure; failed settings are ignored.
 */
function useDebtorShell(enabled: boolean): { ready: boolean; failed: boolean } {
  const debtor = useQuery({ ...currentDebtorQueryOptions, enabled });
  const settings = useQuery({ ...creditorSettingsQueryOptions, enabled });
  // The failure stays shown after the sign-out has emptied the cache.
  const [failed, setFailed] = useState(false);
  if (debtor.isError && !failed) setFailed(true);
  return { ready: debtor.isSuccess && !settings.isPending, failed: failed || debtor.isError };
}

const notSession = (query: Query) => query.queryKey[0] !== sessionQueryKey[0];

/**
 * Whether a request other than the session's is under way, followed while `watching`. A change is
 * rendered as a transition, in slices. Read with useIsFetching (an external store), a request that ended
 * while React rendered the first page in slices made React throw those slices away and render the whole page
 * again in one task, which blocked a slow phone's main thread for most of a second.
 */
function useFetching(watching: boolean): boolean {
  const queryClient = useQueryClient();
  const [fetching, setFetching] = useState(() => queryClient.isFetching({ predicate: notSession }) > 0);
  useEffect(() => {
    if (!watching) return;
    const follow = () => {
      const now = queryClient.isFetching({ predicate: notSession }) > 0;
      startTransition(() => setFetching(now));
    };
    follow();
    return queryClient.getQueryCache().subscribe(follow);
  }, [queryClient, watching]);
  return fetching;
}

/**
 * On the page's first load the full-screen loader also waits for the first page's own requests, which
 * its loader started beside the session (route-prefetch.ts): the page then shows whole as the loader
 * fades, instead of as skeletons that React would keep on screen a moment longer than the answers take.
 */
function useFirstPageWaited(shellReady: boolean): boolean {
  const [shown, setShown] = useState(false);
  const fetching = useFetching(!shown);
  if (shellReady && !fetching && !shown) setShown(true);
  return shellReady && shown;
}

function GatedOutlet() {
  const { t } = useTranslation();
  const { data, status } = useSession();
  const isDebtor = data?.user.role === 'debtor';
  const debtor = useDebtorShell(status === 'authenticated' && isDebtor);
  const location = useLocation();
  const ready = useFirstPageWaited(status === 'authenticated' && (!isDebtor || debtor.ready));
  // The first page is rendered in the background once its answers are in, in slices that leave the
  // main thread free between them (React's deferred rendering), while the loader starts to fade: rendered
  // in one go it blocked a slow phone's main thread for a third of a second.
  const pageShown = useDeferredValue(ready);

  // A debtor who cannot be loaded is signed out (docs/spec-coverage.md#errors); so is anyone who
  // reaches a page without a session (docs/spec-coverage.md#roles), so no stale cookie outlives it.
  // Once: the failed debtor's sign-out leaves no session either.
  const mustSignOut = debtor.failed || status === 'unauthenticated';
  useEffect(() => {
    if (mustSignOut) void signOut({ redirect: false });
  }, [mustSignOut]);

  if (debtor.failed) {
    return (
      <Suspense fallback={null}>
        <SessionVerificationFailure />
      </Suspense>
    );
  }
  if (status === 'unauthenticated') {
    const callbackUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={signInPath({ error: 'SessionRequired', callbackUrl })} />;
  }

  // A password someone else chose opens nothing but the choice of one's own (the server refuses the rest).
  if (data?.user.mustChangePassword && location.pathname !== paths.auth.ownPassword) {
    const callbackUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`${paths.auth.ownPassword}?${new URLSearchParams({ callbackUrl })}`} />;
  }

  return (
    <>
      {pageShown && (
        // Only a page whose shell data went missing meanwhile (another account signed in) waits here.
        <HydrationSuspense fallback={<FullScreenLoader open label={t('loading.details')} />}>
          <Outlet />
        </HydrationSuspense>
      )}
      <FullScreenLoader
        open={!ready}
        label={status === 'loading' ? t('loading.session') : t('loading.details')}
      />
    </>
  );
}
