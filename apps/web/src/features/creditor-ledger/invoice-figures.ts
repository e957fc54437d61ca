import type { InvoiceFinancialDetails, InvoiceTransaction } from '@fordra/contract';

/** A part of an invoice's remaining amount; `amount` in minor units, negative where it takes away. */
export type InvoicePart = {
  part: 'amount' | 'fees' | 'interest' | 'paid' | 'credited' | 'handedOver' | 'overpaid' | 'adjustment';
  amount: number;
};

/**
 * The invoice's figures as parts that add up to what is left on screen: the amount, fees and interest,
 * less what was paid and credited. What the server's remaining amount leaves beyond that is named: the
 * debt moved to a collection case when handed over, or a payment beyond the invoice (nothing is left to
 * pay, however much was paid).
 */
export function invoiceParts(details: InvoiceFinancialDetails): InvoicePart[] {
  const parts: InvoicePart[] = [
    { part: 'amount', amount: details.amount },
    { part: 'fees', amount: details.fees },
    { part: 'interest', amount: details.interest },
    { part: 'paid', amount: taken(details.paid) },
    { part: 'credited', amount: taken(details.credited) },
  ];
  const sum = parts.reduce((total, entry) => total + entry.amount, 0);
  const rest = details.remaining - sum;
  if (rest !== 0) {
    const part = details.status === 'HandedOver' ? 'handedOver' : rest > 0 ? 'overpaid' : 'adjustment';
    parts.push({ part, amount: rest });
  }
  return parts;
}

/** An amount that takes from what is owed, as a negative number (never -0, which would read "−0,00 kr"). */
const taken = (minor: number) => 0 - minor;

/**
 * A transaction's amount signed by what it did to what the customer owes on the invoice: the invoice
 * and a reminder fee add to it, a payment, a credit and the hand-over to collection take from it.
 */
export function signedTransactionAmount(entry: Pick<InvoiceTransaction, 'type' | 'amount'>): number {
  return entry.type === 'Issued' || entry.type === 'Reminder' ? entry.amount : taken(entry.amount);
}
