import type { CreditorSetting } from '@fordra/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { signOut } from '../session/session-client.ts';
import { useSession } from '../session/use-session.ts';
import { chooseDebtor } from './choose-debtor.ts';
import { DebtorContext, type DebtorState } from './debtor-context.ts';
import { creditorSettingsQueryOptions } from './get-creditor-settings.ts';
import { currentDebtorDetailsQueryOptions } from './get-current-debtor-details.ts';

const noSettings: readonly CreditorSetting[] = [];

/**
 * Loads the signed-in user's debtor and the creditor settings for the pages below it; a client's user
 * and a member of staff have no debtor, so nothing is loaded for them.
 */
export function DebtorProvider({ children }: { children: ReactNode }) {
  const { status, data } = useSession();
  const enabled = status === 'authenticated' && data?.user.role === 'debtor';
  const details = useQuery({ ...currentDebtorDetailsQueryOptions, enabled });
  const settings = useQuery({ ...creditorSettingsQueryOptions, enabled });
  const [failed, setFailed] = useState(false);

  const debtor = useMemo(
    () => (details.data ? chooseDebtor(details.data.GetDebtorDetailsResult.Debtors.Debtor) : null),
    [details.data],
  );
  const detailsFailed = details.isError || (details.isSuccess && debtor === null);

  useEffect(() => {
    if (!detailsFailed) return;
    setFailed(true);
    void signOut({ redirect: false });
  }, [detailsFailed]);

  const creditorSettings = settings.data?.data.creditorSettings ?? (settings.isError ? noSettings : null);

  const value = useMemo<DebtorState>(
    () => ({
      debtor,
      creditorSettings,
      loadingDebtor: details.isPending,
      loadingSettings: settings.isPending,
      failed: failed || detailsFailed,
    }),
    [debtor, creditorSettings, details.isPending, settings.isPending, failed, detailsFailed],
  );

  return <DebtorContext.Provider value={value}>{children}</DebtorContext.Provider>;
}
