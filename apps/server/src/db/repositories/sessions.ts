/** Sessions, sign-in attempts, BankID login orders and rate-limit counts. */
import { and, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import {
  accounts,
  bankidOrders,
  type CLIENT_ROLES,
  clients,
  debtors,
  loginAttempts,
  rateLimitHits,
  type STAFF_ROLES,
  sessions,
} from '../schema.ts';

export type ClientRole = (typeof CLIENT_ROLES)[number];

export type StaffRole = (typeof STAFF_ROLES)[number];

// Prepared: every API request resolves its session, so neither drizzle nor PostgreSQL
// should have to build and plan the query again each time.
/** A session that is not revoked, with its account, debtor and client. */
export const sessionByIdHash = preparedPerDatabase((db) =>
  db
    .select({
      session: sessions,
      accountName: accounts.displayName,
      role: accounts.role,
      disabled: accounts.disabled,
      debtorId: accounts.debtorId,
      debtorGuid: debtors.guid,
      clientId: accounts.clientId,
      clientGuid: clients.guid,
      clientRole: accounts.clientRole,
      staffRole: accounts.staffRole,
      passwordChangeRequired: accounts.passwordChangeRequired,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(debtors, eq(debtors.id, accounts.debtorId))
    .leftJoin(clients, eq(clients.id, accounts.clientId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_id_hash'),
);

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Slides the session's idle deadline from `now`. */
export async function touchSession(db: Executor, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function revokeSession(db: Executor, idHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
}

export async function setSessionLanguage(
  db: Executor,
  idHash: string,
  language: string | null,
): Promise<void> {
  await db.update(sessions).set({ language }).where(eq(sessions.idHash, idHash));
}

/**
 * Counts one sign-in attempt under each of `keys` in one statement, starting a key's window again at
 * `now` when it opened at or before `windowOpenedAfter`; returns each key's attempts in its window.
 */
export async function countLoginAttempts(
  db: Executor,
  keys: readonly string[],
  now: Date,
  windowOpenedAfter: Date,
): Promise<{ key: string; attempts: number }[]> {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowOpenedAfter.toISOString()}::timestamptz`;
  return db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, windowStartedAt: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginAttempts.windowStartedAt} end`,
        attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
      },
    })
    .returning({ key: loginAttempts.key, attempts: loginAttempts.attempts });
}

export async function forgetLoginAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Gives one attempt of `key` back (never below none). */
export async function giveBackLoginAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

export type BankidOrderRow = typeof bankidOrders.$inferSelect;

/** The order `orderRef` if the browser of `binding` started it. */
export async function bankidOrderOfBrowser(
  db: Executor,
  orderRef: string,
  binding: string,
): Promise<BankidOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(bankidOrders)
    .where(and(eq(bankidOrders.orderRef, orderRef), eq(bankidOrders.browserBinding, binding)))
    .limit(1);
  return row;
}

const pendingOrder = (orderRef: string) =>
  and(eq(bankidOrders.orderRef, orderRef), eq(bankidOrders.status, 'pending'));

/** BankID's hint for an order still pending. */
export async function setPendingBankidHint(db: Executor, orderRef: string, hintCode: string): Promise<void> {
  await db.update(bankidOrders).set({ hintCode }).where(pendingOrder(orderRef));
}

/** A pending order completed by the person `personalNumber`; false when it was no longer pending. */
export async function completeBankidOrder(
  db: Executor,
  orderRef: string,
  input: { endedAt: Date; personalNumber: string },
): Promise<boolean> {
  const [row] = await db
    .update(bankidOrders)
    .set({
      endedAt: input.endedAt,
      qrStartSecret: null,
      status: 'complete',
      hintCode: null,
      personalNumber: input.personalNumber,
    })
    .where(pendingOrder(orderRef))
    .returning({ orderRef: bankidOrders.orderRef });
  return row !== undefined;
}

/** A pending order failed, with BankID's hint when it gave one. */
export async function failBankidOrder(
  db: Executor,
  orderRef: string,
  input: { endedAt: Date; hintCode: string | null },
): Promise<void> {
  await db
    .update(bankidOrders)
    .set({ endedAt: input.endedAt, qrStartSecret: null, status: 'failed', hintCode: input.hintCode })
    .where(pendingOrder(orderRef));
}

/** Cancels the orders the browser of `binding` still has pending; returns their references. */
export async function cancelPendingBankidOrdersOfBrowser(
  db: Executor,
  binding: string,
): Promise<{ orderRef: string }[]> {
  return db
    .update(bankidOrders)
    .set({ status: 'cancelled', endedAt: new Date(), qrStartSecret: null })
    .where(and(eq(bankidOrders.browserBinding, binding), eq(bankidOrders.status, 'pending')))
    .returning({ orderRef: bankidOrders.orderRef });
}

export async function deleteBankidOrdersStartedBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(bankidOrders).where(lt(bankidOrders.startedAt, before));
}

