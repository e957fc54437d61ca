/**
 * What a query runs on. The database and a transaction of it are both an `Executor`; a helper that must run
 * inside its caller's transaction takes a `Transaction`, so its signature says so.
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Executor = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/** The rows of a raw statement's result (`db.execute(sql…)`), typed as the statement selects them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
