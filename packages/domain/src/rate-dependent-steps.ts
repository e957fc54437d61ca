/**
 * Which steps of the collection process wait for a reference rate (docs/domain.md, late-payment
 * interest): a step whose letter states the claim with its interest to date cannot be taken while a
 * half-year of that interest has no rate, since its amount would be wrong.
 */
import type { ProcessAction } from './process-steps.ts';
import { missingReferenceRateHalfYears, type ReferenceRateTable } from './reference-rates.ts';

/**
 * The steps whose letter (and Kronofogden's application) states the interest accrued to its day: a case's,
 * and an invoice's hand-over, which sends the new case's collection demand.
 */
export const STEPS_STATING_INTEREST: readonly ProcessAction[] = [
  'handOver',
  'reminder',
  'collectionDemand',
  'secondNotice',
  'enforcementApplication',
];

/**
 * Returns the ISO first day of the oldest half-year whose reference rate step `action`, taken on ISO day `day`
 * for a claim due on ISO day `dueDate`, waits for; null when it waits for none: a step that states no interest,
 * a claim at a fixed agreed rate (`interestMarginBp` null), or every half-year of its interest on file.
 */
export function awaitedReferenceRate(
  action: ProcessAction,
  claim: { dueDate: string; interestMarginBp: number | null },
  day: string,
  rates: ReferenceRateTable,
): string | null {
  if (!STEPS_STATING_INTEREST.includes(action) || claim.interestMarginBp === null) return null;
  return missingReferenceRateHalfYears(rates, claim.dueDate, day)[0] ?? null;
}
