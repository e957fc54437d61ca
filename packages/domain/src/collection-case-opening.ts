/**
 * A claim entering collection (docs/domain.md#clients-handing-over-paying-directly-settling): the
 * figures of the case, whether a client registers it or an invoice of the ledger is handed over.
 */
import { invoiceDebt } from './allocation.ts';
import { paidPerFeeLine } from './case-ledger.ts';
import { onOrAfterBankDay, paymentDeadline } from './collection-process.ts';
import {
  collectionDemandFeeType,
  type FeeConditions,
  type FeeType,
  type ForeignFeeConfig,
  feeAmount,
  feeHasBasis,
} from './fees.ts';
import type { Currency } from './money.ts';

/** A fee already charged on the claim before it came to us: type, ISO day, amount in minor units. */
export type FeeLine = { type: FeeType; date: string; amount: number };

/**
 * The claim as handed over, amounts in minor units: its amount, its fees already charged (oldest
 * first), interest already charged, and what was paid and credited on it.
 */
export type ClaimHandedOver = {
  currency: Currency;
  amount: number;
  fees: readonly FeeLine[];
  interest: number;
  paid: number;
  credited: number;
};

/** A new collection case: its principal and fee lines (minor units), and its demand's ISO date and deadline. */
export type CollectionCaseOpening = {
  principal: number;
  fees: FeeLine[];
  /** The collection demand's own fee (or a business debtor's 4 a § compensation) among `fees`, if any. */
  openingFee: FeeLine | null;
  demandOn: string;
  demandDueDate: string;
};

/**
 * Opens a collection case for `claim` on ISO day `day`: what was paid went to its fees first, then its
 * interest, then its amount (`invoiceDebt`); the fees still owed come along where they have their basis;
 * then the collection demand's fee, or for a business debtor under a 4 a § policy the 450 kr
 * compensation instead, in `claim.currency` (SEK from the table, others from `foreignFees`). The demand
 * is dated, and its fee charged, on the first bank day on or after `day`.
 */
export function openCollectionCase(input: {
  day: string;
  claim: ClaimHandedOver;
  conditions: FeeConditions;
  foreignFees: ForeignFeeConfig;
}): CollectionCaseOpening {
  const { claim, conditions } = input;
  const feeAmounts = claim.fees.map((fee) => fee.amount);
  const fees = feeAmounts.reduce((sum, amount) => sum + amount, 0);
  const owed = invoiceDebt({ ...claim, fees });
  const paidPerLine = paidPerFeeLine(feeAmounts, fees - owed.fees);
  const carried = claim.fees
    .map((fee, index) => ({ ...fee, amount: fee.amount - (paidPerLine[index] ?? 0) }))
    .filter((fee) => fee.amount > 0 && feeHasBasis(fee.type, conditions));
  const demandOn = onOrAfterBankDay(input.day);
  const openingType = collectionDemandFeeType(conditions);
  const openingAmount = feeAmount(openingType, claim.currency, input.foreignFees);
  const openingFee = openingAmount ? { type: openingType, date: demandOn, amount: openingAmount } : null;
  return {
    principal: owed.principal,
    fees: [...carried, ...(openingFee ? [openingFee] : [])],
    openingFee,
    demandOn,
    demandDueDate: paymentDeadline('collectionDemand', demandOn),
  };
}
