/**
 * Many rows in few statements: `insert … select * from unnest($1::type[], $2::type[], …)` (and
 * `update … from unnest(…)`) takes one array parameter per column, so a statement of thousands of
 * rows stays small and is parsed once. Works the same on PGlite and PostgreSQL.
 */
import { getTableColumns, type InferInsertModel, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';

/** Rows a statement carries at most. */
const ROWS_PER_STATEMENT = 5_000;

const toParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Inserts `rows` into `table`; every row names the same columns (those of the first row), the others
 * take their defaults. Returns the number of rows inserted.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<number> {
  for (const statement of unnestInserts(table, rows)) await db.execute(statement);
  return rows.length;
}

/**
 * Inserts `rows` as `insertRows` does, each row that would repeat a stored value of the unique column
 * `unique` skipped (`on conflict do nothing`), and answers the `returning` column's value of each row
 * inserted, as text.
 */
export async function insertNewRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  columns: { unique: PgColumn; returning: PgColumn },
): Promise<string[]> {
  const inserted: string[] = [];
  for (const statement of unnestInserts(table, rows)) {
    const result = await db.execute(
      sql`${statement} on conflict (${sql.identifier(columns.unique.name)}) do nothing returning ${sql.identifier(columns.returning.name)}::text as value`,
    );
    // Both drivers answer the rows as `rows`.
    for (const row of (result as unknown as { rows: { value: string }[] }).rows) inserted.push(row.value);
  }
  return inserted;
}

/**
 * Sets, on the row of `table` whose unique column `key` each of `rows` gives, the other columns it
 * names (those of the first row, as `insertRows`): one `update … from unnest(…)` per chunk of rows.
 */
export async function updateRows<T extends PgTable>(
  db: Executor,
  table: T,
  key: keyof InferInsertModel<T> & string,
  rows: readonly Partial<InferInsertModel<T>>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const set = keys
    .filter((name) => name !== key)
    .map((name) => sql`${sql.identifier(columnOf(columns, name).name)} = v.${sql.identifier(name)}`);
  const aliases = sql.join(
    keys.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = keys.map((name) =>
      unnestArray(
        columnOf(columns, name),
        chunk.map((row) => row[name]),
      ),
    );
    await db.execute(
      sql`update ${table} set ${sql.join(set, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as v(${aliases}) where ${table}.${sql.identifier(columnOf(columns, key).name)} = v.${sql.identifier(key)}`,
    );
  }
}

/** The `insert … select * from unnest(…)` statements that carry `rows`, a chunk of rows each. */
function unnestInserts<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[]): SQL[] {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const names = sql.join(
    keys.map((key) => sql.identifier(columnOf(columns, key).name)),
    sql`, `,
  );
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = keys.map((key) =>
      unnestArray(
        columnOf(columns, key),
        chunk.map((row) => row[key]),
      ),
    );
    statements.push(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
  return statements;
}

/** One column's values as one array parameter of the column's type, for `unnest`. */
export function unnestArray(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${sql.param(values.map(toParameter))}::${sql.raw(column.getSQLType())}[]`;
}

function columnOf(columns: Record<string, PgColumn>, key: string): PgColumn {
  const column = columns[key];
  if (!column) throw new Error(`No column ${key}`);
  return column;
}

/** `column = any($1)`: whether the column's value is one of `values`, all of them one array parameter. */
export function isAnyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${unnestArray(column, values)})`;
}
