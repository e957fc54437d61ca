/** How a debtor is told a letter reached them (docs/delivery.md#where-delivery-shows). */
import { z } from 'zod';
import { isoDate } from './lists.ts';

/**
 * A letter's delivery as its reader is told: in the digital mailbox, posted (`on`: the day), returned by the
 * post, or still being sent.
 */
export const letterDeliveryState = z.object({
  state: z.enum(['mailbox', 'posted', 'returned', 'sending']),
  /** The day it was put in the mailbox or posted; null while being sent or once returned. */
  on: isoDate.nullable(),
});
export type LetterDeliveryState = z.infer<typeof letterDeliveryState>;
