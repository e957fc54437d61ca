import type { CreditorSetting, DebtorEntry } from '@fordra/contract';
import { useContext } from 'react';
import { DebtorContext, type DebtorState } from './debtor-context.ts';

/** The loading state of the debtor, for the app shell. */
export function useDebtorState(): DebtorState {
  const value = useContext(DebtorContext);
  if (!value) throw new Error('useDebtorState must be used inside <DebtorProvider>');
  return value;
}

/** The debtor and creditor settings; pages render only after the app shell has loaded both. */
export function useDebtor(): { debtor: DebtorEntry; creditorSettings: readonly CreditorSetting[] } {
  const { debtor, creditorSettings } = useDebtorState();
  if (!debtor || !creditorSettings) throw new Error('useDebtor used before the debtor was loaded');
  return { debtor, creditorSettings };
}
