/**
 * The notifications that tell a debtor something happened (docs/delivery.md): by e-mail, which may give
 * the details, or by SMS, which never does. Two kinds go to a client's administrators instead, by e-mail:
 * one of their webhook endpoints was switched off. A text message is read on a locked screen and by whoever
 * holds the phone, so it carries no amount, case number, OCR reference or creditor: only a fixed
 * sentence, the portal's address and, for a sign-in, the code asked for.
 */
import type { Currency } from './money.ts';

export const NOTIFICATION_KINDS = [
  /** A letter was put in the debtor's archive (it goes itself by digital mailbox or on paper). */
  'newLetter',
  'paymentRegistered',
  /** An instalment of a plan falls due in three days. */
  'instalmentDueSoon',
  'instalmentMissed',
  'messageAnswered',
  'objectionAnswered',
  /** A one-time code of six digits, to confirm a sign-in or a contact detail. */
  'verificationCode',
  /** To a client's administrators: their webhook endpoint answered 410 Gone and was switched off. */
  'webhookEndpointGone',
  /** To a client's administrators: their webhook endpoint failed for three days and was switched off. */
  'webhookEndpointFailing',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification may say; which kind needs which is in the server's catalogues. */
export type NotificationParams = {
  /** The portal's address (`PUBLIC_URL`), where the reader signs in. */
  portalUrl: string;
  /** The name the e-mail is signed with (`PRODUCT_NAME`). */
  productName: string;
  /** verificationCode: six digits. */
  code?: string;
  /** paymentRegistered, instalmentDueSoon: minor units (öre) of `currency`. */
  amount?: number;
  currency?: Currency;
  caseNumber?: string;
  /** instalmentDueSoon, instalmentMissed: the instalment's due date, ISO `YYYY-MM-DD`. */
  dueDate?: string;
  ocrReference?: string;
  creditor?: string;
  /** webhookEndpointGone, webhookEndpointFailing: the endpoint's URL. */
  endpointUrl?: string;
};

/** The parameters an SMS may carry. */
export type SmsParams = Pick<NotificationParams, 'portalUrl' | 'code'>;

/** For each kind, the only parameters its SMS may carry: the portal's address, and a sign-in's code. */
export const SMS_ALLOWED_PARAMS: Readonly<Record<NotificationKind, readonly (keyof SmsParams)[]>> = {
  newLetter: ['portalUrl'],
  paymentRegistered: ['portalUrl'],
  instalmentDueSoon: ['portalUrl'],
  instalmentMissed: ['portalUrl'],
  messageAnswered: ['portalUrl'],
  objectionAnswered: ['portalUrl'],
  verificationCode: ['portalUrl', 'code'],
  webhookEndpointGone: ['portalUrl'],
  webhookEndpointFailing: ['portalUrl'],
};

/** `params` reduced to what an SMS of `kind` may carry (SMS_ALLOWED_PARAMS); the rest is dropped. */
export function smsParams(kind: NotificationKind, params: NotificationParams): SmsParams {
  const kept: SmsParams = { portalUrl: params.portalUrl };
  if (SMS_ALLOWED_PARAMS[kind].includes('code') && params.code !== undefined) kept.code = params.code;
  return kept;
}
