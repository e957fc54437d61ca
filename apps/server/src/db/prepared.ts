/**
 * Prepared queries for the hot read paths: drizzle builds the SQL once instead of on every request,
 * and PostgreSQL parses it once per connection (a named statement) and plans it once.
 *
 * Planned once, that is, on connections that keep a prepared statement's generic plan
 * (`plan_cache_mode = force_generic_plan`). Left to choose, PostgreSQL plans a statement anew for its
 * values on every run whenever the generic plan's estimate is the higher one, which for these
 * statements it always is: it cannot know that a search's prefix finds a few rows or that a page is
 * 25 long. Planning then cost more than running (a case-number search: 1.1 ms planned, 0.08 ms run).
 * These statements are written to be served by one plan for any values (prefix ranges, pages picked
 * by id: prefix-range.ts), so the database hands them a pool of such connections (`servePreparedFrom`);
 * every other statement, on the main pool, is still planned for its values. Inside a transaction,
 * the transaction's connection serves them as it serves the rest.
 */
import type { Executor } from './executor.ts';

/** The handle whose connections keep generic plans, by the database handle it serves. */
const plannedOnce = new WeakMap<Executor, Executor>();

/** Makes the prepared queries of `db` run on `handle`, whose connections keep generic plans. */
export function servePreparedFrom(db: Executor, handle: Executor): void {
  plannedOnce.set(db, handle);
}

/** The handle that runs the prepared queries of `db`: its planned-once pool, or `db` itself. */
export function preparedHandle(db: Executor): Executor {
  return plannedOnce.get(db) ?? db;
}

/**
 * Returns the query `prepare` makes for a database handle, made on first use of each handle
 * (drizzle binds a prepared query to the handle that prepared it), on `preparedHandle(db)`.
 */
export function preparedPerDatabase<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const byDatabase = new WeakMap<Executor, T>();
  return (given) => {
    const db = preparedHandle(given);
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/** At most this many forms of one query stay prepared per database handle; rarer ones are prepared each time. */
const MAX_FORMS = 256;
let formsMade = 0;

/**
 * Returns the query `prepare` makes for a database handle and a form of the query (what it filters by, its
 * order), made on first use of each handle and form, on `preparedHandle(db)`, as `preparedPerDatabase` does
 * for a query of one form. `keyOf` tells forms apart: forms with the same key must make the same statement.
 * Each is named `<prefix>_<n>`, a name unique in the process.
 */
export function preparedPerForm<F, T>(
  prefix: string,
  keyOf: (form: F) => string,
  prepare: (db: Executor, form: F, name: string) => T,
): (db: Executor, form: F) => T {
  const formsOf = preparedPerDatabase((db) => ({ db, byKey: new Map<string, T>() }));
  return (given, form) => {
    const { db, byKey } = formsOf(given);
    const key = keyOf(form);
    const known = byKey.get(key);
    if (known !== undefined) return known;
    formsMade += 1;
    const query = prepare(db, form, `${prefix}_${formsMade}`);
    if (byKey.size < MAX_FORMS) byKey.set(key, query);
    return query;
  };
}

/**
 * A search's page whose rows each carry the search's total (`read`), without the total; a page past the last
 * has no rows to carry it, so there (`offset` > 0, no rows) the total is read alone (`readTotal`).
 */
export async function pageWithTotal<T extends { total: number }>(
  offset: number,
  read: () => Promise<T[]>,
  readTotal: () => Promise<{ total: number }[]>,
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const found = await read();
  const rows = found.map(({ total: _, ...row }) => row);
  if (found.length > 0 || offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [counted] = await readTotal();
  return { rows, total: counted?.total ?? 0 };
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
