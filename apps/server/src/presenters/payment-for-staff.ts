/** A payment as the back office sees it: unmatched in its queue, or found by a search. */
import type { UnmatchedPaymentItem } from '@fordra/contract';
import type { Payment } from '../db/repositories/payments.ts';

/** A payment whose reference matched no case and no invoice, with the name of the file it came in. */
export function unmatchedPaymentForStaff({
  payment,
  fileName,
}: {
  payment: Payment;
  fileName: string | null;
}): UnmatchedPaymentItem {
  return {
    paymentGuid: payment.guid,
    paymentDate: payment.paymentDate,
    currency: payment.currency,
    amount: payment.amount,
    reference: payment.paymentReference,
    channel: payment.channel,
    fileName,
    payer: payment.payer,
    waitingSince: payment.createdAt.toISOString(),
  };
}

/** A payment a search found, with its case if it is on one. */
export function foundPaymentForStaff(row: {
  payment: Payment;
  caseGuid: string | null;
  caseNumber: string | null;
}) {
  return {
    paymentGuid: row.payment.guid,
    paymentDate: row.payment.paymentDate,
    currency: row.payment.currency,
    amount: row.payment.amount,
    reference: row.payment.paymentReference,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
  };
}
