/**
 * When a webhook delivery is tried again (Standard Webhooks 1.0, "Retry schedule"; docs/domain.md#webhooks):
 * immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after each failure, with jitter.
 */

/** Seconds to wait before each attempt, the first immediate: ten attempts over about three days. */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
] as const;

/** An endpoint failing for this many days (no success in between) is disabled and its admins told. */
export const WEBHOOK_DISABLE_AFTER_FAILING_DAYS = 3;

/** How long an endpoint has to answer, in seconds. */
export const WEBHOOK_TIMEOUT_SECONDS = 15;

/** The most of an endpoint's answer kept in the log, in bytes. */
export const WEBHOOK_RESPONSE_BODY_BYTES = 1024;

/** The longest `Retry-After` honoured, in seconds: beyond it the schedule's own wait is kept. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/**
 * Seconds to wait before the next attempt after attempt `attempt` (1-based) failed, or null when it was
 * the last. `retryAfterSeconds`: what the endpoint asked for (`Retry-After`), honoured when longer than
 * the schedule's wait; `random` in [0, 1) spreads the wait by ±10 % so retries of many deliveries do not
 * arrive at once.
 */
export function webhookRetryDelaySeconds(
  attempt: number,
  retryAfterSeconds: number | null,
  random: number,
): number | null {
  const scheduled = WEBHOOK_RETRY_SCHEDULE_SECONDS[attempt];
  if (scheduled === undefined) return null;
  const jittered = scheduled * (0.9 + 0.2 * random);
  const asked =
    retryAfterSeconds === null ? 0 : Math.min(Math.max(retryAfterSeconds, 0), MAX_RETRY_AFTER_SECONDS);
  return Math.max(jittered, asked);
}

/**
 * The seconds a `Retry-After` header's value asks to wait (a number of seconds, or an HTTP date against
 * `now`), or null when it says nothing usable.
 */
export function retryAfterSeconds(header: string | undefined, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
