/**
 * Prepared queries for the hot read paths: drizzle builds the SQL once instead of on every request,
 * and PostgreSQL parses it once per connection (a named statement) and can keep its plan.
 */
import type { Executor } from './executor.ts';

/**
 * Returns the query `prepare` makes for a database handle, made on first use of each handle
 * (drizzle binds a prepared query to the handle that prepared it).
 */
export function preparedPerDatabase<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const byDatabase = new WeakMap<Executor, T>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
