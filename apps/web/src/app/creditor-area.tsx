import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useCurrentClientUserQuery } from '../shared/creditor/current-user.ts';
import { useSession } from '../shared/session/session-query.ts';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { creditorNavItems } from './nav-items.ts';
import { WorkAreaFrame } from './work-area-frame.tsx';

/**
 * The pages of a client's users, loaded only for them (a debtor who reaches one is sent home). Shown
 * in Swedish or English, the languages clients work in: another language choice shows English.
 */
export function CreditorArea() {
  const { data } = useSession();
  if (data?.user.role !== 'creditor') return <Navigate replace to={paths.home} />;
  return <CreditorPortal />;
}

function CreditorPortal() {
  const user = useCurrentClientUserQuery();
  const canWrite = user.data?.canWrite ?? false;
  const isAdmin = user.data?.isAdmin ?? false;
  const items = useMemo(() => creditorNavItems({ canWrite, isAdmin }), [canWrite, isAdmin]);
  return (
    <WorkAreaFrame
      namespace="creditor"
      loaded={user.data !== undefined}
      failed={user.isError}
      onRetry={() => void user.refetch()}
    >
      {user.data && (
        <PortalLayout
          items={items}
          homePath={paths.creditor.dashboard}
          account={
            <AccountMenu
              name={user.data.user?.displayName ?? user.data.client.name}
              detail={user.data.client.name}
            />
          }
        />
      )}
    </WorkAreaFrame>
  );
}
