/**
 * The store of `@fastify/rate-limit` for the routes that declare `config.rateLimit`: requests are
 * counted in the database, so that N processes behind one database allow what one process would, not
 * N times as much. Each route and caller has a fixed window from its first request (as the plugin's
 * own memory store has), timed by the database's clock so that machines with different clocks agree.
 * One statement counts and reads; its row lock serialises concurrent requests of one caller.
 */
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { rateLimitHits } from '../db/schema.ts';

/** What the plugin is told of a caller: the requests in the window so far, and the window's milliseconds left. */
export type RateLimitCount = { current: number; ttl: number };
type Callback = (error: Error | null, result?: RateLimitCount) => void;

/** Every this many counts, a process removes the rows whose window ended an hour or more ago. */
const SWEEP_EVERY = 1_000;
/** Longer than any route's window, so a row this old counts for nothing. */
const SWEEP_AFTER = sql`interval '1 hour'`;

const windowOf = (windowMs: number) => sql`(${windowMs} * interval '1 millisecond')`;

/** What is left of a row's window, in whole milliseconds. */
const millisecondsLeft = (window: SQL) =>
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowStartedAt} + ${window} - now())) * 1000))::int`;

/** Counts one request of `key` in a window of `windowMs`, starting the window again once it has passed. */
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

/** The count of `key` without counting a request: nothing when its window has passed. */
async function readCount(db: Executor, key: string, windowMs: number): Promise<RateLimitCount> {
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

/** The store class the plugin instantiates (`store:` option), counting in `db`. */
export function databaseRateLimitStore(db: Executor) {
  let counted = 0;
  const sweep = () => {
    counted += 1;
    if (counted % SWEEP_EVERY !== 0) return;
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStartedAt, sql`now() - ${SWEEP_AFTER}`))
      .catch(() => {
        // A sweep that fails is tried again a thousand counts later; the counts are unaffected.
      });
  };

  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_params?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      countRequest(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      readCount(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /**
     * The store of one route: its callers are counted apart from every other route's. The plugin
     * passes the route's rate-limit options with the route as `routeInfo` (its types say the route).
     */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method} ${route.url ?? ''} `);
    }
  };
}
