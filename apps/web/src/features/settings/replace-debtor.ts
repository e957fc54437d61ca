import type { DebtorEntry } from '@fordra/contract';
import { type Debtor, toDebtor } from '../../shared/debtor/current-debtor.ts';

/** The cached debtor replaced by its saved version when it is the one saved, so every screen shows it at once. */
export function replaceDebtor(
  cached: Debtor | undefined,
  saved: DebtorEntry | undefined,
): Debtor | undefined {
  if (!cached || !saved || saved.DebtorGuid !== cached.debtorGuid) return cached;
  return toDebtor(saved);
}
