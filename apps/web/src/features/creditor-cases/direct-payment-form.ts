import { type Currency, parseKronor } from '@fordra/domain';
import type { DirectPayment } from './api/register-direct-payment.ts';

/** What the payment dialog holds as typed. */
export type DirectPaymentForm = {
  amount: string;
  paymentDate: string;
  paymentReference: string;
  overpayment: boolean;
};

/** A typed amount in minor units (öre), or null when it is not a positive amount. */
export function amountInMinorUnits(typed: string): number | null {
  const minor = parseKronor(typed);
  return minor !== null && minor > 0 ? minor : null;
}

export type DirectPaymentProblem = { field: 'amount' | 'paymentDate' | 'paymentReference'; code: string };

/**
 * The request for the typed payment, or the first thing to correct (an error code of the `errors`
 * namespace). The server checks again: the day against the case, the amount against the debt.
 */
export function directPaymentRequest(
  form: DirectPaymentForm,
  context: { caseGuid: string; currency: Currency; today: string; registrationDate: string },
): { request: DirectPayment } | { problem: DirectPaymentProblem } {
  const amount = amountInMinorUnits(form.amount);
  if (amount === null) return { problem: { field: 'amount', code: 'InvalidAmount' } };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.paymentDate))
    return { problem: { field: 'paymentDate', code: 'InvalidDate' } };
  if (form.paymentDate > context.today || form.paymentDate < context.registrationDate)
    return { problem: { field: 'paymentDate', code: 'DatesOutOfOrder' } };
  const paymentReference = form.paymentReference.trim();
  if (paymentReference === '') return { problem: { field: 'paymentReference', code: 'FieldRequired' } };
  if (paymentReference.length > 50) return { problem: { field: 'paymentReference', code: 'FieldTooLong' } };
  return {
    request: {
      caseGuid: context.caseGuid,
      amount,
      currency: context.currency,
      paymentDate: form.paymentDate,
      paymentReference,
      overpayment: form.overpayment,
    },
  };
}
