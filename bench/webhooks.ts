/**
 * Benchmark of webhook delivery (docs/webhooks.md): a generated BgMax file of N payments to open cases of
 * scale data is imported while the delivery worker runs, every client with cases having one endpoint on a
 * local receiver (bench/webhook-receiver.ts, a process of its own) that verifies each signature; prints events delivered per second and the latency to its
 * receipt (p50, p95, p99) from its commit, as a watcher reading new events every 20 ms first saw it (within
 * 20 ms of the commit), and from its transaction's start (`now()`, which adds the rest of its import
 * batch's transaction).
 *
 * On PostgreSQL (the default) it fills `fordra_bench_webhooks_<debtors>` on the server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test) as bench/bgmax-import.ts does, dropped afterwards
 * unless --keep; --pglite runs on PGlite in a temporary directory.
 *
 * Run: npx node bench/webhooks.ts [--payments 20000] [--debtors 5000] [--pglite] [--keep] [--reuse]
 */

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { cases, paymentFiles, webhookEndpoints } from '../apps/server/src/db/schema.ts';
import { createLogger } from '../apps/server/src/logging/logger.ts';
import { importBatchSize, importBgmax } from '../apps/server/src/modules/bank-files/bgmax-import.ts';
import { registerPayment } from '../apps/server/src/modules/ledger/ledger-service.ts';
import { secretBox } from '../apps/server/src/modules/webhooks/secret-box.ts';
import { startWebhookDelivery } from '../apps/server/src/modules/webhooks/webhook-delivery.ts';
import { newWebhookSecret } from '../apps/server/src/modules/webhooks/webhook-signature.ts';
import { seedScaleData } from '../apps/server/src/seed/seed-scale.ts';
import { scaleDatabase } from './scale-database.ts';
import type { ReceiverMessage } from './webhook-receiver.ts';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '20000' },
    debtors: { type: 'string', default: '5000' },
    pglite: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const paymentCount = Number(values.payments);
const debtorCount = Number(values.debtors);
const today = stockholmDateTime(new Date()).date;
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

async function benchDatabase(): Promise<{ database: Database; finish: () => Promise<void> }> {
  if (values.pglite) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-webhooks-'));
    const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'pglite') });
    await database.migrate();
    await seedScaleData(database.db, { debtors: debtorCount, seed: 1, today });
    return {
      database,
      finish: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, finish } = await scaleDatabase(`fordra_bench_webhooks_${debtorCount}`, {
    debtors: debtorCount,
    seed: 1,
    reuse: values.reuse,
  });
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null, poolSize: 6 });
  return {
    database,
    finish: async () => {
      await database.close();
      await finish({ keep: values.keep });
    },
  };
}

