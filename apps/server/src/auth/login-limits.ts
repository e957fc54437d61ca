/** Failed sign-ins per account and per address, counted in PostgreSQL so every process agrees. */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

export function createLoginLimits(db: Db, limits: Config['loginLimits']) {
  const windowStart = () => new Date(Date.now() - limits.windowSeconds * 1000);
  const refuse = () =>
    new ApiError(429, 'TooManyAttempts', 'Too many failed sign-in attempts. Wait a while and try again.', {
      headers: { 'retry-after': String(limits.windowSeconds) },
    });

  return {
    /** Throws TooManyAttempts when the account or the address has failed too often lately. */
    async assertAllowed(username: string, ipAddress: string): Promise<void> {
      const since = windowStart();
      const [byAccount] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
      if ((byAccount?.n ?? 0) >= limits.perAccount) throw refuse();
      const [byAddress] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ipAddress, ipAddress), gt(loginFailures.at, since)));
      if ((byAddress?.n ?? 0) >= limits.perAddress) throw refuse();
    },

    async recordFailure(username: string, ipAddress: string): Promise<void> {
      await db.insert(loginFailures).values({ username, ipAddress });
    },

    /** A successful sign-in clears the account's count (not the address's). */
    async clear(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },
  };
}
