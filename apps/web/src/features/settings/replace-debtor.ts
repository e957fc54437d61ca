import type { DebtorDetailsResponse, DebtorEntry } from '@fordra/contract';

/** The cached details with one debtor replaced by its saved version, so every screen shows it at once. */
export function replaceDebtor(
  details: DebtorDetailsResponse | undefined,
  saved: DebtorEntry | undefined,
): DebtorDetailsResponse | undefined {
  if (!details || !saved) return details;
  const debtors = details.GetDebtorDetailsResult.Debtors.Debtor;
  return {
    ...details,
    GetDebtorDetailsResult: {
      ...details.GetDebtorDetailsResult,
      Debtors: {
        Debtor: debtors.map((debtor) => (debtor.DebtorGuid === saved.DebtorGuid ? saved : debtor)),
      },
    },
  };
}
