/**
 * Sign-in attempts per account and per address, counted in the database so every process agrees.
 * An attempt is counted before its password is checked, in one statement whose row locks serialise
 * concurrent attempts, so no number of parallel requests checks more passwords than the limits allow.
 * Each key has a fixed window that starts at its first attempt; a successful sign-in gives its attempt
 * back (the account's count starts over).
 */
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import {
  countLoginAttempts,
  forgetLoginAttempts,
  giveBackLoginAttempt,
} from '../db/repositories/sessions.ts';
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
      const counted = await countLoginAttempts(
        db,
        [accountKey(username), addressKey(ipAddress)],
        now,
        windowOpenedAfter,
      );
      for (const { key, attempts } of counted) {
        const limit = key.startsWith('account:') ? limits.perAccount : limits.perAddress;
        if (attempts > limit) throw refuse();
      }
    },

    /** A successful sign-in: the account starts over, and the address gets its attempt back. */
    async succeeded(username: string, ipAddress: string): Promise<void> {
      await forgetLoginAttempts(db, accountKey(username));
      await giveBackLoginAttempt(db, addressKey(ipAddress));
    },
  };
}
