/**
 * What holds a case (docs/domain.md#the-collection-process): while a case is held the process takes
 * no step of any kind on it, nor on its plan; a hold ends by itself when its reason does.
 */
import { addBankDays, PAYMENT_TRANSIT_BANK_DAYS } from './bank-days.ts';

/**
 * Why a case is held, in the order they are named when several hold at once: a plan proposal over
 * the case waiting for a handler, a pause (a handler's or the client's), an open objection of the
 * debtor (docs/domain.md#objections-and-postponements), an approved postponement until its new due date.
 */
export const HOLD_REASONS = ['planProposal', 'paused', 'objection', 'postponement'] as const;

export type HoldReason = (typeof HOLD_REASONS)[number];

/** What the hold rule reads of a case. */
export type HoldFacts = {
  /** Whether a plan proposal covering the case waits for a handler's decision. */
  pendingProposal: boolean;
  /** The ISO day a pause ends (its resume day), or null: none. */
  pausedUntil: string | null;
  /** Whether the debtor's objection to the claim waits for the client's answer. */
  openObjection?: boolean;
  /** The new due date (ISO day) of the case's approved postponement, or null: none. */
  postponedUntil?: string | null;
};

/** Whether a pause until ISO day `pausedUntil` (or none: null) still holds on ISO day `day`. */
export function isPausedOn(pausedUntil: string | null, day: string): boolean {
  return pausedUntil !== null && day < pausedUntil;
}

/**
 * The first day the process may go on after a postponement to ISO day `newDueDate`: a payment made on
 * the new due date is given the bank days it may take to reach us, as after any deadline.
 */
export function postponementEndsOn(newDueDate: string): string {
  return addBankDays(newDueDate, PAYMENT_TRANSIT_BANK_DAYS);
}

/** Whether an approved postponement to ISO day `postponedUntil` (or none: null) still holds on ISO day `day`. */
export function isPostponedOn(postponedUntil: string | null | undefined, day: string): boolean {
  return postponedUntil != null && day < postponementEndsOn(postponedUntil);
}

/** Every reason that holds the case of `facts` on ISO day `day`, in `HOLD_REASONS` order; empty: none. */
export function caseHolds(facts: HoldFacts, day: string): HoldReason[] {
  const holds: HoldReason[] = [];
  if (facts.pendingProposal) holds.push('planProposal');
  if (isPausedOn(facts.pausedUntil, day)) holds.push('paused');
  if (facts.openObjection) holds.push('objection');
  if (isPostponedOn(facts.postponedUntil, day)) holds.push('postponement');
  return holds;
}

/** Why the case of `facts` is held on ISO day `day` (the first reason), or null when nothing holds it. */
export function caseHold(facts: HoldFacts, day: string): HoldReason | null {
  return caseHolds(facts, day)[0] ?? null;
}

/**
 * The first day a step that fell due while the case was held may be taken: not before a pause's resume
 * day, nor before a postponement has ended (`postponementEndsOn`); null when neither delays it.
 */
export function holdResumesOn(facts: HoldFacts): string | null {
  const days = [
    facts.pausedUntil,
    facts.postponedUntil != null ? postponementEndsOn(facts.postponedUntil) : null,
  ].filter((day): day is string => day !== null);
  return days.sort().at(-1) ?? null;
}
