import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../shared/session/session-query.ts';
import { useQueueCounts } from '../shared/staff/queue-counts.ts';
import { useStaffMeQuery } from '../shared/staff/staff-me.ts';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { staffNavItems } from './nav-items.ts';
import { WorkAreaFrame } from './work-area-frame.tsx';

/**
 * The back office of the provider's staff, loaded only for them (anyone else who reaches it is sent
 * to their own pages). Shown in Swedish or English, the languages staff work in: another language
 * choice shows English.
 */
export function StaffArea() {
  const { data } = useSession();
  if (data?.user.role !== 'staff') return <Navigate replace to={paths.home} />;
  return <StaffOffice />;
}

function StaffOffice() {
  const { t } = useTranslation('staff');
  const me = useStaffMeQuery();
  const counts = useQueueCounts();
  const isAdmin = me.data?.staffRole === 'admin';
  const items = useMemo(() => staffNavItems({ isAdmin, counts }), [isAdmin, counts]);
  return (
    <WorkAreaFrame
      namespace="staff"
      loaded={me.data !== undefined}
      failed={me.isError}
      onRetry={() => void me.refetch()}
    >
      {me.data && (
        <PortalLayout
          items={items}
          homePath={paths.staff.queues}
          account={<AccountMenu name={me.data.displayName} detail={t(`role.${me.data.staffRole}`)} />}
        />
      )}
    </WorkAreaFrame>
  );
}
