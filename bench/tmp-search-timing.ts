import { stockholmDateTime } from '@fordra/domain';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { listCases } from '../apps/server/src/modules/creditor-cases/case-list.ts';
import { listCustomers, listInvoices } from '../apps/server/src/modules/invoices/invoice-service.ts';
import { staffSearch } from '../apps/server/src/modules/staff/search.ts';

const url = 'postgres://postgres@127.0.0.1:5432/fordra_bench_search';
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const { rows } = await admin.query(`select id from clients where client_number = '700001'`);
const clientId = rows[0].id as string;
const num = (
  await admin.query(`select case_number from cases where client_id = $1 order by case_number desc limit 1`, [
    clientId,
  ])
).rows[0].case_number;
await admin.end();
const database = await openDatabase({ databaseUrl: url, pgliteDir: null, poolSize: 1 });
const db = database.db;
const today = stockholmDateTime(new Date()).date;
const page = { page: 1, pageSize: 20 };
const runs: [string, () => Promise<unknown>][] = [
  ['cases first page', () => listCases(db, { clientId }, { ...page }, today)],
  [
    'cases statusGroup=collection',
    () => listCases(db, { clientId }, { ...page, statusGroup: 'collection' as never }, today),
  ],
  ['cases q=Danielsson', () => listCases(db, { clientId }, { ...page, q: 'Danielsson' }, today)],
  ['cases q=danielss', () => listCases(db, { clientId }, { ...page, q: 'danielss' }, today)],
  ['cases q=<case number>', () => listCases(db, { clientId }, { ...page, q: num }, today)],
  [
    'cases q=<case number prefix 5>',
    () => listCases(db, { clientId }, { ...page, q: num.slice(0, 5) }, today),
  ],
  ['invoices first page', () => listInvoices(db, clientId, { ...page }, today)],
  ['invoices q=Danielsson', () => listInvoices(db, clientId, { ...page, q: 'Danielsson' }, today)],
  ['invoices q=9000012', () => listInvoices(db, clientId, { ...page, q: '9000012' }, today)],
  ['customers q=Danielsson', () => listCustomers(db, clientId, { ...page, q: 'Danielsson' }, today)],
  ['staff q=Danielsson', () => staffSearch(db, 'Danielsson', today)],
];
for (const [label, run] of runs) {
  const result = (await run()) as { total?: number; totalCount?: number };
  for (let i = 0; i < 3; i++) await run();
  const n = 20;
  const started = performance.now();
  for (let i = 0; i < n; i++) await run();
  const ms = (performance.now() - started) / n;
  console.log(
    `${label.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms  total ${JSON.stringify(result).match(/"total[A-Za-z]*":\d+/)?.[0]}`,
  );
}
await database.close();
