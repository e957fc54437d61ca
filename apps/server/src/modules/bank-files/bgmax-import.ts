/**
 * Imports a Bankgirot payment file (BgMax): the file is kept whole, and each of its payments is
 * registered through the ledger's one payment path (`registerPayments`), matched by its OCR reference,
 * or a reference the payer wrote in its extra references or message, to a case or an invoice, or kept
 * unmatched for staff to place. A payment is registered once, ever: its identity from the file (the
 * deposit's bankgiro, day and serial number, its place in the deposit and Bankgirot's serial number)
 * is the payment's unique external id.
 *
 * The payments are registered in batches, each one transaction with everything it changes (cases,
 * invoices, plans); the file's row is written once every batch is committed. So a kept file has all
 * its payments, and an import cut off anywhere (the process killed) has registered whole batches only:
 * run again on the same file, it skips what is registered and finishes the rest. A file imported
 * again, or a file overlapping an earlier one, registers nothing twice.
 *
 * A deduction (TK21) is registered as a negative payment on what its reference matches (or unmatched),
 * so the ledger holds what the bank paid in. The report puts each deposit's total from the file (TK15)
 * beside the sum the ledger holds of it. A file to a bankgiro that is not one of the provider's is
 * refused whole before anything is registered.
 */
import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { type BgmaxDeposit, type BgmaxPayment, ocrReferencesIn, parseBgmaxInSteps } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { keepPaymentFileOnce, paymentFileGuidBySha256 } from '../../db/repositories/bank-files.ts';
import { runsOneAtATime, yieldToRequests } from '../../db/yield-to-requests.ts';
import { countBgmaxImport } from '../../metrics/portal-metrics.ts';
import { type NewPayment, registerPayments } from '../ledger/ledger-service.ts';
import type { NotificationLinks } from '../notifications/event-notifications.ts';
import {
  type DepositReport,
  depositIdentity,
  foreignDeposit,
  readableBankgiro,
  registeredOfDeposits,
} from './bgmax-deposits.ts';

export type ImportReport = {
  fileGuid: string;
  status: 'imported' | 'refused';
  /** Why the file was refused, with its line; the file registered nothing. */
  reason: string | null;
  /**
   * What refused it, for a translated message: `unreadable` (the reason names the line), or
   * `receivingBankgiro`, a deposit to a bankgiro that is not the provider's (`bankgiro`).
   */
  refusal: 'unreadable' | 'receivingBankgiro' | null;
  /** The receiving bankgiro that refused the file, `NNN-NNNN`. */
  bankgiro: string | null;
  /** Payments (TK20) in the file and their sum in öre. */
  payments: number;
  amount: number;
  /** Deductions (TK21) in the file and their sum in öre (positive), registered as negative payments. */
  deductions: number;
  deducted: number;
  /** Each deposit: its total in the file (TK15) and the sum the ledger holds of its payments and deductions. */
  deposits: DepositReport[];
  /**
   * Payments and deductions registered now on a case (`matched`), on an invoice of the invoice ledger
   * (`invoices`) or unmatched, and those registered before (`duplicates`); a payment divided over extra
   * references counts once per part.
   */
  matched: number;
  invoices: number;
  unmatched: number;
  duplicates: number;
};

/** How far an import has come: payments (parts) looked at and registered so far, of all in the file. */
export type ImportProgress = { done: number; total: number; registered: number };

export type ImportOptions = {
  /** The provider's bankgiro numbers (config `provider.bankgiros`): a file to any other is refused. */
  receivingBankgiros: readonly string[];
  /** Payments registered per transaction; `importBatchSize` of the database by default. */
  batchSize?: number;
  /**
   * Batches registered at once, each in its own transaction (PostgreSQL only: PGlite runs one
   * transaction at a time); 1 by default.
   */
  concurrency?: number;
  /** Told after each batch is committed. */
  onProgress?: (progress: ImportProgress) => void;
  /** The links of the `paymentRegistered` notifications; none told without (demo data). */
  notify?: NotificationLinks;
};

