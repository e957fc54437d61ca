import { assertMinor, type Currency } from './money.ts';

/** The kinds of fee a case can carry. */
export const FEE_TYPES = [
  'reminder',
  'collectionDemand',
  'planSetup',
  'instalmentNotice',
  'missedInstalmentReminder',
  'enforcementApplication',
  'agentFee',
  'enforcementFee',
] as const;

export type FeeType = (typeof FEE_TYPES)[number];

/** Statutory SEK fee amounts in öre (docs/domain.md#fees): 60, 180, 170, 60, 60, 300, 380 and 600 kr. */
export const SEK_STATUTORY_FEES: Readonly<Record<FeeType, number>> = {
  reminder: 6_000,
  collectionDemand: 18_000,
  planSetup: 17_000,
  instalmentNotice: 6_000,
  missedInstalmentReminder: 6_000,
  enforcementApplication: 30_000,
  agentFee: 38_000,
  enforcementFee: 60_000,
};

/** Fee amounts in minor units for the currencies other than SEK, per fee type; a missing entry means no such fee. */
export type ForeignFeeConfig = Partial<Record<Exclude<Currency, 'SEK'>, Partial<Record<FeeType, number>>>>;

/** Returns the fee of `type` in minor units of `currency`: statutory in SEK, else from `config`, else null. */
export function feeAmount(type: FeeType, currency: Currency, config: ForeignFeeConfig = {}): number | null {
  if (currency === 'SEK') return SEK_STATUTORY_FEES[type];
  const amount = config[currency]?.[type];
  if (amount === undefined) return null;
  assertMinor(amount, `${currency} ${type} fee`);
  if (amount < 0) throw new RangeError(`${currency} ${type} fee must not be negative, got ${amount}`);
  return amount;
}