/** Completed orders ended before `endedBefore` and never used: cancelled, their personal number forgotten. */
export async function cancelUnusedCompleteBankidOrders(db: Executor, endedBefore: Date): Promise<void> {
  await db
    .update(bankidOrders)
    .set({ status: 'cancelled', personalNumber: null })
    .where(and(eq(bankidOrders.status, 'complete'), lt(bankidOrders.endedAt, endedBefore)));
}

export async function insertBankidOrder(
  db: Executor,
  order: typeof bankidOrders.$inferInsert,
): Promise<void> {
  await db.insert(bankidOrders).values(order);
}

/** Cancels an order that is pending or complete, forgetting its personal number. */
export async function cancelBankidOrder(db: Executor, orderRef: string): Promise<void> {
  await db
    .update(bankidOrders)
    .set({ status: 'cancelled', endedAt: new Date(), qrStartSecret: null, personalNumber: null })
    .where(and(eq(bankidOrders.orderRef, orderRef), inArray(bankidOrders.status, ['pending', 'complete'])));
}

/** Marks a completed order used, forgetting its personal number; false when it was not complete. */
export async function takeCompleteBankidOrder(db: Executor, orderRef: string): Promise<boolean> {
  const [used] = await db
    .update(bankidOrders)
    .set({ status: 'used', personalNumber: null })
    .where(and(eq(bankidOrders.orderRef, orderRef), eq(bankidOrders.status, 'complete')))
    .returning({ orderRef: bankidOrders.orderRef });
  return used !== undefined;
}

/** What a rate-limited caller has used: the requests in the window so far, and the window's milliseconds left. */
export type RateLimitCount = { current: number; ttl: number };

/** Longer than any route's window, so a row this old counts for nothing. */
const SWEEP_AFTER = sql`interval '1 hour'`;

const windowOf = (windowMs: number) => sql`(${windowMs} * interval '1 millisecond')`;

/** What is left of a row's window, in whole milliseconds. */
const millisecondsLeft = (window: SQL) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowStartedAt} + ${window} - now())) * 1000))::int`;

/**
 * Counts one request of `key` toward its rate limit, in a window of `windowMs` timed by the database's
 * clock, starting the window again once it has passed.
 */
export async function countRequest(db: Executor, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = windowOf(windowMs);
  const expired = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimitHits.windowStartedAt} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: millisecondsLeft(window),
    });
  if (!row) throw new Error('The rate limit was not counted');
  return row;
}

/** The rate-limit count of `key` without counting a request: nothing when its window has passed. */
export async function rateLimitCount(db: Executor, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = windowOf(windowMs);
  const [row] = await db
    .select({
      current: rateLimitHits.hits,
      ttl: millisecondsLeft(window),
    })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.windowStartedAt} > now() - ${window}`);
  return row ?? { current: 0, ttl: 0 };
}

/** Removes the rate-limit rows whose window ended an hour or more ago. */
export async function sweepRateLimitHits(db: Executor): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStartedAt, sql`now() - ${SWEEP_AFTER}`));
}

/** Ends every session of an account but `keepIdHash` that is not ended yet. */
export async function revokeOtherSessionsOfAccount(db: Executor, accountId: string, keepIdHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.idHash, keepIdHash)),
    );
}

/** Ends every session of an account that is not ended yet. */
export async function revokeLiveSessionsOfAccount(db: Executor, accountId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/**
 * Deletes the sessions that ended before `endedBefore`: signed out, idle for `idleSeconds` since their
 * last request, or past their lifetime. Answers how many (the daily purge).
 */
export async function deleteSessionsEndedBefore(
  db: Executor,
  { endedBefore, idleSeconds }: { endedBefore: Date; idleSeconds: number },
): Promise<number> {
  const ended = endedBefore.toISOString();
  const lastUse = new Date(endedBefore.getTime() - idleSeconds * 1000).toISOString();
  const deleted = await db
    .delete(sessions)
    .where(
      sql`${sessions.revokedAt} < ${ended}::timestamptz or ${sessions.absoluteExpiresAt} < ${ended}::timestamptz or ${sessions.lastSeenAt} < ${lastUse}::timestamptz`,
    )
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** Deletes the sign-in attempt counts whose window opened before `windowOpenedBefore`. Answers how many (the daily purge). */
export async function deleteLoginAttemptsOpenedBefore(
  db: Executor,
  windowOpenedBefore: Date,
): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.windowStartedAt, windowOpenedBefore))
    .returning({ key: loginAttempts.key });
  return deleted.length;
}
