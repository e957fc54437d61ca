/**
 * Load benchmark of the creditor gateway: requests per second and p50/p99 latency of the client's
 * case list (first page, a status filter, a search by name and by case number), invoice list (first
 * page, a search by name and by the first digits of an OCR reference) and customer search by name, for
 * the largest of twenty clients (with `--invoices` invoices, 200 000 by default: bench/scale-invoices.ts), beside the static route of the same server in the same run, with
 * autocannon over loopback, called with the client's API key as a client system would.
 *
 * It creates a PostgreSQL database `fordra_bench_creditor_<debtors>` on the server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), fills it with `seedScaleData` (about five cases a
 * debtor over twenty clients, the first holding a fifth), starts the real server in a child process
 * vacuums it as autovacuum would, and loads each route in turn. The database is dropped afterwards
 * unless --keep; --reuse runs against a kept one (and keeps it).
 *
 * Run: npx node bench/creditor-api.ts --debtors 100000 [--seconds 10] [--connections 64] [--invoices 200000]
 *   [--database name] [--keep] [--reuse] [--only <text in a route's label>]
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { scaleApiKey } from '../apps/server/src/seed/seed-scale.ts';
import { startLocalServer } from '../scripts/local-server.ts';
import {
  cpuMicros,
  cpuMicrosBetween,
  cpuMicrosByPid,
  cpuMicrosSince,
  processTree,
} from '../scripts/process-cpu.ts';
import { scaleDatabase } from './scale-database.ts';
import { ensureScaleInvoices } from './scale-invoices.ts';

const { values } = parseArgs({
  options: {
    debtors: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    seed: { type: 'string', default: '1' },
    database: { type: 'string' },
    invoices: { type: 'string', default: '200000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    /** Only the routes whose label contains this text (the static route always runs). */
    only: { type: 'string' },
  },
});
const debtorCount = Number(values.debtors);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (![debtorCount, seconds, connections].every((n) => Number.isSafeInteger(n) && n > 0)) {
  console.error('Usage: npx node bench/creditor-api.ts --debtors N [--seconds 10] [--connections 64]');
  process.exit(1);
}

const { url: databaseUrl, finish } = await scaleDatabase(
  values.database ?? `fordra_bench_creditor_${debtorCount}`,
  {
    debtors: debtorCount,
    seed: Number(values.seed),
    reuse: values.reuse,
  },
);

const ledger = await ensureScaleInvoices(databaseUrl, {
  clientNumber: '700001',
  invoices: Number(values.invoices),
});

const bench = new pg.Client({ connectionString: databaseUrl });
await bench.connect();
const sizes = await bench.query<{
  clients: string;
  cases: string;
  biggest: string;
  sample: string;
  number: string;
}>(`
  with big as (select id from clients where client_number = '700001')
  select (select count(*) from clients) as clients, (select count(*) from cases) as cases,
         (select count(*) from cases where client_id = (select id from big)) as biggest,
         (select d.last_name from cases c join debtors d on d.id = c.debtor_id
           where c.client_id = (select id from big) and d.last_name is not null order by c.case_number limit 1) as sample,
         (select case_number from cases where client_id = (select id from big) order by case_number desc limit 1) as number`);
await bench.end();
const size = sizes.rows[0];
if (!size) throw new Error('No scale data');
console.log(
  `\n${size.cases} cases over ${size.clients} clients; the benched client has ${size.biggest} cases, ` +
    `${ledger.invoices} invoices and ${ledger.customers} customers\n`,
);

const key = scaleApiKey(1);
const gateway = '/api/extgwapi/api';
const routes = [
  { label: 'GET /api/auth/providers (static)', path: '/api/auth/providers', authorised: false },
  { label: 'cases, first page', path: `${gateway}/cases`, authorised: true },
  {
    label: 'cases, statusGroup=collection',
    path: `${gateway}/cases?statusGroup=collection`,
    authorised: true,
  },
  {
    label: `cases, q=${size.sample} (name)`,
    path: `${gateway}/cases?q=${encodeURIComponent(size.sample)}`,
    authorised: true,
  },
  { label: 'cases, q=<case number>', path: `${gateway}/cases?q=${size.number}`, authorised: true },
  {
    label: `v1/Invoices, q=${size.sample} (name)`,
    path: `${gateway}/v1/Invoices?q=${encodeURIComponent(size.sample)}`,
    authorised: true,
  },
  { label: 'v1/Invoices, q=<OCR prefix>', path: `${gateway}/v1/Invoices?q=9000012`, authorised: true },
  {
    label: `v1/Customers, q=${size.sample} (name)`,
    path: `${gateway}/v1/Customers?q=${encodeURIComponent(size.sample)}`,
    authorised: true,
  },
  // Last: counting every invoice of the client, it leaves the most requests queued behind it.
  { label: 'v1/Invoices, first page', path: `${gateway}/v1/Invoices`, authorised: true },
];

const server = await startLocalServer({
  env: {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // The collection process off, so that a business day's steps do not run beside the requests.
    ENGINE: 'off',
  },
});
try {
  const load = (route: (typeof routes)[number], duration: number) =>
    autocannon({
      url: `${server.url}${route.path}`,
      connections,
      duration,
      headers: route.authorised ? { authorization: `Bearer ${key}` } : {},
    });
  // Requests still queued when a run ends (a slow route's) must not be counted against the next.
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 5_000));
  const row = (cells: string[]) =>
    `${(cells[0] ?? '').padEnd(40)}${cells
      .slice(1)
      .map((c) => c.padStart(10))
      .join('')}`;
  console.log(row(['route', 'req/s', 'p50 ms', 'p99 ms', '% static', 'failed', 'server µs', 'db µs']));
  // The CPU a request costs, the server's and the database's, read from /proc: unlike latency, hardly
  // moved by what else the machine runs.
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  const backends = async () =>
    (
      await watcher.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  let staticRate = 1;
  const results = [];
  for (const route of routes.filter(
    (each) => !each.authorised || !values.only || each.label.includes(values.only),
  )) {
    await load(route, 2); // warm-up, not reported
    await quiet();
    // The database's connections as they come and go (a pool closes one that stood idle).
    const servers = processTree(server.pid);
    const before = { server: cpuMicros(servers), database: cpuMicrosByPid(await backends()) };
    const result = await load(route, seconds);
    const perRequest = (used: number | null) =>
      used === null ? '-' : (used / Math.max(1, result.requests.total)).toFixed(0);
    const cpu = {
      server: perRequest(cpuMicrosBetween(before.server, cpuMicros(servers))),
      database: perRequest(cpuMicrosSince(before.database, await backends())),
    };
    await quiet();
    if (!route.authorised) staticRate = result.requests.average;
    const failed = result.non2xx + result.errors + result.timeouts;
    results.push({ route, result, failed });
    console.log(
      row([
        route.label,
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        `${((result.requests.average / staticRate) * 100).toFixed(0)} %`,
        String(failed),
        cpu.server,
        cpu.database,
      ]),
    );
  }
  const filtered = results.filter(
    (r) => r.route.label.startsWith('cases, statusGroup') || r.route.label.includes('q='),
  );
  const met = filtered.every((r) => r.result.latency.p99 <= 100 && r.failed === 0);
  console.log(
    `\naim (p99 ≤ 100 ms for the filtered list and the searches, no failures): ${met ? 'met' : 'missed'}`,
  );
  await watcher.end();
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await server.stop();
  await finish({ keep: values.keep });
}
