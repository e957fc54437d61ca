/**
 * The events the changes record (one line at each change, `recordWebhookEvent`), their `data` shaped as
 * `packages/contract`'s `webhookEventData` says; the case's own references are added by the database.
 */
import type { Currency } from '@fordra/domain';
import type { WebhookEventRecord } from '../../db/repositories/webhooks.ts';
import { split } from '../creditor-payments/payment-journal.ts';

export const caseRegistered = (
  caseId: string,
  registrationDate: string,
  currency: Currency,
  principal: number,
): WebhookEventRecord => ({
  type: 'case.registered',
  caseId,
  data: { registrationDate, currency, principal },
});

export const letterIssued = (caseId: string, kind: string, issuedOn: string): WebhookEventRecord => ({
  type: 'letter.issued',
  caseId,
  data: { letter: { kind, issuedOn } },
});

/** A letter put in the debtor's digital mailbox or posted, with the day it counts as delivered. */
export const letterDelivered = (
  caseId: string,
  letter: { kind: string; channel: 'digitalMailbox' | 'paper'; sentOn: string; deliveredOn: string },
): WebhookEventRecord => ({ type: 'letter.delivered', caseId, data: { letter } });

/** A payment stored on a case, with the client's and the provider's shares (`interestShareBp`: the provider's). */
export function paymentRegistered(
  payment: {
    guid: string;
    caseId: string;
    paymentDate: string;
    currency: Currency;
    amount: number;
    channel: 'bankgiro' | 'swish' | 'direct' | 'other';
    allocatedPrincipal: number;
    allocatedInterest: number;
    allocatedFees: number;
  },
  interestShareBp: number,
): WebhookEventRecord {
  const allocation = {
    principal: payment.allocatedPrincipal,
    interest: payment.allocatedInterest,
    fees: payment.allocatedFees,
  };
  return {
    type: payment.channel === 'direct' ? 'direct_payment.registered' : 'payment.registered',
    caseId: payment.caseId,
    data: {
      payment: {
        paymentGuid: payment.guid,
        paymentDate: payment.paymentDate,
        currency: payment.currency,
        amount: payment.amount,
        channel: payment.channel,
        allocation,
        ...split(allocation, interestShareBp),
      },
    },
  };
}

export const settlementProduced = (
  clientId: string,
  reportGuid: string,
  period: { start: string; end: string },
): WebhookEventRecord => ({
  type: 'settlement.produced',
  clientId,
  data: { settlement: { reportGuid, periodStart: period.start, periodEnd: period.end } },
});
