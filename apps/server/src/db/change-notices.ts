/**
 * Hearing the database's announcements of committed changes (channel `data_changed`, migration 0017).
 *
 * On PostgreSQL they come over a connection of their own, connected again after a loss. Its `caughtUp()`
 * is one round trip on that connection: PostgreSQL signals every listener when a transaction commits,
 * before the committing caller hears of it, and a listener sends what it was signalled before it says
 * it is ready after its next query (an empty one, the cheapest there is); so once `caughtUp()` resolves,
 * every change committed before it was called has been told. Callers waiting at the same moment share
 * one round trip: each waits for one that began after it asked.
 *
 * On PGlite, the one connection tells a transaction's changes before the statement that committed it
 * returns, so it is always caught up.
 */

import { setTimeout as wait } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const DATA_CHANGED_CHANNEL = 'data_changed';

/** Resolves once every change committed before the call has been told to the listener. */
export type CaughtUp = () => Promise<void>;

/** Who hears the changes: told of each, and whether it hears them (with how to catch up) or not (null). */
export type ChangeListener = {
  changed(): void;
  listening(caughtUp: CaughtUp | null): void;
};

/** Stops listening; the listener is told it no longer hears. */
export type StopListening = () => Promise<void>;

const alwaysCaughtUp: CaughtUp = () => Promise.resolve();

export async function listenOnPglite(client: PGlite, listener: ChangeListener): Promise<StopListening> {
  const unlisten = await client.listen(DATA_CHANGED_CHANNEL, () => listener.changed());
  listener.listening(alwaysCaughtUp);
  return async () => {
    listener.listening(null);
    await unlisten();
  };
}

/**
 * One round trip on `client` per caller, shared by the callers that wait at the same moment. One that
 * takes longer than `timeoutMs` fails its callers (who then read from the database) and calls `stalled`.
 */
function sharedRoundTrips(client: pg.Client, timeoutMs: number, stalled: (error: Error) => void): CaughtUp {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => {
    let timer: NodeJS.Timeout | undefined;
    const trip = client.query('').then(() => undefined);
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(
          `The connection that hears data changes did not answer within ${timeoutMs} ms`,
        );
        stalled(error);
        reject(error);
      }, timeoutMs);
    });
    trip.catch(() => {});
    running = Promise.race([trip, late]).finally(() => {
      clearTimeout(timer);
      running = null;
    });
    return running;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    // The running one may have begun before this caller asked: wait for the next.
    queued = running
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
/** A round trip to catch up that takes longer counts the connection as lost. */
const CATCH_UP_TIMEOUT_MS = 2_000;

/**
 * Listens on a connection of its own. While it is down the listener is told it does not hear (so it
 * keeps nothing), and it connects again, waiting longer after each failure up to ten seconds. A
 * connection that stops answering (a catch-up unanswered for `catchUpTimeoutMs`) counts as lost, so
 * that no request waits on it longer. Resolves once listening, or once the first attempt has failed
 * (the retries go on).
 */
export async function listenOnPostgres(
  connectionString: string,
  listener: ChangeListener,
  onError: (error: Error) => void,
  { catchUpTimeoutMs = CATCH_UP_TIMEOUT_MS }: { catchUpTimeoutMs?: number } = {},
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RETRY_FIRST_MS;

  // A connection that stopped answering may never finish ending: stopping waits for it a second at most.
  const release = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    return Promise.race([old.end().catch(() => {}), wait(1_000, undefined, { ref: false })]);
  };

  const lost = (error: Error) => {
    listener.listening(null);
    if (client) void release(client);
    client = null;
    if (stopped) return;
    onError(error);
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: 'fordra change notices',
      // Connecting and listening may not hang either: the next attempt follows.
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === DATA_CHANGED_CHANNEL) listener.changed();
    });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost(new Error('The connection that hears data changes was closed'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      if (client === next) lost(error as Error);
      return;
    }
    if (client !== next) return;
    delay = RETRY_FIRST_MS;
    listener.listening(
      sharedRoundTrips(next, catchUpTimeoutMs, (error) => {
        if (client === next) lost(error);
      }),
    );
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    listener.listening(null);
    const last = client;
    client = null;
    if (last) await release(last);
  };
}
