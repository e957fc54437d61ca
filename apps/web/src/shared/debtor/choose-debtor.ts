/**
 * The debtor the portal shows (docs/spec-coverage.md#entities): the first with active cases, otherwise
 * the first.
 */
export function chooseDebtor<T extends { ActiveCases: number }>(debtors: readonly T[]): T | null {
  return debtors.find((debtor) => debtor.ActiveCases > 0) ?? debtors[0] ?? null;
}
