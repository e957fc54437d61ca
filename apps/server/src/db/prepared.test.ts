/**
 * Prepared queries (prepared.ts): on PostgreSQL they run on connections of their own that keep each
 * statement's generic plan, so that PostgreSQL plans them once per connection, while every other
 * statement is still planned for its values; inside a transaction, the transaction's connection runs
 * them. On PGlite, its one connection runs everything. On PostgreSQL when `FORDRA_TEST_DATABASE_URL`
 * names a server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { rowsOf } from './executor.ts';
import { preparedHandle, preparedPerDatabase, preparedPerForm } from './prepared.ts';

const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;

const STATEMENT = 'prepared_test_classes';

/** Classes of the catalogue whose names begin within a range: a statement with a plan to choose. */
const classesInRange = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_class`)
    .where(
      sql`relname::text ~>=~ ${sql.placeholder('start')} and relname::text ~<~ ${sql.placeholder('end')}`,
    )
    .prepare(STATEMENT),
);

type Plans = { generic_plans: number; custom_plans: number };

describe('prepared queries on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  });
  afterAll(() => database?.close());

  it('run on the one connection', async () => {
    expect(preparedHandle(database.db)).toBe(database.db);
    const [counted] = await classesInRange(database.db).execute({ start: 'pg_', end: 'pg`' });
    expect(counted?.n).toBeGreaterThan(0);
  });

  it('prepare a query once per form, each form under a name of its own', async () => {
    const made: string[] = [];
    // A form: which side of the range is open. Each form makes its own statement.
    const classesFrom = preparedPerForm(
      'prepared_test_form',
      (form: { below: boolean }) => (form.below ? 'below' : 'above'),
      (db, form, name) => {
        made.push(name);
        return db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_class`)
          .where(
            form.below
              ? sql`relname::text ~<~ ${sql.placeholder('bound')}`
              : sql`relname::text ~>=~ ${sql.placeholder('bound')}`,
          )
          .prepare(name);
      },
    );
    const below = classesFrom(database.db, { below: true });
    expect(classesFrom(database.db, { below: true })).toBe(below);
    const above = classesFrom(database.db, { below: false });
    expect(above).not.toBe(below);
    expect(made).toHaveLength(2);
    expect(new Set(made).size).toBe(2);
    const [all] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from pg_class`),
    );
    const [under] = await below.execute({ bound: 'pg_' });
    const [over] = await above.execute({ bound: 'pg_' });
    expect((under?.n ?? 0) + (over?.n ?? 0)).toBe(all?.n);
    expect(under?.n).toBeGreaterThan(0);
    expect(over?.n).toBeGreaterThan(0);
  });
});

describe.skipIf(!serverUrl)('prepared queries on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    // One connection a pool, so that what each has prepared is what the test sees.
    database = await openDatabase({ databaseUrl: serverUrl ?? null, pgliteDir: null, poolSize: 1 });
  });
  afterAll(() => database?.close());

  const planCacheMode = async (db: Database['db']) =>
    rowsOf<{ plan_cache_mode: string }>(await db.execute(sql`show plan_cache_mode`))[0]?.plan_cache_mode;
  const plansOn = async (db: Database['db']) =>
    rowsOf<Plans>(
      await db.execute(
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where name = ${STATEMENT}`,
      ),
    );

  it('run on connections that keep generic plans, planned once, while other statements are not', async () => {
    expect(await planCacheMode(preparedHandle(database.db))).toBe('force_generic_plan');
    expect(await planCacheMode(database.db)).toBe('auto');

    for (const [start, end] of [
      ['pg_', 'pg`'],
      ['pg_class', 'pg_clast'],
      ['a', 'b'],
      ['pg_type', 'pg_typf'],
      ['zzz', 'zz{'],
      ['pg_', 'pg`'],
      ['pg_index', 'pg_indey'],
    ]) {
      const [counted] = await classesInRange(database.db).execute({ start, end });
      const [expected] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from pg_class where relname::text ~>=~ ${start} and relname::text ~<~ ${end}`,
        ),
      );
      expect(counted?.n).toBe(expected?.n);
    }
    expect(await plansOn(preparedHandle(database.db))).toEqual([{ generic_plans: 7, custom_plans: 0 }]);
    expect(await plansOn(database.db)).toEqual([]);
  });

  it('run on the transaction’s connection inside a transaction', async () => {
    const counted = await database.db.transaction(async (tx) => {
      const [row] = await classesInRange(tx).execute({ start: 'pg_', end: 'pg`' });
      return row?.n;
    });
    expect(counted).toBeGreaterThan(0);
    expect(await plansOn(database.db)).toHaveLength(1);
  });
});
