/**
 * Migration 0026 on a database that already holds debtors, cases, customers and invoices: the search
 * forms of the names stored before it are what the domain's `searchKey` makes of them, and its
 * triggers keep the copies on cases, customers and invoices true when a case is added or a name
 * changes later. On PGlite, and on PostgreSQL when FORDRA_TEST_DATABASE_URL names a server.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { debtorDisplayName, searchKey, searchKeyOf } from '@fordra/domain';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-app.ts';

const folder = path.join(import.meta.dirname, 'migrations');

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
type Engine = {
  name: string;
  query: Query;
  exec: (text: string) => Promise<void>;
  close: () => Promise<void>;
};

async function pglite(): Promise<Engine> {
  const db = new PGlite();
  return {
    name: 'PGlite',
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    exec: async (text) => {
      await db.exec(text);
    },
    close: () => db.close(),
  };
}

async function postgres(serverUrl: string): Promise<Engine> {
  const database = await createPostgresDatabase(serverUrl);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    name: 'PostgreSQL',
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    exec: async (text) => {
      await client.query(text);
    },
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const statementsOf = async (file: string) =>
  (await readFile(path.join(folder, file), 'utf8'))
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());

/** Names as they were stored before the migration, in every case and with accents. */
const people = [
  { first: 'Åsa', last: 'Ekström', company: null },
  { first: 'RENÉE', last: 'MÜLLER-ÖBERG', company: null },
  { first: 'Søren', last: 'Strauß', company: null },
  { first: null, last: null, company: 'Café  Ängelholm AB ' },
];

/** The letters, accents and marks names are made of in the property tests: the blocks the SQL function knows. */
const letters = [
  ...'aåäöeéèüøæœßłđðþıiIİ AÅÄÖÉÜØÆŒŁĐÐÞ-\t',
  '\u0301',
  '\u0308',
  '\u030a',
  '\u0327',
  '\u064e',
  '\u05b7',
  'ﬁ',
  'Ⅳ',
];

const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;
const engines = [
  { label: 'PGlite', open: pglite },
  ...(serverUrl ? [{ label: 'PostgreSQL', open: () => postgres(serverUrl) }] : []),
];

