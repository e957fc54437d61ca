/** A payment file as the back office sees it: in the list of files received, or refused whole in its queue. */
import type { PaymentFileItem, PaymentFileRefusal, RefusedPaymentFileItem } from '@fordra/contract';
import type { paymentFilesPage } from '../db/repositories/bank-files.ts';
import type { refusedPaymentFilesPage } from '../db/repositories/queues.ts';

type RefusalColumns = {
  refusal: 'Unreadable' | 'WrongBankgiro' | null;
  refusalLine: number | null;
  refusalBankgiro: string | null;
};

/** The refusal's code and what it names, for the web to put in the reader's language. */
function refusalOf(row: RefusalColumns): PaymentFileRefusal | null {
  return row.refusal ? { code: row.refusal, line: row.refusalLine, bankgiro: row.refusalBankgiro } : null;
}

export function refusedPaymentFileForStaff(
  row: Awaited<ReturnType<typeof refusedPaymentFilesPage>>[number],
): RefusedPaymentFileItem {
  return {
    fileGuid: row.guid,
    fileName: row.fileName,
    source: row.source,
    refusal: refusalOf(row),
    reason: row.reason ?? '',
    receivedAt: row.createdAt.toISOString(),
  };
}

export function paymentFileForStaff(
  row: Awaited<ReturnType<typeof paymentFilesPage>>[number],
): PaymentFileItem {
  return {
    fileGuid: row.guid,
    fileName: row.fileName,
    source: row.source,
    status: row.status,
    refusal: refusalOf(row),
    reason: row.reason,
    receivedAt: row.createdAt.toISOString(),
    payments: row.sums.reduce((n, sum) => n + sum.payments, 0),
    unmatched: row.sums.reduce((n, sum) => n + sum.unmatched, 0),
    sums: row.sums.map((sum) => ({ currency: sum.currency, amount: sum.amount })),
  };
}
