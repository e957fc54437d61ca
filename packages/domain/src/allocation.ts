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

/**
 * Undoes `amount` (minor units, positive) of what payments covered, `paid` (minor units each), in the
 * reverse of `allocatePayment`'s order: the credit, then principal, then interest, then fees. Answers
 * the negative parts; what exceeds everything paid is negative credit, never added to the debt.
 */
export function reverseAllocation(amount: number, paid: PaymentAllocation): PaymentAllocation {
  assertNonNegativeMinor(amount, 'deduction');
  let left = amount;
  const take = (available: number) => {
    const taken = Math.min(left, Math.max(0, available));
    left -= taken;
    return 0 - taken;
  };
  const credit = take(paid.credit);
  const principal = take(paid.principal);
  const interest = take(paid.interest);
  const fees = take(paid.fees);
  return { fees, interest, principal, credit: credit - left };
}

/** An invoice's amounts as the invoice ledger keeps them, all minor units. */
export type InvoiceAmounts = {
  amount: number;
  fees: number;
  interest: number;
  paid: number;
  credited: number;
};

/**
 * What an open invoice still owes, in minor units: a credit note lowers its amount, and what was paid
 * so far went to its fees first, then its interest, then its amount, as `allocatePayment` applies a payment.
 */
export function invoiceDebt(invoice: InvoiceAmounts): CaseDebt {
  let paid = invoice.paid;
  const fees = Math.max(0, invoice.fees - paid);
  paid = Math.max(0, paid - invoice.fees);
  const interest = Math.max(0, invoice.interest - paid);
  paid = Math.max(0, paid - invoice.interest);
  return { fees, interest, principal: Math.max(0, invoice.amount - invoice.credited - paid) };
}

/**
 * What an invoice's payments so far (`paid`, minor units) covered, each part in minor units: its fees,
 * then its interest, then its amount less credit notes, the rest credit.
 */
export function invoicePaidParts(invoice: InvoiceAmounts): PaymentAllocation {
  const owedBefore = invoiceDebt({ ...invoice, paid: 0 });
  const owedNow = invoiceDebt(invoice);
  const fees = owedBefore.fees - owedNow.fees;
  const interest = owedBefore.interest - owedNow.interest;
  const principal = owedBefore.principal - owedNow.principal;
  return { fees, interest, principal, credit: Math.max(0, invoice.paid) - fees - interest - principal };
}
