import type { CreditorSetting, DebtorEntry } from '@fordra/contract';
import { createContext } from 'react';

/**
 * The debtor and creditor settings the app shell loads once per session
 * (docs/spec-coverage.md#application-shell).
 */
export type DebtorState = {
  debtor: DebtorEntry | null;
  /** Null until loaded; an empty list when loading failed, since that failure is ignored. */
  creditorSettings: readonly CreditorSetting[] | null;
  loadingDebtor: boolean;
  loadingSettings: boolean;
  /** The debtor could not be loaded; the user has been signed out. */
  failed: boolean;
};

export const DebtorContext = createContext<DebtorState | null>(null);
