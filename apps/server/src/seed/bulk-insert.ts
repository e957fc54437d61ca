/**
 * Many rows in few statements: `insert … select * from unnest($1::type[], $2::type[], …)` takes one
 * array parameter per column, so a statement of thousands of rows stays small and is parsed once.
 * Works the same on PGlite and PostgreSQL.
 */
import { getTableColumns, type InferInsertModel, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows a statement carries at most. */
const ROWS_PER_STATEMENT = 5_000;

type Executor = Pick<Db, 'execute'>;

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
  const [first] = rows;
  if (!first) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const names = sql.join(
    keys.map((key) => sql.identifier(columnOf(columns, key).name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = keys.map(
      (key) =>
        sql`${sql.param(chunk.map((row) => toParameter(row[key])))}::${sql.raw(columnOf(columns, key).getSQLType())}[]`,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
  return rows.length;
}

function columnOf(columns: Record<string, PgColumn>, key: string): PgColumn {
  const column = columns[key];
  if (!column) throw new Error(`No column ${key}`);
  return column;
}
