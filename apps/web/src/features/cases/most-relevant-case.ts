import type { CaseDetails } from '@fordra/contract';
import { caseDetailsPath, paths } from '../../config/paths.ts';

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

/** The notice the cases list shows when "Case details" had no active case to open. */
export const NO_CURRENT_CASE_NOTICE = 'noCurrentCase';

/** The case page's parameter saying the menu chose the case, so that the page says which and why. */
export const CHOSEN_CASE_PARAM = 'chosen';

/** Where "Case details" in the menu leads: the most relevant active case, or the cases list saying why not. */
export function currentCasePath(cases: readonly CaseDetails[]): string {
  const chosen = mostRelevantCase(cases);
  return chosen
    ? `${caseDetailsPath(chosen.caseGuid)}?${CHOSEN_CASE_PARAM}`
    : `${paths.cases}?notice=${NO_CURRENT_CASE_NOTICE}`;
}
