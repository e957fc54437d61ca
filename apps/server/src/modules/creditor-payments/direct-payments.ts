/**
 * `registerdirectpayment`: the debtor paid the client directly, and the client says so. The payment
 * goes through the same ledger path as every other (allocated to fees, interest, then principal),
 * once per client reference. A reference names one payment: its case and amount. Sent again with
 * them it answers that payment; with another case or amount it is refused, not taken for the first.
 */
import { type Currency, INACTIVE_STATUSES } from '@fordra/domain';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { clientCaseByGuid } from '../../db/repositories/cases.ts';
import { paymentWithCaseByExternalId } from '../../db/repositories/payments.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { directPaymentForClient } from '../../presenters/payment-for-client.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import type { NotificationLinks } from '../notifications/event-notifications.ts';

export type DirectPayment = {
  caseGuid: string;
  amount: number;
  currency: Currency;
  paymentDate: string;
  paymentReference: string;
  overpayment: boolean;
};

async function answerOf(
  db: Executor,
  input: DirectPayment,
  externalId: string,
  created: boolean,
  today: string,
) {
  const row = await paymentWithCaseByExternalId(db, externalId);
  if (!row) return null;
  const { payment } = row;
  if (row.case.guid !== input.caseGuid || payment.amount !== input.amount)
    throw new ApiError(
      409,
      'PaymentReferenceReused',
      'A payment with this reference is registered on another case or with another amount.',
      { field: 'paymentReference' },
    );
  return directPaymentForClient(
    payment,
    row.case,
    created,
    balanceOn(row.case, today, await referenceRatesOf(db)).remainingAmount,
  );
}

export async function registerDirectPayment(
  db: Executor,
  caller: CreditorCaller,
  input: DirectPayment,
  today: string,
  notify?: NotificationLinks,
) {
  const externalId = `direct:${caller.clientGuid}:${input.paymentReference}`;
  const earlier = await answerOf(db, input, externalId, false, today);
  if (earlier) return earlier;

  const target = await clientCaseByGuid(db, caller.clientId, input.caseGuid);
  if (!target) throw notFound('The case');
  if ((INACTIVE_STATUSES as readonly string[]).includes(target.status))
    throw new ApiError(409, 'CaseClosed', 'The case is closed; nothing more can be registered on it.');
  if (input.currency !== target.currency)
    throw new ApiError(400, 'InvalidCurrency', `The case is in ${target.currency}.`, { field: 'currency' });
  if (input.paymentDate > today)
    throw new ApiError(400, 'DatesOutOfOrder', 'The payment date is in the future.', {
      field: 'paymentDate',
    });
  if (input.paymentDate < target.registrationDate)
    throw new ApiError(400, 'DatesOutOfOrder', 'The payment date is before the case was handed over.', {
      field: 'paymentDate',
    });
  const owed = balanceOn(target, input.paymentDate, await referenceRatesOf(db)).remainingAmount;
  if (input.amount > owed && !input.overpayment)
    throw new ApiError(400, 'AmountAboveOwed', `The amount is more than the ${owed} owed on that day.`, {
      field: 'amount',
    });

  try {
    await registerPayment(
      db,
      {
        caseId: target.id,
        paymentReference: input.paymentReference,
        amount: input.amount,
        currency: input.currency,
        paymentDate: input.paymentDate,
        channel: 'direct',
        externalId,
        registeredBy: caller.accountId,
      },
      notify,
    );
  } catch (error) {
    // The same reference registered a moment ago by a concurrent call: answer that one.
    if (!isUniqueViolation(error)) throw error;
    const repeated = await answerOf(db, input, externalId, false, today);
    if (repeated) return repeated;
    throw error;
  }
  await insertAuditEntry(db, {
    accountId: caller.accountId,
    apiKeyId: caller.apiKeyId,
    debtorId: target.debtorId,
    action: 'payment.direct',
    entity: 'case',
    entityId: target.caseNumber,
    details: { amount: input.amount, currency: input.currency, paymentReference: input.paymentReference },
  });
  const answer = await answerOf(db, input, externalId, true, today);
  if (!answer) throw new Error('The payment was not stored');
  return answer;
}
