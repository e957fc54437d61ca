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

/**
 * The rows of `ids` (a page picked in its order), read by `read` when there are any, in the order of `ids`:
 * a statement reading rows by their ids keeps one plan for any page.
 */
export async function rowsInOrderOf<T>(
  ids: readonly string[],
  read: (ids: string[]) => Promise<T[]>,
  idOf: (row: T) => string,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read([...ids])).map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
