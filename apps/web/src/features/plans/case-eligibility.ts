import type { PlanCandidate } from '@fordra/contract';

/** Why a case cannot be chosen for the plan being made: the server's reason, or another currency. */
export type CaseChoiceBlock =
  | { reason: 'InPlan' | 'PendingProposal' | 'NothingToPay' }
  | { reason: 'OtherCurrency'; chosenCurrency: string };

/** The currency of the chosen cases: that of the first one chosen, or null while none is. */
export function chosenCurrency(
  candidates: readonly PlanCandidate[],
  caseGuids: readonly string[],
): string | null {
  const first = caseGuids.map((guid) => candidates.find((c) => c.caseGuid === guid)).find(Boolean);
  return first?.currency ?? null;
}

/** Why `candidate` cannot be chosen next to the cases in `caseGuids`, or null when it can. */
export function caseChoiceBlock(
  candidate: PlanCandidate,
  candidates: readonly PlanCandidate[],
  caseGuids: readonly string[],
): CaseChoiceBlock | null {
  if (candidate.ineligible) return { reason: candidate.ineligible };
  const currency = chosenCurrency(candidates, caseGuids);
  if (currency && candidate.currency !== currency)
    return { reason: 'OtherCurrency', chosenCurrency: currency };
  return null;
}

/**
 * The chosen cases that can still go into a plan, in the order chosen: cases that are gone, planned
 * meanwhile or in another currency than the first one left are dropped (after a reload or a refusal).
 */
export function eligibleChoice(candidates: readonly PlanCandidate[], caseGuids: readonly string[]): string[] {
  const kept: string[] = [];
  for (const guid of new Set(caseGuids)) {
    const candidate = candidates.find((c) => c.caseGuid === guid);
    if (candidate && caseChoiceBlock(candidate, candidates, kept) === null) kept.push(guid);
  }
  return kept;
}

/** The chosen candidates, in the order of the list shown. */
export function chosenCandidates(
  candidates: readonly PlanCandidate[],
  caseGuids: readonly string[],
): PlanCandidate[] {
  return candidates.filter((c) => caseGuids.includes(c.caseGuid));
}
