import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  retryAfterSeconds,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  webhookRetryDelaySeconds,
} from './webhook-retries.ts';

describe('webhook retries', () => {
  it('wait the specification’s schedule after each failure, ±10 %, and end after the tenth attempt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (attempt, random) => {
          const scheduled = WEBHOOK_RETRY_SCHEDULE_SECONDS[attempt] ?? 0;
          const delay = webhookRetryDelaySeconds(attempt, null, random) ?? -1;
          expect(delay).toBeGreaterThanOrEqual(scheduled * 0.9);
          expect(delay).toBeLessThanOrEqual(scheduled * 1.1);
        },
      ),
    );
    expect(WEBHOOK_RETRY_SCHEDULE_SECONDS.slice(1)).toEqual([
      5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400,
    ]);
    expect(webhookRetryDelaySeconds(10, null, 0.5)).toBeNull();
  });

  it('honour a longer Retry-After, up to a day, never a shorter one', () => {
    expect(webhookRetryDelaySeconds(1, 3600, 0.5)).toBe(3600);
    expect(webhookRetryDelaySeconds(2, 1, 0.5)).toBe(300);
    expect(webhookRetryDelaySeconds(1, 10 * 86400, 0.5)).toBe(86400);
  });

  it('read Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-12-06T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 06 Dec 2026 12:10:00 GMT', now)).toBe(600);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(undefined, now)).toBeNull();
  });
});
