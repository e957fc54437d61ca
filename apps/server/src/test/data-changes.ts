/**
 * Every change of data as it happens, for tests that must prove requests changed nothing: a row
 * trigger on every table notes each insert, delete and each update that changes a watched column.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

/** Per table, the columns whose changes do not count, or `'table'` to leave the whole table out. */
export type Unwatched = Record<string, readonly string[] | 'table'>;

const LOG = 'test_data_changes';
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Installs the triggers; the function returns the changes since it was last called, as `table operation`. */
export async function watchDataChanges(db: Executor, unwatched: Unwatched): Promise<() => Promise<string[]>> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(
    `create table ${LOG} (id bigserial primary key, table_name text not null, operation text not null)`,
  );
  await run(`create function note_data_change() returns trigger language plpgsql as $$
    begin insert into ${LOG} (table_name, operation) values (TG_TABLE_NAME, TG_OP); return null; end $$`);
  const tables = rowsOf<{ table_name: string }>(
    await run(`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${LOG}' order by table_name`),
  );
  for (const { table_name: table } of tables) {
    const left = unwatched[table] ?? [];
    if (left === 'table') continue;
    const ignored = `array[${left.map(literal).join(', ')}]::text[]`;
    await run(`create trigger note_data_change after insert or delete on ${quoted(table)}
      for each row execute function note_data_change()`);
    await run(`create trigger note_data_update after update on ${quoted(table)} for each row
      when ((to_jsonb(old) - ${ignored}) is distinct from (to_jsonb(new) - ${ignored}))
      execute function note_data_change()`);
  }
  return async () => {
    const rows = rowsOf<{ table_name: string; operation: string }>(
      await run(`delete from ${LOG} returning table_name, operation`),
    );
    return [...new Set(rows.map((row) => `${row.table_name} ${row.operation.toLowerCase()}`))].sort();
  };
}

/** Both drivers answer a raw statement with its rows under `rows` (PGlite's Results, pg's QueryResult). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
