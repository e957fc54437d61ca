/**
 * Benchmark of a heavy business day's letters leaving the building (docs/delivery.md): N letters (11 716 by
 * default, the heavy Monday of the 100 000-debtor engine bench), each already rendered and waiting in the
 * outbox, sent by the delivery worker through the local test mailbox (about 60 % of the people are
 * recipients) and the rest written into the day's print file. Prints letters per second for each part and
 * the day's total time.
 *
 * Runs on a fresh PostgreSQL database `fordra_bench_delivery` on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), dropped afterwards; --pglite runs on PGlite in a temporary
 * directory.
 *
 * Run: npx node bench/letter-delivery.ts [--letters 11716] [--pglite]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stockholmDateTime } from '@fordra/domain';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { insertRows } from '../apps/server/src/db/bulk-statements.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { withSearchNames } from '../apps/server/src/db/repositories/debtors.ts';
import { debtors, deliveries, documents } from '../apps/server/src/db/schema.ts';
import { httpDigitalMailbox } from '../apps/server/src/modules/delivery/channels/http-digital-mailbox.ts';
import { noChannels } from '../apps/server/src/modules/delivery/channels.ts';
import { deliverDue } from '../apps/server/src/modules/delivery/delivery-worker.ts';
import { writePrintFile } from '../apps/server/src/modules/delivery/print-file.ts';
import { startMailboxTestServer } from '../apps/server/src/modules/delivery/test-servers/mailbox-test-server.ts';
import { renderLetter } from '../apps/server/src/modules/letters/letter.ts';
import { sampleLetter } from '../apps/server/src/modules/letters/sample-letter.ts';

const { values } = parseArgs({
  options: { letters: { type: 'string', default: '11716' }, pglite: { type: 'boolean', default: false } },
});
const letterCount = Number(values.letters);
const day = stockholmDateTime(new Date()).date;
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

const work = mkdtempSync(path.join(tmpdir(), 'fordra-bench-delivery-'));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/fordra_bench_delivery';
const admin = values.pglite ? null : new pg.Client({ connectionString: serverUrl });
if (admin) {
  await admin.connect();
  await admin.query('drop database if exists fordra_bench_delivery with (force)');
  await admin.query('create database fordra_bench_delivery');
}
const database = await openDatabase({
  databaseUrl: admin ? benchUrl.toString() : null,
  pgliteDir: admin ? null : path.join(work, 'pglite'),
  pgliteTemplateDir: null,
});
await database.migrate();
const db = database.db;

// The people, one letter each, every letter rendered (the same PDF: the bench measures delivery, not typesetting).
const pdf = await renderLetter(sampleLetter());
const people = Array.from({ length: letterCount }, (_, index) => {
  const serial = String(index).padStart(4, '0');
  return withSearchNames({
    kind: 'person' as const,
    firstName: 'Bench',
    lastName: `Person ${index}`,
    companyName: null,
    identityNumber: `1980${String(1 + (index % 12)).padStart(2, '0')}${String(1 + (index % 28)).padStart(2, '0')}-${serial}`,
  });
});
const seeding = performance.now();
for (let from = 0; from < people.length; from += 1_000) {
  const chunk = people.slice(from, from + 1_000);
  const ids = await db.insert(debtors).values(chunk).returning({ id: debtors.id });
  const docs = await db
    .insert(documents)
    .values(
      ids.map(({ id }) => ({
        debtorId: id,
        kind: 'collectionDemand',
        title: 'Inkassokrav',
        fileName: 'Inkassokrav.pdf',
        sizeBytes: pdf.length,
        content: pdf,
      })),
    )
    .returning({ id: documents.id, debtorId: documents.debtorId });
  await insertRows(
    db,
    deliveries,
    docs.map((doc) => ({ debtorId: doc.debtorId ?? '', documentId: doc.id, purpose: 'letter' as const })),
  );
}
console.log(
  `${grouped(letterCount)} letters waiting (${((performance.now() - seeding) / 1000).toFixed(1)} s to set up)`,
);

// Three people in five have a digital mailbox.
const recipients = people.filter((_, index) => index % 5 < 3).map((person) => person.identityNumber);
const mailbox = await startMailboxTestServer(0, { recipients });
const context = {
  channels: { ...noChannels, mailbox: httpDigitalMailbox(mailbox.url, 15_000) },
  leaseSeconds: 120,
  batch: 200,
  concurrency: 16,
};
const started = performance.now();
await deliverDue(db, context, { day, lettersOnly: true });
const sentMs = performance.now() - started;
const printing = performance.now();
const printed = await writePrintFile(db, path.join(work, 'print'), day);
const printMs = performance.now() - printing;
const totalMs = performance.now() - started;

const byStatus = await db
  .select({ channel: deliveries.channel, status: deliveries.status, n: count() })
  .from(deliveries)
  .groupBy(deliveries.channel, deliveries.status);
const digital =
  byStatus.find((row) => row.channel === 'digitalMailbox' && row.status === 'delivered')?.n ?? 0;
const [waiting] = await db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, 'pending'));
console.log(`database: ${database.kind}, ${grouped(letterCount)} letters on ${day}`);
console.log(
  `digital mailbox: ${grouped(digital)} letters; routing and sending all ${grouped(letterCount)} took ${(sentMs / 1000).toFixed(1)} s (${grouped(letterCount / (sentMs / 1000))} letters/s)`,
);
console.log(
  `print file: ${grouped(printed?.letters ?? 0)} letters, ${grouped(printed?.pages ?? 0)} pages, ${grouped((printed?.bytes ?? 0) / 1_048_576)} MiB in ${(printMs / 1000).toFixed(1)} s (${grouped((printed?.letters ?? 0) / (printMs / 1000))} letters/s)`,
);
console.log(`the day's letters: ${(totalMs / 1000).toFixed(1)} s in all; ${waiting?.n ?? 0} left waiting`);

await mailbox.close();
await database.close();
if (admin) {
  // The pool's connections end shortly after it closes; the database is dropped once they have.
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query(
      "select count(*)::int as n from pg_stat_activity where datname = 'fordra_bench_delivery'",
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query('drop database if exists fordra_bench_delivery');
  await admin.end();
}
rmSync(work, { recursive: true, force: true });
