import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useDebtor } from '../shared/debtor/current-debtor.ts';
import { useSession } from '../shared/session/session-query.ts';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { navItems } from './nav-items.ts';

/** The debtor's portal; a client's user or a member of staff who reaches it is sent to their own pages. */
export function DebtorArea() {
  const { data } = useSession();
  if (data?.user.role === 'creditor') return <Navigate replace to={paths.creditor.dashboard} />;
  if (data?.user.role === 'staff') return <Navigate replace to={paths.staff.queues} />;
  return <DebtorPortal />;
}

function DebtorPortal() {
  const debtor = useDebtor();
  return (
    <PortalLayout
      items={navItems}
      homePath={paths.home}
      account={<AccountMenu name={debtor.name} detail={debtor.maskedIdentityNumber} />}
    />
  );
}
