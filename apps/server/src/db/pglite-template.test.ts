import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { pgliteTemplateDir } from './pglite-template.ts';

const work = mkdtempSync(path.join(tmpdir(), 'fordra-template-test-'));
const cacheDir = path.join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Everything the migrations make: columns, constraints, indexes, triggers, functions and the migrations applied. */
async function schemaOf(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
      Object.values(row).join(' | '),
    );
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    constraints: await rows(sql`select conrelid::regclass::text, conname, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    indexes: await rows(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    ),
    triggers: await rows(
      sql`select tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal order by 1`,
    ),
    functions: await rows(sql`select proname, md5(prosrc) from pg_proc
      where pronamespace = 'public'::regnamespace order by 1, 2`),
    migrations: await rows(sql`select hash from drizzle.__drizzle_migrations order by id`),
  };
}

async function openNew(name: string) {
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: path.join(work, name, 'pglite'),
    pgliteTemplateDir: cacheDir,
  });
  await database.migrate();
  return database;
}

describe('the template of a new PGlite directory', () => {
  it('is saved by the first new directory, once migrated, and replaces the templates of other keys', async () => {
    mkdirSync(cacheDir, { recursive: true });
    const stale = path.join(cacheDir, 'pglite-template-0000.tar');
    writeFileSync(stale, 'an older PGlite or other migrations');
    const first = await openNew('first');
    expect(first.pgliteOpened).toBe('initdb');
    await first.close();
    expect(existsSync(path.join(pgliteTemplateDir(cacheDir), 'PG_VERSION'))).toBe(true);
    expect(readdirSync(cacheDir)).toEqual([path.basename(pgliteTemplateDir(cacheDir))]);
  }, 60_000);

  it('gives a new directory the schema initdb and the migrations give, and it opens again as it was', async () => {
    const fromInitdb = await openDatabase({
      databaseUrl: null,
      pgliteDir: path.join(work, 'first', 'pglite'),
    });
    const expected = await schemaOf(fromInitdb);
    await fromInitdb.close();
    expect(expected.columns.length).toBeGreaterThan(100);
    expect(expected.triggers.length).toBeGreaterThan(0);

    const fromTemplate = await openNew('second');
    expect(fromTemplate.pgliteOpened).toBe('template');
    expect(await schemaOf(fromTemplate)).toEqual(expected);
    await fromTemplate.db.execute(
      sql`insert into clients (name, client_number, org_number, settlement_bankgiro) values ('Kept AB', '990001', '556000-0001', '5050-1055')`,
    );
    await fromTemplate.close();

    const reopened = await openNew('second');
    expect(reopened.pgliteOpened).toBe('existing');
    const kept = await reopened.db.execute(sql`select name from clients`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'Kept AB' }]);
    await reopened.close();
  }, 60_000);

  it('makes a new directory again when the start that was making it stopped half way', async () => {
    const dir = path.join(work, 'interrupted', 'pglite');
    mkdirSync(path.join(dir, 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(`${dir}.new`, '1\n');
    const database = await openNew('interrupted');
    expect(database.pgliteOpened).toBe('template');
    expect(existsSync(`${dir}.new`)).toBe(false);
    const clients = await database.db.execute(sql`select count(*)::int as n from clients`);
    expect((clients as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    await database.close();
  }, 60_000);

  it('loads a PGlite in memory from the dump the first one saves once migrated', async () => {
    const reference = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await reference.migrate();
    const expected = await schemaOf(reference);
    await reference.close();

    const openInMemory = async () => {
      const database = await openDatabase({
        databaseUrl: null,
        pgliteDir: null,
        pgliteTemplateDir: cacheDir,
      });
      await database.migrate();
      return database;
    };
    const first = await openInMemory();
    expect(first.pgliteOpened).toBe('initdb');
    const template = path.basename(pgliteTemplateDir(cacheDir));
    expect(readdirSync(cacheDir).sort()).toEqual([template, `${template}.tar`]);
    await first.db.execute(
      sql`insert into clients (name, client_number, org_number, settlement_bankgiro) values ('Only here AB', '990002', '556000-0002', '5050-1055')`,
    );
    await first.close();

    const second = await openInMemory();
    expect(second.pgliteOpened).toBe('template');
    expect(await schemaOf(second)).toEqual(expected);
    const clients = await second.db.execute(sql`select count(*)::int as n from clients`);
    expect((clients as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    await second.close();
  }, 60_000);
});
