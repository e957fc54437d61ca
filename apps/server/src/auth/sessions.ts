/** Server-side sessions: created at sign-in, slid on use, ended by idle time, age or sign-out. */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import {
  type ClientRole,
  insertSession,
  revokeSession,
  type StaffRole,
  sessionByIdHash,
  setSessionLanguage,
  touchSession,
} from '../db/repositories/sessions.ts';
import type { ReadCache } from '../http/read-cache.ts';

export const SESSION_COOKIE = 'fordra.session';
/**
 * A cookie the page may read (the session cookie is HttpOnly): a random value per session, changed at
 * every sign-in and cleared at sign-out, so a tab that polls it notices another tab's sign-in or out.
 * It stands for nothing on the server.
 */
export const SESSION_STATE_COOKIE = 'fordra.session-state';

/**
 * Sliding the idle deadline costs a write, so it happens at most once a second per session: a session
 * in use ends less than a second before its idle timeout measured from its last request, never sooner.
 */
const TOUCH_INTERVAL_MS = 1_000;

export type LoginMethod = 'credentials' | 'bankid';

export type ActiveSession = {
  idHash: string;
  accountId: string;
  accountName: string;
  role: 'debtor' | 'creditor' | 'staff';
  debtorId: string | null;
  debtorGuid: string | null;
  /** A client's user: the client and the user's role there. */
  clientId: string | null;
  clientGuid: string | null;
  clientRole: ClientRole | null;
  /** A member of staff: handler or admin (a staff account without one is a handler). */
  staffRole: StaffRole | null;
  /** The password is one someone else chose: nothing but setting one's own is allowed yet. */
  mustChangePassword: boolean;
  loginMethod: LoginMethod;
  language: string | null;
  expires: Date;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions kept in `reads` between requests, until a sign-out or any other change of a session or an
 * account (read-cache.ts), and checked against the clock on every use.
 */
export function createSessionStore(db: Executor, config: Config['session'], reads: ReadCache) {
  const idleMs = config.idleTimeoutSeconds * 1000;

  function expiresAt(lastSeen: Date, absolute: Date): Date {
    return new Date(Math.min(lastSeen.getTime() + idleMs, absolute.getTime()));
  }

  return {
    /** Starts a session and returns its cookie token and id hash; the caller revokes any session it replaces. */
    async create(input: {
      accountId: string;
      loginMethod: LoginMethod;
      ipAddress: string;
      userAgent: string | null;
      language: string | null;
    }) {
      const token = randomBytes(32).toString('base64url');
      const idHash = hashToken(token);
      const now = new Date();
      await insertSession(db, {
        idHash,
        accountId: input.accountId,
        loginMethod: input.loginMethod,
        language: input.language,
        createdAt: now,
        lastSeenAt: now,
        absoluteExpiresAt: new Date(now.getTime() + config.absoluteLifetimeSeconds * 1000),
        ipAddress: input.ipAddress,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
      });
      return { token, idHash };
    },

    /** The live session a cookie token stands for, sliding its idle deadline; null when none. */
    async resolve(token: string | undefined): Promise<ActiveSession | null> {
      if (!token || token.length > 100) return null;
      const idHash = hashToken(token);
      const key = `session:${idHash}`;
      const read = async () => (await sessionByIdHash(db).execute({ idHash }))[0];
      let row = await reads.read(key, read);
      const now = new Date();
      const ended = (found: typeof row) =>
        !found || expiresAt(found.session.lastSeenAt, found.session.absoluteExpiresAt) <= now;
      if (row && ended(row)) {
        // Another process may have slid it since it was kept: only the database can say it has ended.
        reads.forget(key);
        row = await read();
      }
      if (!row || row.disabled || ended(row)) return null;
      const { session } = row;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await touchSession(db, idHash, now);
        session.lastSeenAt = now;
      }
      const lastSeen = session.lastSeenAt;
      return {
        idHash,
        accountId: session.accountId,
        accountName: row.accountName,
        role: row.role,
        debtorId: row.debtorId,
        debtorGuid: row.debtorGuid,
        clientId: row.clientId,
        clientGuid: row.clientGuid,
        clientRole: row.clientRole,
        staffRole: row.role === 'staff' ? (row.staffRole ?? 'handler') : null,
        mustChangePassword: row.passwordChangeRequired,
        loginMethod: session.loginMethod,
        language: session.language,
        expires: expiresAt(lastSeen, session.absoluteExpiresAt),
      };
    },

    async revoke(token: string | undefined): Promise<void> {
      if (!token) return;
      await revokeSession(db, hashToken(token));
    },

    async setLanguage(idHash: string, language: string | null): Promise<void> {
      await setSessionLanguage(db, idHash, language);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
