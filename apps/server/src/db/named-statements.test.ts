/**
 * Named statements (named-statements.ts): inside `withNamedStatements` a statement is prepared once per
 * connection under a name made from its text and answers as it would unnamed; outside, and for transaction
 * control, nothing is named. On PostgreSQL when `FORDRA_TEST_DATABASE_URL` names a server (PGlite is left
 * as it is).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { statementName, withNamedStatements } from './named-statements.ts';

const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('a statement name', () => {
  it('is given only inside withNamedStatements, the same for the same text, never to transaction control', async () => {
    const text = 'select 1 from cases where id = $1';
    expect(statementName(text)).toBeUndefined();
    await withNamedStatements(async () => {
      const name = statementName(text);
      expect(name).toMatch(/^fordra_[0-9a-f]{24}$/);
      expect(statementName(text)).toBe(name);
      expect(statementName('select 2 from cases where id = $1')).not.toBe(name);
      for (const control of ['begin', 'COMMIT', 'rollback', 'savepoint a', 'set local x = 1'])
        expect(statementName(control)).toBeUndefined();
    });
  });
});

describe.skipIf(!serverUrl)('on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    // One connection, so that what it has prepared is what the test sees.
    database = await openDatabase({ databaseUrl: serverUrl ?? null, pgliteDir: null, poolSize: 1 });
  });
  afterAll(() => database?.close());

  const prepared = async () =>
    rowsOf<{ name: string; statement: string }>(
      await database.db.execute(
        sql`select name, statement from pg_prepared_statements where name like 'fordra\_%' order by name`,
      ),
    );
  const step = (n: number) =>
    database.db.transaction(async (tx) =>
      rowsOf<{ doubled: number }>(await tx.execute(sql`select ${n}::int * 2 as doubled, 'named' as marker`)),
    );

  it('prepares a statement once per connection and answers as unnamed', async () => {
    expect(await step(4)).toEqual([{ doubled: 8, marker: 'named' }]);
    expect((await prepared()).filter((row) => row.statement.includes("'named'"))).toEqual([]);
    expect(await withNamedStatements(() => step(5))).toEqual([{ doubled: 10, marker: 'named' }]);
    expect(await withNamedStatements(() => step(6))).toEqual([{ doubled: 12, marker: 'named' }]);
    const named = (await prepared()).filter((row) => row.statement.includes("'named'"));
    expect(named).toHaveLength(1);
    expect(named[0]?.name).toMatch(/^fordra_[0-9a-f]{24}$/);
  });

  it('keeps working on the connection after a transaction that rolled back', async () => {
    const failed = new Error('rolled back on purpose');
    await expect(
      withNamedStatements(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select ${1}::int * 2 as doubled, 'named' as marker`);
          throw failed;
        }),
      ),
    ).rejects.toBe(failed);
    expect(await withNamedStatements(() => step(7))).toEqual([{ doubled: 14, marker: 'named' }]);
  });
});
