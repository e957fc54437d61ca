/** A payment registered on one of the debtor's cases, as their payment list shows it. */
import type { RegisteredPayment } from '@fordra/contract';
import { type PaymentReferenceKind, paymentReferenceKind } from '@fordra/domain';
import type { DebtorPaymentRow } from '../db/repositories/payments.ts';

/** What a stored payment's reference is (domain `paymentReferenceKind`). */
export function referenceKindOf(payment: DebtorPaymentRow['payment']): PaymentReferenceKind {
  return paymentReferenceKind({
    channel: payment.channel,
    registeredByHand: payment.registeredBy !== null,
    reference: payment.paymentReference,
  });
}

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
    referenceKind: referenceKindOf(payment),
    allocatedFees: payment.allocatedFees,
    allocatedInterest: payment.allocatedInterest,
    allocatedPrincipal: payment.allocatedPrincipal,
    allocatedCredit: payment.allocatedCredit,
  };
}