/**
 * Payments per transaction: on PostgreSQL large enough for few round trips, small enough for short
 * locks; on PGlite, which runs one transaction at a time, a batch takes about a tenth of a second, so a
 * request that comes during one waits no longer (`yieldToRequests` lets it run before the next).
 */
export const importBatchSize = (kind: 'pglite' | 'postgres') => (kind === 'pglite' ? 200 : 2_000);

/** The parts a payment is registered as: one, or one per extra reference when they divide it. */
function partsOf(payment: BgmaxPayment): { reference: string; amount: number; otherReferences: string[] }[] {
  const extra = payment.extraReferences;
  const divided =
    extra.length > 0 &&
    extra.every((part) => part.amount > 0) &&
    extra.reduce((sum, part) => sum + part.amount, 0) === payment.amount;
  if (divided) {
    return extra.map((part) => ({
      reference: part.reference,
      amount: part.amount,
      otherReferences: ocrReferencesIn(part.reference),
    }));
  }
  // Not divided: the whole on the main reference, every reference kept in the text for staff (once: a
  // payer often writes in the main reference the numbers they also give as extra references), and each
  // one, then any reference written in the message, tried in turn.
  const references = [payment.reference, ...extra.map((part) => part.reference)].flatMap((reference) =>
    reference.split(/\s+/).filter(Boolean),
  );
  const written = [...references, ...payment.messages].flatMap(ocrReferencesIn);
  return [
    {
      reference: [...new Set(references)].join(' '),
      amount: payment.amount,
      otherReferences: [...new Set([...references, ...written])],
    },
  ];
}

/** The identity of a payment (or of one part of it) in Bankgirot's files. */
function identityOf(
  deposit: BgmaxDeposit,
  place: number,
  payment: BgmaxPayment,
  part: number,
  parts: number,
) {
  const base = `${depositIdentity(deposit)}${place}:${payment.bgcSerial}`;
  return parts > 1 ? `${base}:${part + 1}` : base;
}

