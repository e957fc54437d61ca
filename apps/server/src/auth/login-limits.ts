/**
 * Sign-in attempts per account and per address, counted in the database so every process agrees.
 * An attempt is counted before its password is checked, in one statement whose row locks serialise
 * concurrent attempts, so no number of parallel requests checks more passwords than the limits allow.
 * Each key has a fixed window that starts at its first attempt; a successful sign-in gives its attempt
 * back (the account's count starts over).
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Executor } from '../db/executor.ts';
import { loginAttempts } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

const accountKey = (username: string) => `account:${username}`;
const addressKey = (ipAddress: string) => `address:${ipAddress}`;

export function createLoginLimits(db: Executor, limits: Config['loginLimits']) {
  const refuse = () =>
    new ApiError(429, 'TooManyAttempts', 'Too many failed sign-in attempts. Wait a while and try again.', {
      headers: { 'retry-after': String(limits.windowSeconds) },
    });

  return {
    /** Counts an attempt for the account and the address; throws TooManyAttempts when either is over its limit. */
    async countAttempt(username: string, ipAddress: string): Promise<void> {
      const now = new Date();
      const windowOpenedAfter = new Date(now.getTime() - limits.windowSeconds * 1000);
      const expired = sql`${loginAttempts.windowStartedAt} <= ${windowOpenedAfter.toISOString()}::timestamptz`;
      const counted = await db
        .insert(loginAttempts)
        .values([
          { key: accountKey(username), windowStartedAt: now, attempts: 1 },
          { key: addressKey(ipAddress), windowStartedAt: now, attempts: 1 },
        ])
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginAttempts.windowStartedAt} end`,
            attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
          },
        })
        .returning({ key: loginAttempts.key, attempts: loginAttempts.attempts });
      for (const { key, attempts } of counted) {
        const limit = key.startsWith('account:') ? limits.perAccount : limits.perAddress;
        if (attempts > limit) throw refuse();
      }
    },

    /** A successful sign-in: the account starts over, and the address gets its attempt back. */
    async succeeded(username: string, ipAddress: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(username)));
      await db
        .update(loginAttempts)
        .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
        .where(eq(loginAttempts.key, addressKey(ipAddress)));
    },
  };
}
