import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useDebtor } from '../shared/debtor/current-debtor.ts';
import { unreadRepliesQueryOptions } from '../shared/messages/unread-replies.ts';
import { useSession } from '../shared/session/session-query.ts';
import { AccountMenu } from './layouts/account-menu.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { debtorNavItems } from './nav-items.ts';

/** The debtor's portal; a client's user or a member of staff who reaches it is sent to their own pages. */
export function DebtorArea() {
  const { data } = useSession();
  if (data?.user.role === 'creditor') return <Navigate replace to={paths.creditor.dashboard} />;
  if (data?.user.role === 'staff') return <Navigate replace to={paths.staff.queues} />;
  return <DebtorPortal />;
}

function DebtorPortal() {
  const debtor = useDebtor();
  const unread = useQuery(unreadRepliesQueryOptions).data;
  const hasCases = debtor.activeCases + debtor.inactiveCases > 0;
  const items = useMemo(
    () => debtorNavItems({ hasCases, unreadReplies: unread?.conversations ?? 0 }),
    [hasCases, unread?.conversations],
  );
  return (
    <PortalLayout
      items={items}
      homePath={paths.home}
      account={<AccountMenu name={debtor.name} detail={debtor.maskedIdentityNumber} />}
    />
  );
}
