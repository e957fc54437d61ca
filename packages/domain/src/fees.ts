import { assertMinor, type Currency } from './money.ts';

/** The kinds of fee a case can carry. */
export const FEE_TYPES = [
  'reminder',
  'collectionDemand',
  'planSetup',
  'instalmentNotice',
  'missedInstalmentReminder',
  'latePaymentCompensation',
  'enforcementApplication',
  'agentFee',
  'enforcementFee',
] as const;

export type FeeType = (typeof FEE_TYPES)[number];

/**
 * Where the right to a fee comes from: a statute (the law gives it, up to its cap), an agreement with
 * the debtor, or Kronofogden (its own fee, which the debtor owes once it decides).
 */
export type FeeBasis = 'statute' | 'agreement' | 'kronofogden';

/**
 * One fee type: its SEK amount in öre, its basis and legal source (in Swedish, as the enforcement file
 * cites it). `agreedWhen` names the agreement an `agreement` fee needs: the debtor's with the client
 * when the debt arose (lag (1981:739) 2 §, `clients.reminder_fee_agreed`), or the instalment plan the
 * debtor accepted with the fee in its terms. `replacedByCompensation`: a cost of lag (1981:739) 2–4 §§
 * that the 450 kr förseningsersättning of 4 a § covers for a business debtor (the plan set-up fee is
 * not yet among them: a plan's quote includes it, docs/domain.md#fees).
 */
export type FeeRule = {
  amount: number;
  basis: FeeBasis;
  source: string;
  agreedWhen?: 'debtArose' | 'plan';
  replacedByCompensation?: true;
};

/** Every fee type in SEK with its basis (docs/domain.md#fees): 60, 180, 170, 60, 60, 450, 300, 380 and 600 kr. */
export const SEK_FEES: Readonly<Record<FeeType, FeeRule>> = {
  reminder: {
    amount: 6_000,
    basis: 'agreement',
    agreedWhen: 'debtArose',
    replacedByCompensation: true,
    source: 'lag (1981:739) om ersättning för inkassokostnader m.m. 2 § och 4 § 1',
  },
  collectionDemand: {
    amount: 18_000,
    basis: 'statute',
    replacedByCompensation: true,
    source: 'lag (1981:739) om ersättning för inkassokostnader m.m. 3 § 1 och 4 § 2',
  },
  planSetup: {
    amount: 17_000,
    basis: 'statute',
    replacedByCompensation: true,
    source: 'lag (1981:739) om ersättning för inkassokostnader m.m. 3 § 2 och 4 § 3',
  },
  instalmentNotice: {
    amount: 6_000,
    basis: 'agreement',
    agreedWhen: 'plan',
    source: 'avtal om avbetalningsplan med gäldenären',
  },
  missedInstalmentReminder: {
    amount: 6_000,
    basis: 'agreement',
    agreedWhen: 'debtArose',
    replacedByCompensation: true,
    source: 'lag (1981:739) om ersättning för inkassokostnader m.m. 2 § och 4 § 1',
  },
  latePaymentCompensation: {
    amount: 45_000,
    basis: 'statute',
    source: 'lag (1981:739) om ersättning för inkassokostnader m.m. 4 a §',
  },
  enforcementApplication: {
    amount: 30_000,
    basis: 'kronofogden',
    source: 'förordning (1992:1094) om avgifter vid Kronofogdemyndigheten',
  },
  agentFee: {
    amount: 38_000,
    basis: 'statute',
    source: 'lag (1990:746) om betalningsföreläggande och handräckning 48 §',
  },
  enforcementFee: {
    amount: 60_000,
    basis: 'kronofogden',
    source: 'förordning (1992:1094) om avgifter vid Kronofogdemyndigheten 5 § och 6 §',
  },
};

/** Fee amounts in minor units for the currencies other than SEK, per fee type; a missing entry means no such fee. */
export type ForeignFeeConfig = Partial<Record<Exclude<Currency, 'SEK'>, Partial<Record<FeeType, number>>>>;

/** Returns the fee of `type` in minor units of `currency`: the table's in SEK, else from `config`, else null. */
export function feeAmount(type: FeeType, currency: Currency, config: ForeignFeeConfig = {}): number | null {
  if (currency === 'SEK') return SEK_FEES[type].amount;
  const amount = config[currency]?.[type];
  if (amount === undefined) return null;
  assertMinor(amount, `${currency} ${type} fee`);
  if (amount < 0) throw new RangeError(`${currency} ${type} fee must not be negative, got ${amount}`);
  return amount;
}

/** What decides whether a fee has its basis on a case: the client's policy and who the debtor is. */
export type FeeConditions = {
  /** The client's debtors agreed to reminder fees when their debts arose (`clients.reminder_fee_agreed`). */
  reminderFeeAgreed: boolean;
  /** The client claims the 4 a § förseningsersättning from business debtors (`clients.business_compensation`). */
  businessCompensation: boolean;
  debtorKind: 'person' | 'company';
};

/** Whether the 450 kr förseningsersättning of lag (1981:739) 4 a § applies: a company, and the client asks for it. */
export function claimsBusinessCompensation(conditions: FeeConditions): boolean {
  return conditions.businessCompensation && conditions.debtorKind === 'company';
}

/**
 * Whether a fee of `type` has its basis under `conditions`: an agreement fee from when the debt arose
 * only where the client's debtors agreed to it; the 4 a § compensation only for a business debtor whose
 * client asks for it, and then none of the 2–4 §§ costs it covers.
 */
export function feeHasBasis(type: FeeType, conditions: FeeConditions): boolean {
  const rule = SEK_FEES[type];
  const compensated = claimsBusinessCompensation(conditions);
  if (type === 'latePaymentCompensation') return compensated;
  if (compensated && rule.replacedByCompensation) return false;
  if (rule.agreedWhen === 'debtArose') return conditions.reminderFeeAgreed;
  return true;
}

/**
 * The set-up fee (minor units) of a plan in `currency` over cases of which `haveBasis` tells, one each,
 * whether the fee has its basis there (`feeHasBasis('planSetup', …)`): none when the 4 a § compensation
 * was claimed on any of them, as it covers the 2–4 §§ costs (docs/domain.md#fees); else the statutory or
 * configured amount, 0 when there is none.
 */
export function planSetupFee(
  currency: Currency,
  haveBasis: readonly boolean[],
  foreignFees: ForeignFeeConfig = {},
): number {
  if (haveBasis.includes(false)) return 0;
  return feeAmount('planSetup', currency, foreignFees) ?? 0;
}

/** The fee a collection demand carries: the 4 a § compensation for a business debtor whose client asks for it, else the collection fee. */
export function collectionDemandFeeType(conditions: FeeConditions): FeeType {
  return claimsBusinessCompensation(conditions) ? 'latePaymentCompensation' : 'collectionDemand';
}
