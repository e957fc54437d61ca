/** Sessions, sign-in attempt counts, BankID orders and rate-limit hits: who is signed in, and how often they tried. */
import { lt, or } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { bankidOrders, loginAttempts, sessions } from '../schema.ts';

/**
 * Deletes the sessions that ended before `endedBefore`: signed out, idle for `idleSeconds` since their
 * last request, or past their lifetime. Answers how many.
 */
export async function deleteEndedSessions(
  db: Executor,
  { endedBefore, idleSeconds }: { endedBefore: Date; idleSeconds: number },
): Promise<number> {
  const lastUseBefore = new Date(endedBefore.getTime() - idleSeconds * 1000);
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, endedBefore),
        lt(sessions.absoluteExpiresAt, endedBefore),
        lt(sessions.lastSeenAt, lastUseBefore),
      ),
    )
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** Deletes the sign-in attempt counts whose window opened before `windowOpenedBefore`. Answers how many. */
export async function deleteLapsedLoginAttempts(db: Executor, windowOpenedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStartedAt, windowOpenedBefore))
    .returning({ key: loginAttempts.key });
  return deleted.length;
}

/** Deletes the BankID orders started before `startedBefore`, whatever became of them. Answers how many. */
export async function deleteBankidOrdersStartedBefore(db: Executor, startedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(bankidOrders)
    .where(lt(bankidOrders.startedAt, startedBefore))
    .returning({ orderRef: bankidOrders.orderRef });
  return deleted.length;
}
