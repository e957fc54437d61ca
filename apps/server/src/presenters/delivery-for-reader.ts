/**
 * A letter's deliveries as each audience sees them (docs/delivery.md#where-delivery-shows): the debtor a short
 * state, the client and the back office every channel's delivery with its attempts, the back office's case
 * timeline each attempt.
 */
import type { LetterDeliveryProof, LetterDeliveryState, TimelineEntry } from '@fordra/contract';
import type { DeliveryRow } from '../db/repositories/deliveries.ts';

export type AttemptRow = {
  deliveryId: number;
  channel: string;
  outcome: string;
  attemptedAt: Date;
  detail: string | null;
};

const CHANNELS = ['digitalMailbox', 'paper', 'email', 'sms'] as const;
const OUTCOMES = ['queued', 'sent', 'delivered', 'failed', 'returned', 'retry', 'dead'] as const;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * What the debtor is told of a letter whose deliveries are `rows` (oldest first): the latest one counts, as
 * a letter sent again or put on paper after a failed digital delivery replaces the one before.
 */
export function deliveryStateForDebtor(rows: readonly DeliveryRow[]): LetterDeliveryState | null {
  const latest = rows.at(-1);
  if (!latest) return null;
  if (latest.status === 'returned') return { state: 'returned', on: null };
  if (latest.status === 'sent' || latest.status === 'delivered') {
    if (latest.channel === 'digitalMailbox') return { state: 'mailbox', on: latest.sentOn };
    if (latest.channel === 'paper') return { state: 'posted', on: latest.postedOn ?? latest.sentOn };
  }
  return { state: 'sending', on: null };
}

/**
 * When an attempt happened. A posting has its day, not its time (a history recorded at once, as the demo's,
 * posts on past days): midday of the posting day, unless the attempt was recorded earlier that day.
 */
function attemptMoment(attempt: AttemptRow, row: DeliveryRow): string {
  const posted = attempt.outcome === 'sent' && row.channel === 'paper' && row.postedOn;
  const midday = posted ? new Date(`${row.postedOn}T12:00:00Z`) : null;
  return (midday && midday < attempt.attemptedAt ? midday : attempt.attemptedAt).toISOString();
}

/** Each delivery of `rows` with its attempts, as proof of how the letter went out. */
export function deliveryProofs(
  rows: readonly DeliveryRow[],
  attempts: readonly AttemptRow[],
): LetterDeliveryProof[] {
  return rows.map((row) => ({
    deliveryGuid: row.guid,
    channel: row.channel,
    status: row.status,
    postedOn: row.postedOn,
    sentOn: row.sentOn,
    deliveredOn: row.deliveredOn,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .flatMap((attempt) =>
        isOneOf(CHANNELS, attempt.channel) && isOneOf(OUTCOMES, attempt.outcome)
          ? [{ channel: attempt.channel, outcome: attempt.outcome, at: attemptMoment(attempt, row) }]
          : [],
      ),
  }));
}

/** Each attempt of the letters' deliveries `rows` as a line of the case's timeline (`delivery.attempt`). */
export function deliveryTimeline(
  rows: readonly DeliveryRow[],
  attempts: readonly AttemptRow[],
): TimelineEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return attempts.flatMap((attempt) => {
    const row = byId.get(attempt.deliveryId);
    if (!row) return [];
    const troubled = ['failed', 'returned', 'retry', 'dead'].includes(attempt.outcome);
    return [
      {
        at: attemptMoment(attempt, row),
        action: 'delivery.attempt',
        actor: null,
        reason: troubled ? attempt.detail : null,
        details: {
          outcome: attempt.outcome,
          channel: attempt.channel,
          documentTitle: row.documentTitle,
          ...(attempt.outcome === 'sent' && row.channel === 'paper' ? { postedOn: row.postedOn } : {}),
          ...(['sent', 'delivered'].includes(attempt.outcome) ? { deliveredOn: row.deliveredOn } : {}),
        },
      },
    ];
  });
}
