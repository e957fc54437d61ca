/** The sessions aggregate: sessions, sign-in attempts, BankID orders and rate-limit hits. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { sessions } from '../schema.ts';

/** Ends every session of an account that is not ended yet. */
export async function revokeLiveSessionsOfAccount(db: Executor, accountId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}
