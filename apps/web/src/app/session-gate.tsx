import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DebtorProvider } from '../shared/debtor/debtor-provider.tsx';
import { useDebtorState } from '../shared/debtor/use-debtor.ts';
import { signOut } from '../shared/session/session-client.ts';
import { useSession } from '../shared/session/use-session.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { signInPath } from './paths.ts';
import { createQueryClient } from './query-client.ts';
import { SessionVerificationFailure } from './session-verification-failure.tsx';

/**
 * Every route outside /auth (docs/spec-coverage.md#application-shell): waits for the session, sends
 * visitors without one to sign-in with a way back, then, for a debtor, loads the debtor and creditor
 * settings before the page shows. Below it each role has its own area (the debtor's portal, the
 * client's pages, the back office: role-areas.tsx), which sends a user of another role to their own.
 *
 * The server-state cache lives here, not at the root: only signed-in pages use it (so the sign-in
 * page does not download it), and it goes away with the signed-in part of the app.
 */
export function SessionGate() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DebtorProvider>
        <GatedOutlet queryClient={queryClient} />
      </DebtorProvider>
    </QueryClientProvider>
  );
}

/** Drops every cached answer when the signed-in account changes, so one person never sees another's data. */
function useClearCacheOnAccountChange(queryClient: QueryClient, accountId: string | null) {
  const previous = useRef(accountId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== accountId) queryClient.clear();
    previous.current = accountId;
  }, [accountId, queryClient]);
}

function GatedOutlet({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const { data, status } = useSession();
  const { debtor, creditorSettings, failed } = useDebtorState();
  const location = useLocation();
  useClearCacheOnAccountChange(queryClient, data?.user.accountId ?? null);

  // Reaching a page without a session signs out (docs/spec-coverage.md#roles), so no stale cookie
  // outlives it.
  useEffect(() => {
    if (status === 'unauthenticated' && !failed) void signOut({ redirect: false });
  }, [status, failed]);

  if (failed) return <SessionVerificationFailure />;
  if (status === 'unauthenticated') {
    const callbackUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={signInPath({ error: 'SessionRequired', callbackUrl })} />;
  }

  const ready =
    status === 'authenticated' &&
    (data?.user.role !== 'debtor' || (debtor !== null && creditorSettings !== null));
  return (
    <>
      {ready && <Outlet />}
      <FullScreenLoader
        open={!ready}
        label={status === 'loading' ? t('loading.session') : t('loading.details')}
      />
    </>
  );
}