describe.each(engines)('migration 0026 on existing data ($label)', ({ open }) => {
  let db: Engine;
  let files: string[];

  beforeAll(async () => {
    db = await open();
    files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '0026'))
      for (const statement of await statementsOf(file)) await db.exec(statement);
    const [client] = await db.query<{ id: string }>(
      `insert into clients (client_number, name, org_number, settlement_bankgiro)
       values ('990001', 'Testkund AB', '556677-8816', '5012349') returning id`,
    );
    const [creditor] = await db.query<{ id: string }>(
      `insert into creditors (client_id, client_number, name, org_number, phone, bankgiro)
       values ($1, '990001-1', 'Testkund AB', '556677-8816', '08-1234567', '5012349') returning id`,
      [client?.id],
    );
    for (const [index, person] of people.entries()) {
      const [debtor] = await db.query<{ id: string }>(
        `insert into debtors (kind, first_name, last_name, company_name, identity_number)
         values ($1, $2, $3, $4, $5) returning id`,
        [
          person.company ? 'company' : 'person',
          person.first,
          person.last,
          person.company,
          `1990010${index}-0000`,
        ],
      );
      await db.query(
        `insert into cases (client_id, case_number, debtor_id, creditor_id, status, service, invoice_number,
           invoice_date, due_date, registration_date, description, currency, original_principal,
           interest_rate_bp, remaining_principal, ocr_reference, bankgiro)
         values ($1, $2, $3, $4, 'Collection', 'Inkasso', $2, '2026-01-01', '2026-02-01', '2026-02-11', 'El',
           'SEK', 100, 1000, 100, $5, '5012349')`,
        [client?.id, `300000${index}`, debtor?.id, creditor?.id, `30000${index}0`],
      );
      const [customer] = await db.query<{ id: string }>(
        `insert into customers (client_id, debtor_id, customer_number) values ($1, $2, $3) returning id`,
        [client?.id, debtor?.id, `K-${index}`],
      );
      await db.query(
        `insert into invoices (client_id, creditor_id, customer_id, debtor_id, invoice_number, invoice_date,
           due_date, description, currency, amount, status, ocr_reference, bankgiro)
         values ($1, $2, $3, $4, $5, '2026-01-01', '2026-02-01', 'El', 'SEK', 100, 'Open', $6, '5012349')`,
        [client?.id, creditor?.id, customer?.id, debtor?.id, `F-${index}`, `90000${index}0`],
      );
    }
    for (const statement of await statementsOf(files.find((name) => name.startsWith('0026')) ?? ''))
      await db.exec(statement);
  });
  afterAll(() => db.close());

  const copies = () =>
    db.query<{ name: string; last: string | null; cases: string; customers: string; invoices: string }>(`
      select d.search_name as name, d.search_last_name as last,
        (select string_agg(distinct c.debtor_search_name || '/' || coalesce(c.debtor_search_last_name, '-'), ',') from cases c where c.debtor_id = d.id) as cases,
        (select string_agg(distinct u.search_name || '/' || coalesce(u.search_last_name, '-'), ',') from customers u where u.debtor_id = d.id) as customers,
        (select string_agg(distinct i.debtor_search_name || '/' || coalesce(i.debtor_search_last_name, '-'), ',') from invoices i where i.debtor_id = d.id) as invoices
      from debtors d order by d.identity_number`);

  it('gives every stored name the search form the domain gives it, on debtors and their copies', async () => {
    const rows = await copies();
    expect(rows).toEqual(
      people.map((person) => {
        const name = searchKey(
          debtorDisplayName({ firstName: person.first, lastName: person.last, companyName: person.company }),
        );
        const last = searchKeyOf(person.last);
        const copy = `${name}/${last ?? '-'}`;
        return { name, last, cases: copy, customers: copy, invoices: copy };
      }),
    );
    expect(rows[0]?.name).toBe('asa ekstrom');
  });

  it('computes in SQL what the domain computes, for any name of letters, accents and marks', async () => {
    const create = (await statementsOf(files.find((name) => name.startsWith('0026')) ?? '')).find(
      (statement) => statement.includes('CREATE FUNCTION search_key_0026'),
    );
    await db.exec(create ?? '');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...letters), { maxLength: 16 }), async (chars) => {
        const name = chars.join('');
        const [row] = await db.query<{ key: string }>('select search_key_0026($1) as key', [name]);
        expect(row?.key, JSON.stringify(name)).toBe(searchKey(name));
      }),
      { numRuns: 200 },
    );
    await db.exec('DROP FUNCTION search_key_0026(text)');
  });

  it('copies a debtor’s search names onto a case added later, and a changed name onto every copy', async () => {
    const [debtor] = await db.query<{ id: string; client_id: string; creditor_id: string }>(
      `select d.id, c.client_id, c.creditor_id from debtors d join cases c on c.debtor_id = d.id
       where d.search_name = 'asa ekstrom'`,
    );
    await db.query(
      `insert into cases (client_id, case_number, debtor_id, creditor_id, status, service, invoice_number,
         invoice_date, due_date, registration_date, description, currency, original_principal,
         interest_rate_bp, remaining_principal, ocr_reference, bankgiro)
       values ($1, '3000099', $2, $3, 'Collection', 'Inkasso', 'X', '2026-01-01', '2026-02-01', '2026-02-11', 'El',
         'SEK', 100, 1000, 100, '300009900', '5012349')`,
      [debtor?.client_id, debtor?.id, debtor?.creditor_id],
    );
    await db.query(
      `update debtors set last_name = 'Öhman', search_name = $2, search_last_name = $3 where id = $1`,
      [debtor?.id, searchKey('Åsa Öhman'), searchKey('Öhman')],
    );
    const [row] = (await copies()).filter((copy) => copy.name === 'asa ohman');
    expect(row).toEqual({
      name: 'asa ohman',
      last: 'ohman',
      cases: 'asa ohman/ohman',
      customers: 'asa ohman/ohman',
      invoices: 'asa ohman/ohman',
    });
  });

  it('refuses a last name stored without its search form', async () => {
    await expect(
      db.query(
        `insert into debtors (kind, first_name, last_name, identity_number, search_name)
         values ('person', 'Eva', 'Ek', '19900109-0000', 'eva ek')`,
      ),
    ).rejects.toThrow(/debtors_search_last_name_check/);
  });
});

describe.each(engines)('the database’s search_key (migration 0036, $label)', ({ open }) => {
  let db: Engine;
  beforeAll(async () => {
    db = await open();
    const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    for (const file of files.filter((name) => name < '0037'))
      for (const statement of await statementsOf(file)) await db.exec(statement);
  });
  afterAll(() => db.close());

  it('computes what the domain computes, and keeps a client’s name in that form', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...letters), { maxLength: 16 }), async (chars) => {
        const name = chars.join('');
        const [row] = await db.query<{ key: string }>('select search_key($1) as key', [name]);
        expect(row?.key, JSON.stringify(name)).toBe(searchKey(name));
      }),
      { numRuns: 200 },
    );
    const [client] = await db.query<{ search_name: string }>(
      `insert into clients (client_number, name, org_number, settlement_bankgiro)
       values ('990009', 'Café  Ängelholm AB', '556677-8816', '5012349') returning search_name`,
    );
    expect(client?.search_name).toBe('cafe angelholm ab');
  });
});
