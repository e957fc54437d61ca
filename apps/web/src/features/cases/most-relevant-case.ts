import type { CaseDetails } from '@fordra/contract';

/**
 * The case "Case details" in the menu opens: of the active cases, the one that has waited longest
 * (earliest due date, so usually the furthest along in the process), then the larger amount, then the
 * case number; null when no case is active. Amounts are compared only within one currency.
 */
export function mostRelevantCase(cases: readonly CaseDetails[]): CaseDetails | null {
  const active = cases.filter((item) => item.isActive);
  const [first] = [...active].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      (a.currency === b.currency ? b.remainingAmount - a.remainingAmount : 0) ||
      a.caseNumber.localeCompare(b.caseNumber),
  );
  return first ?? null;
}
