/**
 * Benchmark of importing a Bankgirot payment file (importBgmax): a generated BgMax file of N payments,
 * each to an existing open case in SEK by its OCR reference, imported into a database of scale data;
 * prints payments per second, then imports the same file again and prints how long it takes to find
 * that every payment is a duplicate.
 *
 * On PostgreSQL (the default) it creates a database `fordra_bench_bgmax_<debtors>` on the server of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), fills it with `seedScaleData` (about
 * five cases a debtor) and vacuums it as autovacuum would; the database is dropped afterwards unless
 * --keep, and --reuse runs against a kept one (and keeps it; each run's file has deposits of its own, so
 * its payments are new). With --pglite it runs on PGlite in a temporary directory, as `npm start` does.
 *
 * Run: npx node bench/bgmax-import.ts [--payments 100000] [--debtors 25000] [--batch 2000, 200 on PGlite]
 *        [--concurrency 2] [--pglite] [--keep] [--reuse]
 * (--concurrency: batches at once, as the server's inbox: 2 on PostgreSQL, 1 on PGlite.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BgmaxWriterDeposit,
  DEMO_PROVIDER_ACCOUNTS,
  stockholmDateTime,
  writeBgmax,
} from '@fordra/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { cases, paymentFiles } from '../apps/server/src/db/schema.ts';
import { importBatchSize, importBgmax } from '../apps/server/src/modules/bank-files/bgmax-import.ts';
import { mulberry32 } from '../apps/server/src/seed/scale-random.ts';
import { formatScaleReport, seedScaleData } from '../apps/server/src/seed/seed-scale.ts';
import { cpuMicros } from '../scripts/process-cpu.ts';
import { scaleDatabase } from './scale-database.ts';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '100000' },
    debtors: { type: 'string', default: '25000' },
    batch: { type: 'string' },
    concurrency: { type: 'string' },
    seed: { type: 'string', default: '1' },
    pglite: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const paymentCount = Number(values.payments);
const debtorCount = Number(values.debtors);
const batchSize = Number(values.batch ?? importBatchSize(values.pglite ? 'pglite' : 'postgres'));
// As the server's inbox: two batches at once on PostgreSQL, one on PGlite.
const concurrency = Number(values.concurrency ?? (values.pglite ? 1 : 2));
if (![paymentCount, debtorCount, batchSize, concurrency].every((n) => Number.isSafeInteger(n) && n > 0)) {
  console.error(
    'Usage: npx node bench/bgmax-import.ts [--payments N] [--debtors N] [--batch N] [--concurrency N] [--pglite] [--keep] [--reuse]',
  );
  process.exit(1);
}
if (values.pglite && (values.keep || values.reuse)) {
  console.error('--keep and --reuse are for PostgreSQL; PGlite runs in a fresh temporary directory.');
  process.exit(1);
}

const today = stockholmDateTime(new Date()).date;
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;

/** Opens the benchmark's database, filled with scale data unless reused; `finish` drops or removes it. */
async function benchDatabase(): Promise<{ database: Database; finish: () => Promise<void> }> {
  if (values.pglite) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-bgmax-'));
    const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite') });
    await database.migrate();
    console.log(
      formatScaleReport(await seedScaleData(database.db, { debtors: debtorCount, seed: 1, today })),
    );
    return {
      database,
      finish: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, finish } = await scaleDatabase(`fordra_bench_bgmax_${debtorCount}`, {
    debtors: debtorCount,
    seed: 1,
    reuse: values.reuse,
  });
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null, poolSize: concurrency + 1 });
  return {
    database,
    finish: async () => {
      await database.close();
      await finish({ keep: values.keep });
    },
  };
}

const { database, finish } = await benchDatabase();

