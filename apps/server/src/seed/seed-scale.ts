/**
 * Data for scale: N generated debtors with about five cases each, their fee lines, payments,
 * letters (metadata only, no PDF: the archive answers 404 for them), the steps of the collection
 * process their fee lines stand for, and one login each (`scale<i>`, password `demo1234`), inserted
 * in bulk. The process finds the data as its daily runs would have left it: no step overdue.
 * Run: npm run seed:scale -- --debtors N [--seed S] [--append] (seed-scale-command.ts)
 */

import { DEMO_PROVIDER_ACCOUNTS } from '@fordra/domain';
import { hashApiKey } from '../auth/api-keys.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/executor.ts';
import { accountIdByUsername, highestNumberedUsername } from '../db/repositories/accounts.ts';
import { insertCases, insertFeeLines } from '../db/repositories/cases.ts';
import {
  addApiKeyUnlessStored,
  addClientUnlessNumbered,
  addClientUserUnlessTaken,
  addCreditorUnlessNumbered,
  clientIdByNumber,
  creditorIdByClientNumber,
} from '../db/repositories/clients.ts';
import { insertDebtorAddresses, insertDebtorLogins, insertDebtors } from '../db/repositories/debtors.ts';
import { insertDeliveries } from '../db/repositories/deliveries.ts';
import { insertDocuments } from '../db/repositories/letters.ts';
import { insertPayments } from '../db/repositories/payments.ts';
import { insertStepRows } from '../db/repositories/process-steps.ts';
import { analyzeGeneratedTables } from '../db/repositories/statistics.ts';
import { loadPolicies } from '../modules/engine/process-facts.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import type { ScaleContext } from './scale-case.ts';
import {
  generateScaleDebtor,
  MAX_SCALE_DEBTORS,
  SCALE_USERNAME_PREFIX,
  type ScaleDebtorRows,
} from './scale-debtor.ts';
import { scaleCreditors } from './scale-vocabulary.ts';

/** Debtors generated and inserted per transaction (about 33 000 rows). */
const DEBTORS_PER_TRANSACTION = 1_000;

export type ScaleOptions = {
  debtors: number;
  /** Seed of the PRNG: the same seed gives the same people, cases and amounts. */
  seed: number;
  /** ISO day the data is generated on; every date lies before it. */
  today: string;
  /** Add debtors after the existing `scale<i>` ones instead of refusing. */
  append?: boolean;
  /** The provider's bankgiro (config `provider.bankgiros`' first); the demo's by default. */
  providerBankgiro?: string;
  onProgress?: (done: number, total: number) => void;
};

export type ScaleReport = {
  firstIndex: number;
  lastIndex: number;
  /** Rows inserted per table and the milliseconds spent inserting them. */
  tables: { table: string; rows: number; ms: number }[];
  rows: number;
  /** Milliseconds in all: generating, inserting and analysing. */
  elapsedMs: number;
  generateMs: number;
};

export class ScaleDataExistsError extends Error {}

