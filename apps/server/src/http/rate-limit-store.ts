/**
 * The store of `@fastify/rate-limit` for the routes that declare `config.rateLimit`: requests are
 * counted in the database, so that N processes behind one database allow what one process would, not
 * N times as much. Each route and caller has a fixed window from its first request (as the plugin's
 * own memory store has), timed by the database's clock so that machines with different clocks agree.
 * One statement counts and reads; its row lock serialises concurrent requests of one caller.
 */
import type { Executor } from '../db/executor.ts';
import {
  countRequest,
  type RateLimitCount,
  rateLimitCount,
  sweepRateLimitHits,
} from '../db/repositories/sessions.ts';

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/** Every this many counts, a process removes the rows whose window ended an hour or more ago. */
const SWEEP_EVERY = 1_000;

/** The store class the plugin instantiates (`store:` option), counting in `db`. */
export function databaseRateLimitStore(db: Executor) {
  let counted = 0;
  const sweep = () => {
    counted += 1;
    if (counted % SWEEP_EVERY !== 0) return;
    sweepRateLimitHits(db).catch(() => {
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
      rateLimitCount(db, this.prefix + key, timeWindow).then(
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
