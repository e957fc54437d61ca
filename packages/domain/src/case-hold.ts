/**
 * What holds a case (docs/domain.md#the-collection-process): while a case is held the process takes
 * no step of any kind on it, nor on its plan; a hold ends by itself when its reason does.
 */

/**
 * Why a case is held, in the order they are named when several hold at once: a plan proposal over
 * the case waiting for a handler, a handler's pause. A dispute is one more reason of the same kind.
 */
export const HOLD_REASONS = ['planProposal', 'paused', 'objection', 'postponement'] as const;

export type HoldReason = (typeof HOLD_REASONS)[number];

/** What the hold rule reads of a case. */
export type HoldFacts = {
  /** Whether a plan proposal covering the case waits for a handler's decision. */
  pendingProposal: boolean;
  /** The ISO day a handler's pause ends (its resume day), or null: none. */
  pausedUntil: string | null;
};

/** Whether a pause until ISO day `pausedUntil` (or none: null) still holds on ISO day `day`. */
export function isPausedOn(pausedUntil: string | null, day: string): boolean {
  return pausedUntil !== null && day < pausedUntil;
}

/** Why the case of `facts` is held on ISO day `day`, or null when nothing holds it. */
export function caseHold(facts: HoldFacts, day: string): HoldReason | null {
  if (facts.pendingProposal) return 'planProposal';
  if (isPausedOn(facts.pausedUntil, day)) return 'paused';
  return null;
}
