/**
 * How a letter reached its reader (docs/delivery.md#where-delivery-shows): each
 * channel's delivery with its attempts for the client and the back office (proof in a dispute).
 */
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@fordra/domain';
import { z } from 'zod';
import { guid } from './cases.ts';
import { isoDate } from './lists.ts';

export const deliveryChannel = z.enum(DELIVERY_CHANNELS);
export const deliveryStatus = z.enum(DELIVERY_STATUSES);

/** One attempt of a delivery: its channel, how it ended and when. */
export const deliveryAttempt = z.object({
  channel: deliveryChannel,
  outcome: z.enum(['queued', 'sent', 'delivered', 'failed', 'returned', 'retry', 'dead']),
  at: z.string(),
});

/** A letter's delivery by one channel, with its proof: the day it left and the day it counts as delivered. */
export const letterDeliveryProof = z.object({
  deliveryGuid: guid,
  /** Null until the letter is routed. */
  channel: deliveryChannel.nullable(),
  status: deliveryStatus,
  /** Paper: the day it was posted. */
  postedOn: isoDate.nullable(),
  sentOn: isoDate.nullable(),
  /** The day it counts as delivered (the mailbox's day; for paper the posting day plus the postal days). */
  deliveredOn: isoDate.nullable(),
  attempts: z.array(deliveryAttempt),
});
export type LetterDeliveryProof = z.infer<typeof letterDeliveryProof>;
