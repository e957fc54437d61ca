/** A payment file as the back office sees it: refused whole, in its queue. */
import type { RefusedPaymentFileItem } from '@fordra/contract';
import type { refusedPaymentFilesPage } from '../db/repositories/queues.ts';

export function refusedPaymentFileForStaff(
  row: Awaited<ReturnType<typeof refusedPaymentFilesPage>>[number],
): RefusedPaymentFileItem {
  return {
    fileGuid: row.guid,
    fileName: row.fileName,
    source: row.source,
    reason: row.reason ?? '',
    receivedAt: row.createdAt.toISOString(),
  };
}
