/**
 * Migration 0005 on a database that already holds cases: each existing creditor becomes the
 * creditor of a client of its own, and every case gets its creditor's client, so nothing is lost
 * and the new NOT NULL columns hold.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = path.join(import.meta.dirname, 'migrations');
let db: PGlite;

async function runMigration(file: string): Promise<void> {
  const text = await readFile(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

beforeAll(async () => {
  db = new PGlite();
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files.filter((name) => name < '0005')) await runMigration(file);
  await db.exec(`
    insert into creditors (id, client_number, name, org_number, phone, bankgiro)
      values ('00000000-0000-4000-8000-00000000000a', '10041', 'Nordljus Energi AB', '556614-3201', '0771-44 55 00', '5012349'),
             ('00000000-0000-4000-8000-00000000000b', '10077', 'Kvarnby Bredband AB', '559127-0649', '040-630 12 00', '5012349');
    insert into debtors (id, kind, first_name, last_name, identity_number)
      values ('00000000-0000-4000-8000-0000000000d1', 'person', 'Lars', 'Andersson', '19121212-1212');
    insert into cases (case_number, debtor_id, creditor_id, status, service, invoice_number, invoice_date,
        due_date, registration_date, description, currency, original_principal, interest_rate_bp,
        remaining_principal, ocr_reference, bankgiro)
      values ('1000001', '00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000a',
              'Collection', 'Inkasso', '1', '2026-01-01', '2026-02-01', '2026-02-11', 'El', 'SEK', 100, 1000, 100,
              '100000126', '5012349'),
             ('1000002', '00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000b',
              'Collection', 'Inkasso', '2', '2026-01-01', '2026-02-01', '2026-02-11', 'Bredband', 'SEK', 100, 1000,
              100, '100000225', '5012349');
  `);
  await runMigration((await readdir(folder)).find((name) => name.startsWith('0005')) ?? '');
});
afterAll(() => db.close());

describe('migration 0005 on existing data', () => {
  it('gives each creditor a client of its own, with its name and number', async () => {
    const { rows } = await db.query<{ client_number: string; name: string; creditor: string }>(`
      select cl.client_number, cl.name, cr.name as creditor
      from creditors cr join clients cl on cl.id = cr.client_id order by cl.client_number`);
    expect(rows).toEqual([
      { client_number: '10041', name: 'Nordljus Energi AB', creditor: 'Nordljus Energi AB' },
      { client_number: '10077', name: 'Kvarnby Bredband AB', creditor: 'Kvarnby Bredband AB' },
    ]);
  });

  it('puts every case under its creditor’s client', async () => {
    const { rows } = await db.query<{ case_number: string; same: boolean }>(`
      select c.case_number, c.client_id = cr.client_id as same
      from cases c join creditors cr on cr.id = c.creditor_id order by c.case_number`);
    expect(rows).toEqual([
      { case_number: '1000001', same: true },
      { case_number: '1000002', same: true },
    ]);
  });

  it('numbers new cases after every demo case', async () => {
    const { rows } = await db.query<{ n: string }>(`select nextval('case_number_seq')::text as n`);
    expect(Number(rows[0]?.n)).toBeGreaterThan(1_999_999);
  });
});
