/** A payment as a client sees it: the answer to a direct payment it reported, a line of its payment journal. */
import type { Case } from '../db/repositories/cases.ts';
import type { Payment } from '../db/repositories/payments.ts';

/** The direct payment as registered, and its case with what is left to pay today (minor units). */
export function directPaymentForClient(
  payment: Payment,
  target: Case,
  created: boolean,
  remainingAmount: number,
) {
  return {
    paymentGuid: payment.guid,
    created,
    allocation: {
      principal: payment.allocatedPrincipal,
      interest: payment.allocatedInterest,
      fees: payment.allocatedFees,
      credit: payment.allocatedCredit,
    },
    case: {
      caseGuid: target.guid,
      status: target.status,
      remainingAmount,
    },
  };
}

/** A line of the payment journal, without what of it is due to the client (`split`). */
export function journalLineForClient(row: {
  payment: Payment;
  caseGuid: string;
  caseNumber: string;
  creditorName: string;
  debtorName: string;
}) {
  const { payment } = row;
  return {
    paymentGuid: payment.guid,
    paymentDate: payment.paymentDate,
    currency: payment.currency,
    amount: payment.amount,
    channel: payment.channel,
    paymentReference: payment.paymentReference,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    creditorName: row.creditorName,
    debtorName: row.debtorName,
    allocation: {
      principal: payment.allocatedPrincipal,
      interest: payment.allocatedInterest,
      fees: payment.allocatedFees,
      credit: payment.allocatedCredit,
    },
  };
}
