/**
 * A claim entering collection (docs/domain.md#clients-handing-over-paying-directly-settling): the
 * figures of the case, whether a client registers it or an invoice of the ledger is handed over.
 */
import { invoiceDebt } from './allocation.ts';
import { onOrAfterBankDay } from './bank-days.ts';
import { paidPerFeeLine } from './case-ledger.ts';
import type { CaseService, CaseStatus } from './case-status.ts';
import { paymentDeadline } from './collection-process.ts';
import {
  collectionDemandFeeType,
  type FeeConditions,
  type FeeType,
  type ForeignFeeConfig,
  feeAmount,
  feeHasBasis,
} from './fees.ts';
import type { Currency } from './money.ts';
import { awaitedReferenceRate } from './rate-dependent-steps.ts';
import type { ReferenceRateTable } from './reference-rates.ts';

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

/**
 * A new collection case: its status and service, its principal and fee lines (minor units), and its
 * demand's ISO date and deadline.
 */
export type CollectionCaseOpening = {
  status: CaseStatus;
  service: CaseService;
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
    status: 'Collection',
    service: 'Inkasso',
    principal: owed.principal,
    fees: [...carried, ...(openingFee ? [openingFee] : [])],
    openingFee,
    demandOn,
    demandDueDate: paymentDeadline('collectionDemand', demandOn),
  };
}

/**
 * What of `opening` is charged and sent on the day the case opens: everything, unless a half-year of
 * the claim's interest from `claim.dueDate` (at margin `claim.interestMarginBp` over the reference rate,
 * null for a fixed rate) has no reference rate in `rates` yet on the demand's day; then the collection
 * demand and its own fee wait for the process (`awaitedReferenceRate`), and only the fees carried over
 * are charged.
 */
export function chargedOnOpening(
  opening: CollectionCaseOpening,
  claim: { dueDate: string; interestMarginBp: number | null },
  rates: ReferenceRateTable,
): { demandNow: boolean; fees: FeeLine[] } {
  const demandNow = awaitedReferenceRate('collectionDemand', claim, opening.demandOn, rates) === null;
  return { demandNow, fees: opening.fees.filter((line) => demandNow || line !== opening.openingFee) };
}

/** Why a fee the client charged before handing a claim over cannot come along with it. */
export type HandedOverFeeProblem = 'NoBasis' | 'AboveStatutoryAmount' | 'NotAfterDueDate';

/**
 * Checks a fee a client says it charged on a claim before handing it over (amount in minor units, ISO
 * days): it must have its basis under `conditions` (`feeHasBasis`), be at most what the law allows in
 * the claim's currency (`feeAmount`), and be dated after the claim's due date and not after `today`.
 * Null when it may come along.
 */
export function handedOverFeeProblem(
  fee: FeeLine,
  claim: { currency: Currency; dueDate: string },
  conditions: FeeConditions,
  foreignFees: ForeignFeeConfig,
  today: string,
): HandedOverFeeProblem | null {
  if (!feeHasBasis(fee.type, conditions)) return 'NoBasis';
  const cap = feeAmount(fee.type, claim.currency, foreignFees);
  if (cap === null || fee.amount > cap) return 'AboveStatutoryAmount';
  if (fee.date <= claim.dueDate || fee.date > today) return 'NotAfterDueDate';
  return null;
}
