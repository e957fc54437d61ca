/**
 * Imports a Bankgirot payment file (BgMax): the file is kept whole, and each of its payments is
 * registered through the ledger's one payment path, matched by its OCR reference to a case or kept
 * unmatched for staff to place. A payment is registered once, ever: its identity from the file (the
 * deposit's bankgiro, day and serial number, its place in the deposit and Bankgirot's serial number)
 * is the payment's unique external id, so a file imported again, a file overlapping an earlier one, or
 * an import killed half-way and run again registers nothing twice.
 */
import { createHash } from 'node:crypto';
import { type BgmaxDeposit, type BgmaxPayment, type Currency, parseBgmax } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { paymentFiles } from '../../db/schema.ts';
import { registerPayment } from '../ledger/ledger-service.ts';

export type ImportReport = {
  fileGuid: string;
  status: 'imported' | 'refused';
  /** Why the file was refused, with its line; the file registered nothing. */
  reason: string | null;
  /** Payments (TK20) in the file and their sum in öre; deductions (TK21) are counted apart. */
  payments: number;
  amount: number;
  deductions: number;
  /** Payments registered now, on a case or unmatched, and those registered by an earlier import. */
  matched: number;
  unmatched: number;
  duplicates: number;
};

/** The parts a payment is registered as: one, or one per extra reference when they divide it. */
function partsOf(payment: BgmaxPayment): { reference: string; amount: number }[] {
  const extra = payment.extraReferences;
  const divided =
    extra.length > 0 &&
    extra.every((part) => part.amount > 0) &&
    extra.reduce((sum, part) => sum + part.amount, 0) === payment.amount;
  if (divided) return extra.map((part) => ({ reference: part.reference, amount: part.amount }));
  // Not divided: the whole on the main reference; every reference stays in the text for staff.
  const references = [payment.reference, ...extra.map((part) => part.reference)].filter(Boolean);
  return [{ reference: [...new Set(references)].join(' '), amount: payment.amount }];
}

/** The identity of a payment (or of one part of it) in Bankgirot's files. */
function identityOf(
  deposit: BgmaxDeposit,
  place: number,
  payment: BgmaxPayment,
  part: number,
  parts: number,
) {
  const base = `bgmax:${deposit.bankgiro}:${deposit.paymentDate}:${deposit.depositSerial}:${place}:${payment.bgcSerial}`;
  return parts > 1 ? `${base}:${part + 1}` : base;
}

async function keepFile(
  db: Db,
  file: { fileName: string; content: Uint8Array; source: string },
  outcome: { status: 'imported' | 'refused'; reason: string | null },
): Promise<string> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  await db
    .insert(paymentFiles)
    .values({ sha256, ...file, ...outcome })
    .onConflictDoNothing({ target: paymentFiles.sha256 });
  const [kept] = await db
    .select({ guid: paymentFiles.guid })
    .from(paymentFiles)
    .where(eq(paymentFiles.sha256, sha256));
  if (!kept) throw new Error('The payment file was not kept');
  return kept.guid;
}

/** Imports one BgMax file; see the module's comment. */
export async function importBgmax(
  db: Db,
  file: { fileName: string; content: Uint8Array; source: string },
): Promise<ImportReport> {
  const parsed = parseBgmax(file.content);
  const report: ImportReport = {
    fileGuid: '',
    status: parsed.ok ? 'imported' : 'refused',
    reason: parsed.ok ? null : `line ${parsed.error.line}: ${parsed.error.reason}`,
    payments: 0,
    amount: 0,
    deductions: 0,
    matched: 0,
    unmatched: 0,
    duplicates: 0,
  };
  report.fileGuid = await keepFile(db, file, { status: report.status, reason: report.reason });
  if (!parsed.ok) return report;

  for (const deposit of parsed.value.deposits) {
    for (const [index, payment] of deposit.payments.entries()) {
      if (payment.kind === 'deduction') {
        report.deductions += 1;
        continue;
      }
      report.payments += 1;
      report.amount += payment.amount;
      const parts = partsOf(payment);
      for (const [part, { reference, amount }] of parts.entries()) {
        try {
          const { caseId } = await registerPayment(db, {
            paymentReference: reference,
            amount,
            currency: deposit.currency as Currency,
            paymentDate: deposit.paymentDate,
            channel: 'bankgiro',
            externalId: identityOf(deposit, index + 1, payment, part, parts.length),
          });
          if (caseId) report.matched += 1;
          else report.unmatched += 1;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          report.duplicates += 1;
        }
      }
    }
  }
  return report;
}