/** The payer as the file names them: name and address, what is given of them. */
function payerOf({ payer }: BgmaxPayment): string | null {
  const place = [payer.postalCode, payer.city].filter(Boolean).join(' ');
  const parts = [payer.name, payer.extraName, payer.street, place, payer.country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A refused file's reason as the code the back office translates, with what it names. */
function refusalOf(report: ImportReport, line: number | null) {
  if (report.refusal === 'unreadable') return { refusal: 'Unreadable' as const, refusalLine: line };
  if (report.refusal === 'receivingBankgiro')
    return { refusal: 'WrongBankgiro' as const, refusalBankgiro: report.bankgiro };
  return {};
}

async function keepFile(
  db: Executor,
  file: { fileName: string; content: Uint8Array; source: string },
  sha256: string,
  outcome: {
    status: 'imported' | 'refused';
    reason: string | null;
    refusal?: 'Unreadable' | 'WrongBankgiro';
    refusalLine?: number | null;
    refusalBankgiro?: string | null;
  },
): Promise<string> {
  await keepPaymentFileOnce(db, { sha256, ...file, ...outcome });
  const guid = await paymentFileGuidBySha256(db, sha256);
  if (!guid) throw new Error('The payment file was not kept');
  return guid;
}

/** `parseBgmax`, letting other work run between its steps. */
async function parseGivingWay(content: Uint8Array) {
  const steps = parseBgmaxInSteps(content);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}

/** Imports one BgMax file; see the module's comment. */
/** A report of a file that registered nothing (yet): imported, unless `refusal` says why not. */
export function emptyImportReport(
  refusal: Pick<ImportReport, 'reason' | 'refusal'> | null = null,
): ImportReport {
  return {
    fileGuid: '',
    status: refusal ? 'refused' : 'imported',
    reason: refusal?.reason ?? null,
    refusal: refusal?.refusal ?? null,
    bankgiro: null,
    payments: 0,
    amount: 0,
    deductions: 0,
    deducted: 0,
    deposits: [],
    matched: 0,
    invoices: 0,
    unmatched: 0,
    duplicates: 0,
  };
}

export async function importBgmax(
  db: Executor,
  file: { fileName: string; content: Uint8Array; source: string },
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = await parseGivingWay(file.content);
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const report = emptyImportReport();
  const foreign = parsed.ok ? foreignDeposit(parsed.value.deposits, options.receivingBankgiros) : null;
  if (!parsed.ok) {
    Object.assign(report, {
      status: 'refused',
      reason: `line ${parsed.error.line}: ${parsed.error.reason}`,
      refusal: 'unreadable',
    });
  } else if (foreign) {
    const bankgiro = readableBankgiro(foreign.bankgiro);
    const ours = options.receivingBankgiros.map(readableBankgiro).join(', ');
    Object.assign(report, {
      status: 'refused',
      reason: `The file is to bankgiro ${bankgiro}, which is not one of ours (${ours})`,
      refusal: 'receivingBankgiro',
      bankgiro,
    });
  }
  if (!parsed.ok || foreign) {
    report.fileGuid = await keepFile(db, file, sha256, {
      status: 'refused',
      reason: report.reason,
      ...refusalOf(report, parsed.ok ? null : parsed.error.line),
    });
    countBgmaxImport(report);
    return report;
  }

  const all: NewPayment[] = [];
  const depositIds: string[][] = [];
  for (const deposit of parsed.value.deposits) {
    const ids: string[] = [];
    depositIds.push(ids);
    // A file of many payments is read while the server answers other requests.
    await setImmediate();
    for (const [index, payment] of deposit.payments.entries()) {
      const deduction = payment.kind === 'deduction';
      if (deduction) {
        report.deductions += 1;
        report.deducted += payment.amount;
      } else {
        report.payments += 1;
        report.amount += payment.amount;
      }
      const parts = partsOf(payment);
      for (const [part, { reference, amount, otherReferences }] of parts.entries()) {
        const externalId = identityOf(deposit, index + 1, payment, part, parts.length);
        ids.push(externalId);
        all.push({
          paymentReference: reference,
          otherReferences,
          // A deduction is money the bank kept back: a negative payment, undoing what it covered.
          amount: deduction ? -amount : amount,
          currency: deposit.currency,
          paymentDate: deposit.paymentDate,
          channel: 'bankgiro',
          externalId,
          paymentFileSha256: sha256,
          payer: payerOf(payment),
        });
      }
    }
  }

  const batchSize = Math.max(
    1,
    options.batchSize ?? importBatchSize(runsOneAtATime(db) ? 'pglite' : 'postgres'),
  );
  const batches: NewPayment[][] = [];
  for (let start = 0; start < all.length; start += batchSize)
    batches.push(all.slice(start, start + batchSize));
  const progress: ImportProgress = { done: 0, total: all.length, registered: 0 };
  let next = 0;
  let failed = false;
  const registerBatch = async (batch: NewPayment[]) => {
    await yieldToRequests(db);
    const answers = await db.transaction((tx) => registerPayments(tx, batch, options.notify));
    for (const answer of answers) {
      if (!answer) report.duplicates += 1;
      else if (answer.caseId) report.matched += 1;
      else if (answer.invoiceId) report.invoices += 1;
      else report.unmatched += 1;
    }
    progress.done += batch.length;
    progress.registered += answers.filter(Boolean).length;
    options.onProgress?.({ ...progress });
  };
  // Each worker takes the next batch until none is left, or one of them failed.
  const registerBatches = async () => {
    while (!failed && next < batches.length) {
      await registerBatch(batches[next++] as NewPayment[]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const workers = Math.min(Math.max(1, options.concurrency ?? 1), batches.length);
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, registerBatches));
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  report.deposits = await registeredOfDeposits(db, parsed.value.deposits, depositIds);
  // Kept once every payment is registered: a kept file has all its payments.
  report.fileGuid = await keepFile(db, file, sha256, { status: 'imported', reason: null });
  countBgmaxImport(report);
  return report;
}
