/**
 * Long work on PGlite gives way to requests. PGlite runs one statement or transaction at a time, so a
 * request's queries, one after another, each wait behind a batch of a payment import: a request of ten
 * queries waited ten batches. `watchPglite` counts the statements and transactions asked of a PGlite
 * client; between two batches `yieldToRequests` waits until none has been asked for a quiet moment, so the
 * queries of requests that came meanwhile all run first. On PostgreSQL, which runs them side by side,
 * it answers at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** No statement asked for this long: the requests that came during a batch are answered. */
const QUIET_MS = 5;
/** Under steady load the work goes on after this long all the same. */
const MAX_WAIT_MS = 1_000;

type Activity = { asked: number; underWay: number };
const watched = new WeakMap<object, Activity>();

/** Counts what is asked of `client` (for `yieldToRequests(db)`); `db` is the Drizzle database over it. */
export function watchPglite(client: PGlite, db: object): void {
  const activity: Activity = { asked: 0, underWay: 0 };
  // Drizzle's PGlite driver asks for statements with `query` and transactions with `transaction`.
  for (const method of ['query', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: async (...args: unknown[]) => {
        activity.asked += 1;
        activity.underWay += 1;
        try {
          return await original(...args);
        } finally {
          activity.underWay -= 1;
        }
      },
    });
  }
  watched.set(db, activity);
}

/** Whether `db` runs one statement at a time (PGlite), its work watched by `watchPglite`. */
export const runsOneAtATime = (db: object) => watched.has(db);

/** Waits until nothing has been asked of the database for a quiet moment (PGlite only; at most a second). */
export async function yieldToRequests(db: object): Promise<void> {
  const activity = watched.get(db);
  if (!activity) return;
  const deadline = performance.now() + MAX_WAIT_MS;
  while (performance.now() < deadline) {
    const asked = activity.asked;
    await sleep(QUIET_MS);
    if (activity.underWay === 0 && activity.asked === asked) return;
  }
}