/** Inserts `options.debtors` generated debtors, each with everything it owes, in transactions of a thousand. */
export async function seedScaleData(db: Executor, options: ScaleOptions): Promise<ScaleReport> {
  const started = performance.now();
  if (!Number.isSafeInteger(options.debtors) || options.debtors < 1)
    throw new RangeError(`The number of debtors must be a positive integer, got ${options.debtors}`);
  const firstIndex = (await lastScaleIndex(db, options.append ?? false)) + 1;
  const lastIndex = firstIndex + options.debtors - 1;
  if (lastIndex > MAX_SCALE_DEBTORS)
    throw new RangeError(`At most ${MAX_SCALE_DEBTORS} generated debtors fit the personnummer scheme`);
  // One hash shared by every generated login: argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const providerBankgiro = options.providerBankgiro ?? DEMO_PROVIDER_ACCOUNTS.bankgiro;
  const context = {
    seed: options.seed,
    providerBankgiro,
    today: options.today,
    referenceRates: await loadReferenceRates(db),
    passwordHash,
    creditors: await ensureScaleCreditors(db, passwordHash, providerBankgiro),
  };
  const figures = new Map<string, { rows: number; ms: number }>();
  /** Runs one table's insert and adds its rows and milliseconds to the report. */
  const timed = async (table: string, run: () => Promise<number>) => {
    const begun = performance.now();
    const rows = await run();
    const figure = figures.get(table) ?? { rows: 0, ms: 0 };
    figures.set(table, { rows: figure.rows + rows, ms: figure.ms + performance.now() - begun });
  };
  let generateMs = 0;
  for (let from = firstIndex; from <= lastIndex; from += DEBTORS_PER_TRANSACTION) {
    const to = Math.min(lastIndex, from + DEBTORS_PER_TRANSACTION - 1);
    const generating = performance.now();
    const batch: ScaleDebtorRows[] = [];
    for (let index = from; index <= to; index++) batch.push(generateScaleDebtor(index, context));
    const debtorRows = batch.map((rows) => rows.debtor);
    const addressRows = batch.map((rows) => rows.address);
    const accountRows = batch.map((rows) => rows.account);
    const caseRows = batch.flatMap((rows) => rows.cases);
    const onlyCases = caseRows.map((rows) => rows.case);
    const feeRows = caseRows.flatMap((rows) => rows.fees);
    const paymentRows = caseRows.flatMap((rows) => rows.payments);
    const documentRows = caseRows.flatMap((rows) => rows.documents);
    const deliveryRows = caseRows.flatMap((rows) => rows.deliveries);
    const stepRows = caseRows.flatMap((rows) => rows.steps);
    generateMs += performance.now() - generating;
    await db.transaction(async (tx) => {
      await timed('debtors', () => insertDebtors(tx, debtorRows));
      await timed('debtor_addresses', () => insertDebtorAddresses(tx, addressRows));
      await timed('accounts', () => insertDebtorLogins(tx, accountRows));
      await timed('cases', () => insertCases(tx, onlyCases));
      await timed('case_fees', () => insertFeeLines(tx, feeRows));
      await timed('payments', () => insertPayments(tx, paymentRows));
      await timed('documents', () => insertDocuments(tx, documentRows));
      await timed('deliveries', () => insertDeliveries(tx, deliveryRows));
      await timed('process_actions', () => insertStepRows(tx, stepRows));
    });
    options.onProgress?.(to - firstIndex + 1, options.debtors);
  }
  // Fresh statistics, so the planner knows the tables are no longer nearly empty.
  await analyzeGeneratedTables(db);
  const tables = [...figures].map(([table, figure]) => ({ table, ...figure }));
  return {
    firstIndex,
    lastIndex,
    tables,
    rows: tables.reduce((sum, figure) => sum + figure.rows, 0),
    elapsedMs: performance.now() - started,
    generateMs,
  };
}

/** The highest `scale<i>` index in use (0 when none); refuses unless appending when there is one. */
async function lastScaleIndex(db: Executor, append: boolean): Promise<number> {
  if (!(await accountIdByUsername(db, `${SCALE_USERNAME_PREFIX}1`))) return 0;
  if (!append) {
    throw new ScaleDataExistsError(
      `Scale data already exists (the login ${SCALE_USERNAME_PREFIX}1). ` +
        'Run with --append to add debtors after the existing ones.',
    );
  }
  return (await highestNumberedUsername(db, SCALE_USERNAME_PREFIX)) ?? 0;
}

/** Clients of generated cases: the first holds a fifth of them, the other nineteen share the rest. */
export const SCALE_CLIENTS = 20;
const clientShare = (index: number) => (index === 1 ? 0.2 : 0.8 / (SCALE_CLIENTS - 1));
const scaleClientNumber = (index: number) => `7${String(index).padStart(5, '0')}`;
/** The API key of scale client `index` (read and write), known to the benches. */
export const scaleApiKey = (index: number) =>
  `fordra_scale-client-${String(index).padStart(2, '0')}-${'0'.repeat(23)}`;

