/**
 * How a letter reaches its reader, and when it counts as having reached them (docs/domain.md#letter-delivery).
 * A letter goes to the debtor's digital mailbox when they are a recipient of one, otherwise on paper; a
 * digital delivery that fails goes on paper the same day. E-mail and SMS only announce a letter. A deadline
 * a letter sets counts from its delivery, and no step that rests on a demand's deadline is taken while the
 * demand has no proof of delivery.
 */
import { addBankDays } from './bank-days.ts';

/** The channels of a delivery: the two that carry a letter, and the two that announce or notify. */
export const DELIVERY_CHANNELS = ['digitalMailbox', 'paper', 'email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Where a delivery stands. */
export const DELIVERY_STATUSES = [
  /** Recorded (in the transaction that made the letter), not yet routed or sent. */
  'pending',
  /** Taken by a worker under a lease; a lapsed lease puts it back. */
  'sending',
  /** On paper, waiting for the day's print file. */
  'queued',
  /** Accepted by the channel (posted, for paper); its delivery report may follow. */
  'sent',
  'delivered',
  /** Refused or lost; a letter then goes on paper. */
  'failed',
  /** Paper the post brought back: the proof of delivery is withdrawn. */
  'returned',
  /** Given up after its retries; shown to staff. */
  'dead',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Bank days a posted letter is presumed to take to arrive (PostNord's delivery within two working days;
 * the policy's postal days).
 */
export const POSTAL_BANK_DAYS = 2;

/** The channel that carries a letter to a debtor: the digital mailbox if they receive there and it has not failed. */
export function letterChannel(debtor: {
  mailboxRecipient: boolean;
  mailboxFailed: boolean;
}): 'digitalMailbox' | 'paper' {
  return debtor.mailboxRecipient && !debtor.mailboxFailed ? 'digitalMailbox' : 'paper';
}

/**
 * A letter's proof of delivery: the ISO day it left (put in the mailbox, or posted) and the ISO day it counts
 * as delivered (the mailbox's day; for paper the posting day plus the postal days).
 */
export type LetterDelivery = { sentOn: string; deliveredOn: string };

/** The delivery of a letter put in a digital mailbox on ISO day `day`. */
export function mailboxDelivery(day: string): LetterDelivery {
  return { sentOn: day, deliveredOn: day };
}

/** The delivery of a letter posted on ISO day `postedOn`: presumed to arrive `POSTAL_BANK_DAYS` bank days later. */
export function paperDelivery(postedOn: string): LetterDelivery {
  return { sentOn: postedOn, deliveredOn: addBankDays(postedOn, POSTAL_BANK_DAYS) };
}

/**
 * The delays (seconds) before the next attempt of an e-mail or SMS after `attempts` failed ones, or null once
 * it is given up (dead, shown to staff): a minute, five, half an hour, two hours, six hours.
 */
const NOTICE_RETRY_SECONDS = [60, 300, 1_800, 7_200, 21_600] as const;

export function noticeRetryDelaySeconds(attempts: number): number | null {
  return NOTICE_RETRY_SECONDS[attempts - 1] ?? null;
}
