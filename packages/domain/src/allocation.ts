import { assertMinor } from './money.ts';

/** What a case owes, each part in minor units. */
export type CaseDebt = { fees: number; interest: number; principal: number };

/** How one payment was applied, each part in minor units; `credit` is the overpayment kept on the case. */
export type PaymentAllocation = { fees: number; interest: number; principal: number; credit: number };

function assertNonNegativeMinor(amount: number, label: string): void {
  assertMinor(amount, label);
  if (amount < 0) throw new RangeError(`${label} must not be negative, got ${amount}`);
}

/**
 * Splits a payment `amount` (minor units) over the debt `owed` (minor units) in the order fees, interest,
 * principal, keeping any excess as credit.
 */
export function allocatePayment(amount: number, owed: CaseDebt): PaymentAllocation {
  assertNonNegativeMinor(amount, 'payment');
  assertNonNegativeMinor(owed.fees, 'fees');
  assertNonNegativeMinor(owed.interest, 'interest');
  assertNonNegativeMinor(owed.principal, 'principal');

  let left = amount;
  const fees = Math.min(left, owed.fees);
  left -= fees;
  const interest = Math.min(left, owed.interest);
  left -= interest;
  const principal = Math.min(left, owed.principal);
  left -= principal;
  return { fees, interest, principal, credit: left };
}