/**
 * The clients of generated cases (`scaleClientNumber`), each with every scale creditor, an admin
 * `skalkund<i>` / demo1234 and an API key (`scaleApiKey`), inserted when missing, with the creditors'
 * ids, weights (the creditor's share of cases times its client's) and their client's process policy.
 */
async function ensureScaleCreditors(db: Executor, passwordHash: string, providerBankgiro: string) {
  const stored: Omit<ScaleContext['creditors'][number], 'policy'>[] = [];
  for (let index = 1; index <= SCALE_CLIENTS; index++) {
    const clientNumber = scaleClientNumber(index);
    await addClientUnlessNumbered(db, {
      clientNumber,
      name: `Skalkund ${String(index).padStart(2, '0')} AB`,
      orgNumber: '556677-8816',
      settlementBankgiro: providerBankgiro,
    });
    const clientId = await clientIdByNumber(db, clientNumber);
    if (!clientId) throw new Error(`Client ${clientNumber} was not stored`);
    await addClientUserUnlessTaken(db, {
      username: `skalkund${index}`,
      displayName: `Skalkund ${index}`,
      passwordHash,
      role: 'creditor',
      clientId,
      clientRole: 'admin',
    });
    const key = scaleApiKey(index);
    await addApiKeyUnlessStored(db, {
      clientId,
      name: 'Scale',
      prefix: key.slice(0, 13),
      keyHash: hashApiKey(key),
      scope: 'readWrite',
    });
    for (const creditor of scaleCreditors) {
      const number = `${creditor.clientNumber}-${index}`;
      const { name, orgNumber, phone, swishPayee } = creditor;
      await addCreditorUnlessNumbered(db, {
        clientId,
        clientNumber: number,
        name,
        orgNumber,
        phone,
        bankgiro: providerBankgiro,
        swishPayee,
      });
      const creditorId = await creditorIdByClientNumber(db, number);
      if (!creditorId) throw new Error(`Creditor ${number} was not stored`);
      stored.push({
        ...creditor,
        id: creditorId,
        clientId,
        weight: creditor.weight * clientShare(index),
      });
    }
  }
  const policies = await loadPolicies(db);
  return stored.map((creditor) => {
    const policy = policies.get(creditor.clientId);
    if (!policy) throw new Error(`Client ${creditor.clientId} has no policy`);
    return { ...creditor, policy };
  });
}

const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

/** The report as a table: rows and rows per second, per table (of its inserts) and in all (of the whole run). */
export function formatScaleReport(report: ScaleReport): string {
  const perSecond = (rows: number, ms: number) => (ms > 0 ? grouped((rows / ms) * 1_000) : '-');
  const line = (label: string, rows: string, rate: string) =>
    `${label.padEnd(18)}${rows.padStart(12)}${rate.padStart(14)}`;
  const insertMs = report.tables.reduce((sum, figure) => sum + figure.ms, 0);
  return [
    `debtors ${SCALE_USERNAME_PREFIX}${report.firstIndex}–${SCALE_USERNAME_PREFIX}${report.lastIndex}` +
      ` in ${(report.elapsedMs / 1_000).toFixed(1)} s (generating ${(report.generateMs / 1_000).toFixed(1)} s,` +
      ` inserting ${(insertMs / 1_000).toFixed(1)} s)`,
    line('table', 'rows', 'rows/s'),
    ...report.tables.map((figure) =>
      line(figure.table, grouped(figure.rows), perSecond(figure.rows, figure.ms)),
    ),
    line('in all', grouped(report.rows), perSecond(report.rows, report.elapsedMs)),
  ].join('\n');
}
