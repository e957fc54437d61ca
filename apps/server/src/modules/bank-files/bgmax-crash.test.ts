/**
 * An import killed: a real server imports a large payment file from its inbox and is killed with
 * SIGKILL as soon as it has committed a batch, then started again, several times over, so that the
 * kills land inside a batch, between two or after the last. After each kill whole batches only are
 * registered and the file is kept only with all of them; in the end every payment and deduction is
 * registered exactly once, each case's and invoice's ledger holds each once, each deposit's total agrees
 * with the sum registered, and the file is kept once. On PGlite, or on PostgreSQL with
 * FORDRA_TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type BgmaxWriterDeposit, makeOcrReference, stockholmDateTime, writeBgmax } from '@fordra/domain';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { cases, invoices, invoiceTransactions, paymentFiles, payments } from '../../db/schema.ts';
import { createPostgresDatabase } from '../../test/test-app.ts';
import { importBatchSize } from './bgmax-import.ts';

const mainScript = path.resolve(import.meta.dirname, '../../main.ts');
const today = stockholmDateTime(new Date()).date;
/** The server's batch on its database. */
const IMPORT_BATCH_SIZE = importBatchSize(process.env.FORDRA_TEST_DATABASE_URL ? 'postgres' : 'pglite');
/** Payments and deductions: 12 000, six batches on PostgreSQL (sixty on PGlite). */
const PAYMENTS = 12_000;
/** Every tenth is a deduction (TK21), on a case or on a reference nobody has. */
const DEDUCTIONS = PAYMENTS / 10;
const FILE_NAME = 'large.txt';

let dataDir: string;
/** Every error any start of the server logged (a failed import, a deadlock): none is expected. */
const serverErrors: string[] = [];
let postgres: { url: string; drop: () => Promise<void> } | null = null;

type Server = {
  process: ChildProcess;
  /** Resolves with the first log line (pino's JSON) that `matches`; rejects when the server exits first. */
  logLine: (matches: (line: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  exited: Promise<void>;
};

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BGMAX_INBOX_POLL_MS: '100',
      BANKID_TEST_SERVER: 'false',
      ADDRESS_REGISTER_TEST_SERVER: 'false',
      SESSION_SECRET: 'bgmax-crash-session-secret-bgmax-crash-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting: {
    matches: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      output.push(text);
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text);
      } catch {
        return;
      }
      if (Number(line.level) >= 50) serverErrors.push(text);
      for (const waiter of waiting.filter((w) => w.matches(line))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }
  return {
    process: child,
    exited,
    logLine: (matches) =>
      new Promise((resolve, reject) => {
        waiting.push({ matches, resolve });
        void exited.then(() =>
          reject(new Error(`The server exited first:\n${output.slice(-20).join('\n')}`)),
        );
      }),
  };
}

async function kill(server: Server) {
  server.process.kill('SIGKILL');
  await server.exited;
}

