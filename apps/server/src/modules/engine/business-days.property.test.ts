/**
 * Property: however the business days are asked for (a day run twice, later days before earlier
 * ones, two workers interleaving their runs), the demo world ends with the same ledger, the same
 * steps and the same letters as when one worker runs every day once, in order.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { addDays, stockholmDateTime } from '@fordra/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import * as schema from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed-demo.ts';
import { enterReferenceRatesUpTo } from '../../test/reference-rate-fixture.ts';
import { type EngineRun, runBusinessDays } from './business-days.ts';

const SPAN_DAYS = 30;
const config = loadConfig({
  SESSION_SECRET: 'test-secret-test-secret-test-secret',
  ENGINE_CHUNKS: '3',
  // The days' print files in a folder of this test's own, removed afterwards.
  PRINT_DIR: path.join(tmpdir(), `fordra-print-${randomUUID()}`),
});
const today = stockholmDateTime(new Date()).date;
const end = addDays(today, SPAN_DAYS);
const worker = (name: string): EngineRun => ({ worker: name, config });

let base: Database;
let expected: Awaited<ReturnType<typeof ledgerOf>>;

async function copyOfBase(): Promise<{ db: Executor; close: () => Promise<void> }> {
  const client = (base.db as unknown as { $client: PGlite }).$client;
  // clone() copies the database into a new instance of the same class.
  const copy = (await client.clone()) as PGlite;
  return { db: drizzle(copy, { schema }), close: () => copy.close() };
}

/** What the process leaves behind, keyed by what identifies each row to a person (not by generated ids). */
async function ledgerOf(db: Executor) {
  // Both drivers answer raw SQL with `{ rows }`.
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    cases: await rows(sql`
      select d.identity_number, c.invoice_number, c.status, c.service, c.remaining_principal, c.remaining_fees,
             c.remaining_interest, c.interest_accrued_until
      from cases c join debtors d on d.id = c.debtor_id order by 1, 2, 3, 4, 5, 6, 7, 8`),
    fees: await rows(sql`
      select d.identity_number, c.invoice_number, f.type, f.date, f.amount, f.paid
      from case_fees f join cases c on c.id = f.case_id join debtors d on d.id = c.debtor_id order by 1, 2, 3, 4, 5, 6`),
    steps: await rows(sql`
      select p.subject_kind, p.action, p.due_on, p.taken_on,
             coalesce(c.invoice_number, i.invoice_number, pl.guid::text, ip.guid::text || ':' || it.sequence) as subject
      from process_actions p
      left join cases c on c.id = p.subject_id
      left join invoices i on i.id = p.subject_id
      left join payment_plans pl on pl.id = p.subject_id
      left join instalments it on it.id = p.subject_id
      left join payment_plans ip on ip.id = it.plan_id
      order by 5, 2, 3, 4, 1`),
    letters: await rows(sql`
      select coalesce(c.invoice_number, i.invoice_number) as subject, doc.kind, doc.title,
             -- A letter is dated its business day; the day's file to Kronofogden is stamped when it is made.
             case when doc.kind = 'enforcementBatch' then null else doc.created_at end as created_at
      from documents doc left join cases c on c.id = doc.case_id left join invoices i on i.id = doc.invoice_id
      where doc.client_id is null order by 1, 2, 4, 3`),
    invoices: await rows(sql`select invoice_number, status, fees, paid from invoices order by 1, 2, 3, 4`),
    instalments: await rows(sql`
      select p.guid, p.status as plan_status, i.sequence, i.status, i.paid
      from instalments i join payment_plans p on p.id = i.plan_id order by 1, 3, 4, 5`),
    audit: await rows(
      sql`select action, entity, count(*)::int as n from audit_log where action like 'process.%' group by 1, 2 order by 1, 2`,
    ),
  };
}

beforeAll(async () => {
  base = await openDatabase({ databaseUrl: null, pgliteDir: null, pgliteTemplateDir: config.cacheDir });
  await base.migrate();
  await enterReferenceRatesUpTo(base.db, end);
  await seedDemoData(base.db, { today, provider: config.provider });
  const once = await copyOfBase();
  await runBusinessDays(once.db, worker('alone'), end);
  expected = await ledgerOf(once.db);
  await once.close();
}, 180_000);
afterAll(async () => {
  await base.close();
  await rm(config.printDir, { recursive: true, force: true });
});

it('ends in the same ledger whatever order and overlap the days are asked for in', async () => {
  // The demo world has work for the process in this span: the property is not about doing nothing.
  expect(expected.steps.filter((step) => String(step.taken_on) > today).length).toBeGreaterThan(5);
  const target = fc.integer({ min: 0, max: SPAN_DAYS }).map((offset) => addDays(today, offset));
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(target, target), { minLength: 1, maxLength: 4 }), async (rounds) => {
      const copy = await copyOfBase();
      try {
        for (const [first, second] of rounds)
          await Promise.all([
            runBusinessDays(copy.db, worker('one'), first),
            runBusinessDays(copy.db, worker('two'), second),
          ]);
        await runBusinessDays(copy.db, worker('one'), end);
        await runBusinessDays(copy.db, worker('two'), end);
        expect(await ledgerOf(copy.db)).toEqual(expected);
      } finally {
        await copy.close();
      }
    }),
    { numRuns: 4 },
  );
}, 300_000);
