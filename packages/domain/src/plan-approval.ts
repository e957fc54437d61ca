// When a plan proposal is accepted at once, and why it waits for a handler otherwise.
import type { InstalmentPlanQuote } from './instalment-quote.ts';
import { assertMinor } from './money.ts';

/** A creditor's auto-approval limits: at most `maxMonths` months and a total of at most `maxTotalMinor` minor units. */
export type AutoApprovalPolicy = { readonly maxMonths: number; readonly maxTotalMinor: number };

/** Default auto-approval policy: at most 12 months and 50 000 kr (5 000 000 öre) in total. */
export const DEFAULT_AUTO_APPROVAL_POLICY: AutoApprovalPolicy = { maxMonths: 12, maxTotalMinor: 5_000_000 };

function assertLimits(policy: AutoApprovalPolicy): void {
  if (!Number.isSafeInteger(policy.maxMonths) || policy.maxMonths < 1) {
    throw new RangeError(`maxMonths must be a whole number of at least 1, got ${policy.maxMonths}`);
  }
  assertMinor(policy.maxTotalMinor, 'maxTotalMinor');
  if (policy.maxTotalMinor < 0)
    throw new RangeError(`maxTotalMinor must not be negative, got ${policy.maxTotalMinor}`);
}

/**
 * Tells whether `quote` is accepted at once under `policy`: at most `maxMonths` months and a total of at most
 * `maxTotalMinor` minor units; check planBoundsCheck first, as this does not.
 */
export function isAutoApproved(
  quote: Pick<InstalmentPlanQuote, 'months' | 'total'>,
  policy: AutoApprovalPolicy = DEFAULT_AUTO_APPROVAL_POLICY,
): boolean {
  return autoApprovalBlocks(quote, { ...policy, plansAllowed: true }).length === 0;
}

/** Why a plan is not accepted at once: the client turned automatic approval off, or it is beyond a limit. */
export type AutoApprovalBlock = 'AutoApprovalOff' | 'TooManyMonths' | 'TotalTooHigh';

/**
 * Why a plan of `quote.months` months and `quote.total` minor units waits for a handler under `policy`
 * (`plansAllowed`: the client approves plans automatically at all); none when it is accepted at once.
 */
export function autoApprovalBlocks(
  quote: Pick<InstalmentPlanQuote, 'months' | 'total'>,
  policy: AutoApprovalPolicy & { plansAllowed: boolean },
): AutoApprovalBlock[] {
  assertLimits(policy);
  const blocks: AutoApprovalBlock[] = [];
  if (!policy.plansAllowed) blocks.push('AutoApprovalOff');
  if (quote.months > policy.maxMonths) blocks.push('TooManyMonths');
  if (quote.total > policy.maxTotalMinor) blocks.push('TotalTooHigh');
  return blocks;
}