/** The JSON of `file` once the server has written it whole (it may have before it was last killed). */
async function readWhenThere(file: string, server: Server): Promise<unknown> {
  let stopped = false;
  void server.exited.then(() => {
    stopped = true;
  });
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    try {
      return JSON.parse(text);
    } catch {
      // Not there yet, or still being written.
    }
    if (stopped) throw new Error(`The server stopped before it wrote ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isBatch = (line: Record<string, unknown>) =>
  line.msg === 'payment file: batch registered' && line.file === FILE_NAME;

/** Opens the server's database while no server runs, and closes it after `use`. */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({
    databaseUrl: postgres?.url ?? null,
    pgliteDir: postgres ? null : path.join(dataDir, 'pglite'),
  });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-crash-'));
  const serverUrl = process.env.FORDRA_TEST_DATABASE_URL;
  if (serverUrl) postgres = await createPostgresDatabase(serverUrl);
}, 60_000);
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a payment import killed and started again', () => {
  it('registers every payment once and keeps the file once, however often the server is killed', async () => {
    // The first start migrates and seeds the demo data; what the file pays is read from it.
    const first = await startServer();
    await first.logLine((line) => typeof line.msg === 'string' && line.msg.includes('is listening'));
    first.process.kill('SIGTERM');
    await first.exited;
    const demo = await withDatabase(async (db) => ({
      cases: await db
        .select({ ocrReference: cases.ocrReference })
        .from(cases)
        .where(eq(cases.currency, 'SEK')),
      invoices: await db
        .select({ id: invoices.id, ocrReference: invoices.ocrReference, paid: invoices.paid })
        .from(invoices)
        .where(and(eq(invoices.currency, 'SEK'), inArray(invoices.status, ['Open', 'Reminded']))),
    }));
    expect(demo.cases.length).toBeGreaterThan(0);
    expect(demo.invoices.length).toBeGreaterThan(0);

    // Half to cases, a fifth to invoices, the rest to references nobody has; every tenth of these a
    // deduction, half of them on cases; 500 payments a deposit.
    const deposits: BgmaxWriterDeposit[] = [];
    let sum = 0;
    for (let index = 0; index < PAYMENTS; index++) {
      if (index % 500 === 0)
        deposits.push({
          bankgiro: '5012349',
          paymentDate: today,
          depositSerial: deposits.length + 1,
          payments: [],
        });
      const slot = index % 10;
      const deduction = slot === 9;
      const reference =
        slot < 5 || (deduction && index % 20 === 9)
          ? (demo.cases[index % demo.cases.length]?.ocrReference ?? '')
          : slot < 7
            ? (demo.invoices[index % demo.invoices.length]?.ocrReference ?? '')
            : makeOcrReference(String(90_000_000 + index));
      const amount = deduction ? 50 : 100 + (index % 97) * 10;
      sum += deduction ? -amount : amount;
      deposits.at(-1)?.payments.push({ reference, amount, deduction });
    }
    const content = writeBgmax(deposits, today);
    const inbox = path.join(dataDir, 'bgmax-inbox');
    await mkdir(inbox, { recursive: true });
    await writeFile(path.join(inbox, FILE_NAME), content);
    const settled = new Date(Date.now() - 60_000);
    await utimes(path.join(inbox, FILE_NAME), settled, settled);

    const sha256 = createHash('sha256').update(content).digest('hex');
    const imported = like(payments.externalId, `bgmax:5012349:${today}:%`);
    /** What a killed import left: payments registered (whole batches only) and whether the file is kept. */
    const leftBehind = () =>
      withDatabase(async (db) => {
        const [registered] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(payments)
          .where(imported);
        const kept = await db
          .select({ id: paymentFiles.id })
          .from(paymentFiles)
          .where(eq(paymentFiles.sha256, sha256));
        return { batches: (registered?.n ?? 0) / IMPORT_BATCH_SIZE, kept: kept.length };
      });

    // Each start is killed as soon as it has committed a batch (or finished the file), so the kill lands
    // inside a later batch, between two, or after the last: wherever it lands, what is left is whole
    // batches, and the file is kept only with all of them. On PostgreSQL two batches run at once.
    const interrupted: number[] = [];
    let before = 0;
    for (let kills = 0; kills < 4 && (await stat(path.join(inbox, FILE_NAME)).catch(() => null)); kills++) {
      const server = await startServer();
      await server.logLine(
        (line) =>
          (isBatch(line) && Number(line.registered) > 0) ||
          (line.msg === 'payment file imported' && line.file === FILE_NAME),
      );
      await kill(server);
      const { batches, kept } = await leftBehind();
      expect(Number.isInteger(batches), `${batches} batches`).toBe(true);
      expect(batches).toBeGreaterThanOrEqual(before);
      // The file's row comes after the last batch: kept only once every batch is in.
      expect(kept === 0 || batches === PAYMENTS / IMPORT_BATCH_SIZE, `kept with ${batches} batches`).toBe(
        true,
      );
      if (batches < PAYMENTS / IMPORT_BATCH_SIZE) interrupted.push(batches);
      before = batches;
    }
    expect(interrupted.length).toBeGreaterThan(0);
    // The last start finishes: the file is filed under imported/ with its report.
    const last = await startServer();
    const report = await readWhenThere(path.join(inbox, 'imported', `${FILE_NAME}.json`), last);
    expect(report).toMatchObject({
      status: 'imported',
      payments: PAYMENTS - DEDUCTIONS,
      deductions: DEDUCTIONS,
      deducted: DEDUCTIONS * 50,
    });
    const depositsOf = (report as { deposits: { amount: number; registered: number }[] }).deposits;
    expect(depositsOf).toHaveLength(deposits.length);
    for (const deposit of depositsOf) expect(deposit.registered).toBe(deposit.amount);
    last.process.kill('SIGTERM');
    await last.exited;
    expect(serverErrors).toEqual([]);

    await withDatabase(async (db) => {
      const [registered] = await db
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          sum: sql<number>`sum(${payments.amount})`.mapWith(Number),
        })
        .from(payments)
        .where(imported);
      expect(registered).toEqual({ n: PAYMENTS, sum });
      // Each deduction once, a negative payment: half on cases, which it undid, half unmatched.
      const [deducted] = await db
        .select({
          n: sql<number>`count(*)`.mapWith(Number),
          onCases: sql<number>`count(${payments.caseId})`.mapWith(Number),
          undone:
            sql<number>`sum(${payments.allocatedFees} + ${payments.allocatedInterest} + ${payments.allocatedPrincipal} + ${payments.allocatedCredit})`.mapWith(
              Number,
            ),
        })
        .from(payments)
        .where(and(imported, sql`${payments.amount} < 0`));
      expect(deducted).toEqual({ n: DEDUCTIONS, onCases: DEDUCTIONS / 2, undone: (-DEDUCTIONS / 2) * 50 });
      const kept = await db.select().from(paymentFiles).where(eq(paymentFiles.sha256, sha256));
      expect(kept.map((file) => file.status)).toEqual(['imported']);

      // Every case paid holds each of its payments once: its paid sum is the sum of its payments.
      const paidCases = db
        .selectDistinct({ caseId: payments.caseId })
        .from(payments)
        .where(and(imported, isNotNull(payments.caseId)));
      const sums = await db
        .select({ caseId: payments.caseId, sum: sql<number>`sum(${payments.amount})`.mapWith(Number) })
        .from(payments)
        .where(inArray(payments.caseId, paidCases))
        .groupBy(payments.caseId);
      const paidSums = await db
        .select({ caseId: cases.id, paidSum: cases.paidSum })
        .from(cases)
        .where(inArray(cases.id, paidCases));
      expect(paidSums.length).toBeGreaterThan(0);
      expect(Object.fromEntries(paidSums.map((row) => [row.caseId, row.paidSum]))).toEqual(
        Object.fromEntries(sums.map((row) => [row.caseId, row.sum])),
      );

      // Every invoice paid: its paid amount grew by its payments, with one Paid transaction each.
      for (const invoice of demo.invoices) {
        const [after] = await db
          .select({ paid: invoices.paid })
          .from(invoices)
          .where(eq(invoices.id, invoice.id));
        const [onInvoice] = await db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            sum: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
          })
          .from(payments)
          .where(and(eq(payments.invoiceId, invoice.id), imported));
        const [transactions] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(invoiceTransactions)
          .where(
            and(
              eq(invoiceTransactions.invoiceId, invoice.id),
              eq(invoiceTransactions.type, 'Paid'),
              eq(invoiceTransactions.date, today),
            ),
          );
        expect(after?.paid).toBe(invoice.paid + (onInvoice?.sum ?? 0));
        expect(transactions?.n).toBe(onInvoice?.n);
      }
    });
  }, 600_000);
});