type CpuNow = { importer: number; database: number | null };
/** CPU µs this process and (on PostgreSQL, which runs here) the bench database's backends have used. */
async function cpuNow(): Promise<CpuNow> {
  const own = process.cpuUsage();
  if (database.kind !== 'postgres') return { importer: own.user + own.system, database: null };
  const backends = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  const pids = (backends as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
  return { importer: own.user + own.system, database: cpuMicros(pids) };
}
const used = (before: CpuNow, after: CpuNow): CpuNow => ({
  importer: after.importer - before.importer,
  database: before.database === null || after.database === null ? null : after.database - before.database,
});
try {
  const { db } = database;
  const targets = await db
    .select({ ocrReference: cases.ocrReference })
    .from(cases)
    .where(
      and(
        eq(cases.currency, 'SEK'),
        inArray(cases.status, ['PreCollection', 'Collection', 'Inkasso', 'Surveillance', 'Legal']),
      ),
    )
    .orderBy(asc(cases.caseNumber));
  if (targets.length === 0) throw new Error('No open SEK cases to pay');
  // Each run's deposits have serial numbers of their own, so a reused database gets new payments.
  const [runs] = await db.select({ n: count() }).from(paymentFiles);
  const run = (runs?.n ?? 0) + 1;
  const perDeposit = 1_000;
  const depositCount = Math.ceil(paymentCount / perDeposit);
  if (run * depositCount > 99_999)
    throw new Error('Too many runs on this database: deposit serials are 5 digits');
  // The same run writes the same amounts.
  const next = mulberry32(Number(values.seed) + run);
  const deposits: BgmaxWriterDeposit[] = [];
  for (let index = 0; index < paymentCount; index++) {
    if (index % perDeposit === 0) {
      deposits.push({
        bankgiro: DEMO_PROVIDER_ACCOUNTS.bankgiro,
        paymentDate: today,
        depositSerial: (run - 1) * depositCount + deposits.length + 1,
        payments: [],
      });
    }
    const target = targets[index % targets.length];
    deposits.at(-1)?.payments.push({
      reference: target?.ocrReference ?? '',
      amount: 100 * Math.floor(1 + next() * 2_000),
    });
  }
  const content = writeBgmax(deposits, today);
  const paidCases = Math.min(paymentCount, targets.length);
  console.log(
    `\n${database.kind}: a file of ${grouped(paymentCount)} payments (${grouped(content.length)} bytes) to ` +
      `${grouped(paidCases)} open cases, in batches of ${grouped(batchSize)}, ${concurrency} at once`,
  );
  const file = { fileName: `bench-${run}.txt`, content, source: 'bench' };

  const started = performance.now();
  const cpuBefore = await cpuNow();
  const first = await importBgmax(db, file, {
    receivingBankgiros: [DEMO_PROVIDER_ACCOUNTS.bankgiro],
    batchSize,
    concurrency,
  });
  const firstMs = performance.now() - started;
  const cpu = used(cpuBefore, await cpuNow());
  if (first.status !== 'imported' || first.matched !== paymentCount)
    throw new Error(`The import did not match every payment: ${JSON.stringify(first)}`);
  console.log(
    `first import:  ${seconds(firstMs)}, ${grouped((paymentCount / firstMs) * 1_000)} payments/s ` +
      `(matched ${grouped(first.matched)}, unmatched ${grouped(first.unmatched)})`,
  );
  // The import waits on the database and the database on it: on an idle machine it takes about the
  // CPU time of both, however busy this one is.
  console.log(
    `  CPU: importer ${seconds(cpu.importer / 1_000)}` +
      (cpu.database === null ? '' : `, PostgreSQL ${seconds(cpu.database / 1_000)}`) +
      ` = ${grouped(paymentCount / ((cpu.importer + (cpu.database ?? 0)) / 1e6))} payments per CPU second`,
  );

  const again = performance.now();
  const second = await importBgmax(db, file, {
    receivingBankgiros: [DEMO_PROVIDER_ACCOUNTS.bankgiro],
    batchSize,
    concurrency,
  });
  const secondMs = performance.now() - again;
  if (second.duplicates !== paymentCount)
    throw new Error(`The second import found ${second.duplicates} duplicates of ${paymentCount}`);
  console.log(
    `same file again: ${seconds(secondMs)} to find ${grouped(second.duplicates)} duplicates ` +
      `(${grouped((paymentCount / secondMs) * 1_000)} payments/s)`,
  );
  const met = (paymentCount / firstMs) * 1_000 >= 5_000;
  console.log(`\naim (at least 5 000 payments/s on the first import): ${met ? 'met' : 'missed'}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await finish();
}
