/**
 * How long the portal keeps a debtor waiting while a large payment file is imported on PGlite (issue
 * 45, item 5): the test server (in-memory PGlite, demo data and `--debtors` generated debtors) imports a
 * BgMax file of N payments to the open cases while a signed-in demo debtor asks for their summary
 * (POST /api/soap/getDebtorSummary) every `--every` ms; it prints the import's time and each request's
 * wait, idle and during the import (median, 95th percentile, the longest, how many waited over 200 ms).
 *
 * Run: npx node bench/bgmax-responsiveness.ts [--payments 40000] [--debtors 5000] [--every 50] [--batch N]
 */
import { parseArgs } from 'node:util';
import { type BgmaxWriterDeposit, writeBgmax } from '@fordra/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cases } from '../apps/server/src/db/schema.ts';
import { importBatchSize, importBgmax } from '../apps/server/src/modules/bank-files/bgmax-import.ts';
import { seedScaleData } from '../apps/server/src/seed/seed-scale.ts';
import { signedIn, startTestApp, type Visitor } from '../apps/server/src/test/test-app.ts';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '40000' },
    debtors: { type: 'string', default: '5000' },
    every: { type: 'string', default: '50' },
    batch: { type: 'string' },
  },
});
const paymentCount = Number(values.payments);
const debtorCount = Number(values.debtors);
const everyMs = Number(values.every);
const batchSize = Number(values.batch ?? importBatchSize('pglite'));
if (![paymentCount, debtorCount, everyMs, batchSize].every((n) => Number.isSafeInteger(n) && n > 0)) {
  console.error(
    'Usage: npx node bench/bgmax-responsiveness.ts [--payments N] [--debtors N] [--every MS] [--batch N]',
  );
  process.exit(1);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const figures = (label: string, waits: number[]) => {
  const sorted = [...waits].sort((a, b) => a - b);
  const over = sorted.filter((ms) => ms > 200).length;
  console.log(
    `${label.padEnd(18)} ${String(sorted.length).padStart(5)} requests: median ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(0)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ` +
      `${over} over 200 ms`,
  );
};

/**
 * Asks for the debtor's summary every `everyMs` until `until` settles; answers each request's wait,
 * counted from when it was due, so that a blocked event loop (a timer firing late) counts too.
 */
async function askWhile(debtor: Visitor, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const waits: number[] = [];
  let due = performance.now();
  while (!done) {
    const answer = await debtor.request('POST', '/api/soap/getDebtorSummary', {
      json: {},
      headers: { 'x-csrf-token': debtor.csrfToken },
    });
    if (answer.statusCode !== 200) throw new Error(`getDebtorSummary answered ${answer.statusCode}`);
    waits.push(performance.now() - due);
    due = performance.now() + everyMs;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return waits;
}

const t = await startTestApp();
try {
  await seedScaleData(t.database.db, { debtors: debtorCount, seed: 1, today: t.today });
  const debtor = await signedIn(t.app, 'demo');
  const targets = await t.database.db
    .select({ ocrReference: cases.ocrReference })
    .from(cases)
    .where(
      and(
        eq(cases.currency, 'SEK'),
        inArray(cases.status, ['PreCollection', 'Collection', 'Inkasso', 'Surveillance', 'Legal']),
      ),
    )
    .orderBy(asc(cases.caseNumber));
  const deposits: BgmaxWriterDeposit[] = [];
  for (let index = 0; index < paymentCount; index++) {
    if (index % 1_000 === 0)
      deposits.push({
        bankgiro: t.config.provider.bankgiros[0],
        paymentDate: t.today,
        depositSerial: deposits.length + 1,
        payments: [],
      });
    const reference = targets[index % targets.length]?.ocrReference ?? '';
    deposits.at(-1)?.payments.push({ reference, amount: 100 + (index % 97), payerName: 'Bänk Betalare' });
  }
  const content = writeBgmax(deposits, t.today);
  console.log(
    `PGlite, demo data and ${debtorCount} generated debtors: a file of ${paymentCount} payments (${(content.length / 1e6).toFixed(1)} MB) ` +
      `to ${targets.length} open cases, in batches of ${batchSize}; a request every ${everyMs} ms`,
  );

  const idle = new Promise((resolve) => setTimeout(resolve, 2_000));
  figures('idle', await askWhile(debtor, idle));

  const started = performance.now();
  const importing = importBgmax(
    t.database.db,
    { fileName: 'bench.txt', content, source: 'bench' },
    { receivingBankgiros: t.config.provider.bankgiros, batchSize },
  );
  const during = await askWhile(debtor, importing);
  const report = await importing;
  const ms = performance.now() - started;
  console.log(
    `import: ${(ms / 1_000).toFixed(1)} s, ${Math.round((paymentCount / ms) * 1_000)} payments/s ` +
      `(matched ${report.matched}, unmatched ${report.unmatched})`,
  );
  figures('during the import', during);
} finally {
  await t.close();
}
