/** A payment registered on one of the debtor's cases, as their payment list shows it. */
import type { RegisteredPayment } from '@fordra/contract';
import type { DebtorPaymentRow } from '../db/repositories/payments.ts';

export function registeredPaymentForDebtor({ payment, ...rest }: DebtorPaymentRow): RegisteredPayment {
  return {
    paymentGuid: payment.guid,
    paymentDate: payment.paymentDate,
    currency: payment.currency,
    amount: payment.amount,
    paymentReference: payment.paymentReference,
    caseGuid: rest.caseGuid,
    caseNumber: rest.caseNumber,
    creditorName: rest.creditorName,
    allocatedFees: payment.allocatedFees,
    allocatedInterest: payment.allocatedInterest,
    allocatedPrincipal: payment.allocatedPrincipal,
    allocatedCredit: payment.allocatedCredit,
  };
}