const { database, finish } = await benchDatabase();
const { db } = database;
const received = new Map<string, number>();
let unverified = 0;
const secret = newWebhookSecret();
// The endpoints' secrets are stored sealed, as the portal stores them.
const secrets = secretBox(randomBytes(32));
// The receiver runs in a process of its own, as a client's system does: its work is not this one's.
const receiver = fork(new URL('./webhook-receiver.ts', import.meta.url), [secret], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const port = await new Promise<number>((resolve, reject) => {
  receiver.on('message', (message: ReceiverMessage) => {
    if (message.kind === 'listening') resolve(message.port);
    else {
      for (const [id, at] of message.events) received.set(id, at);
      unverified = message.unverified;
    }
  });
  receiver.once('exit', (code) => reject(new Error(`The receiver stopped (${code})`)));
});
/** Waits until the receiver has reported every receipt up to now (it reports every 50 ms). */
const reported = () => new Promise((resolve) => setTimeout(resolve, 150));

try {
  const targets = await db
    .select({ id: cases.id, ocrReference: cases.ocrReference, clientId: cases.clientId })
    .from(cases)
    .where(
      and(
        eq(cases.currency, 'SEK'),
        inArray(cases.status, ['PreCollection', 'Collection', 'Inkasso', 'Surveillance', 'Legal']),
      ),
    )
    .orderBy(asc(cases.caseNumber));
  const clientIds = [...new Set(targets.map((target) => target.clientId))];
  await db.delete(webhookEndpoints);
  for (const clientId of clientIds)
    await db
      .insert(webhookEndpoints)
      .values({ clientId, url: `http://127.0.0.1:${port}/${clientId}`, secret: secrets.seal(secret) });
  const [runs] = await db.select({ n: count() }).from(paymentFiles);
  const run = (runs?.n ?? 0) + 1;
  const deposits: BgmaxWriterDeposit[] = [];
  for (let index = 0; index < paymentCount; index++) {
    if (index % 1_000 === 0)
      deposits.push({
        bankgiro: DEMO_PROVIDER_ACCOUNTS.bankgiro,
        paymentDate: today,
        depositSerial: run * 1_000 + deposits.length + 1,
        payments: [],
      });
    deposits.at(-1)?.payments.push({
      reference: targets[index % targets.length]?.ocrReference ?? '',
      amount: 100 * (1 + (index % 500)),
    });
  }
  const log = createLogger('warn');
  const options = {
    policy: { production: false },
    secrets,
    perEndpoint: 8,
    maxInFlight: 64,
    leaseSeconds: 60,
    pollMs: 100,
  };
  // The watcher: when each event was first seen committed.
  const seen = new Map<string, number>();
  let watching = true;
  const watcher = (async () => {
    let lastSeq = Number(
      (
        (await db.execute(sql`select coalesce(max(seq), 0) as seq from webhook_events`)) as unknown as {
          rows: { seq: string }[];
        }
      ).rows[0]?.seq ?? 0,
    );
    while (watching) {
      const result = (await db.execute(
        sql`select id, seq from webhook_events where seq > ${lastSeq} order by seq`,
      )) as unknown as { rows: { id: string; seq: string }[] };
      const at = Date.now();
      for (const row of result.rows) {
        if (!seen.has(row.id)) seen.set(row.id, at);
        lastSeq = Math.max(lastSeq, Number(row.seq));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const worker = startWebhookDelivery(db, options, log);
  const started = Date.now();
  const imported = await importBgmax(
    db,
    { fileName: `bench-webhooks-${run}.txt`, content: writeBgmax(deposits, today), source: 'bench' },
    {
      receivingBankgiros: [DEMO_PROVIDER_ACCOUNTS.bankgiro],
      batchSize: importBatchSize(database.kind),
      concurrency: database.kind === 'postgres' ? 2 : 1,
    },
  );
  const importedMs = Date.now() - started;
  const pending = async () => {
    const result = await db.execute(
      sql`select count(*)::int as n from webhook_deliveries where status in ('pending', 'delivering')`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };
  const drained = async () => {
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  /** Delivered events recorded since `from`, and their latencies, sorted. */
  const measure = async (from: number) => {
    const events = await db.execute(
      sql`select id, extract(epoch from created_at) * 1000 as at from webhook_events where created_at >= ${new Date(from - 1_000).toISOString()}`,
    );
    const latencies: number[] = [];
    const fromCommit: number[] = [];
    const fromStart: number[] = [];
    let last = from;
    for (const row of (events as unknown as { rows: { id: string; at: string }[] }).rows) {
      const at = received.get(row.id);
      if (at === undefined || Number(row.at) < from - 1_000) continue;
      latencies.push(at - Number(row.at));
      const committed = seen.get(row.id);
      if (committed !== undefined) fromCommit.push(Math.max(0, at - committed));
      fromStart.push(at - from);
      last = Math.max(last, at);
    }
    const text = (values: number[]) => {
      values.sort((a, b) => a - b);
      const p = (q: number) =>
        Math.round(values[Math.min(values.length - 1, Math.floor((q / 100) * values.length))] ?? 0);
      return `p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms`;
    };
    return {
      count: latencies.length,
      last,
      text: text(latencies),
      fromCommit: text(fromCommit),
      fromStart: text(fromStart),
    };
  };
  await drained();
  await reported();
  const burst = await measure(started);
  console.log(
    `${database.kind}: ${grouped(paymentCount)} payments (${imported.matched} matched) to the cases of ${clientIds.length} clients, ` +
      `one endpoint each, ${options.perEndpoint} in flight per endpoint`,
  );
  console.log(
    `burst: import ${(importedMs / 1000).toFixed(1)} s; ${grouped(burst.count)} events delivered (${unverified} failed verification) ` +
      `${((burst.last - started) / 1000).toFixed(1)} s after the import began: ${grouped((burst.count / (burst.last - started)) * 1000)} events/s`,
  );
  console.log(`  latency from the event's commit to receipt: ${burst.fromCommit}`);
  console.log(`  latency from the event's transaction start to receipt: ${burst.text}`);
  // What a client waits from the file's arrival: the import's work before the event's batch counts too.
  console.log(`  from the import's start (the file's arrival) to receipt: ${burst.fromStart}`);
  // A steady flow the worker keeps up with: single payments, 20 a second, each its own transaction.
  received.clear();
  const steadyFrom = Date.now();
  for (let index = 0; index < 400; index++) {
    const target = targets[(index * 7) % targets.length];
    if (target)
      await registerPayment(db, {
        caseId: target.id,
        amount: 100,
        currency: 'SEK',
        paymentDate: today,
        paymentReference: target.ocrReference,
        channel: 'bankgiro',
        externalId: `bench-webhooks-${run}-${index}`,
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await drained();
  await reported();
  await worker.stop();
  watching = false;
  await watcher;
  const steady = await measure(steadyFrom);
  console.log(
    `steady: ${grouped(steady.count)} events from 400 single payments at 20/s: from commit ${steady.fromCommit}; from transaction start ${steady.text}`,
  );
} finally {
  receiver.disconnect();
  await finish();
}
