/** The back office's lists of delivery: the troubled letters' queue and the days' print files. */
import type { PrintFileItem, TroubledDeliveryItem } from '@fordra/contract';
import type { listPrintFiles, troubledLettersPage } from '../db/repositories/deliveries.ts';

export function troubledLetterForStaff(
  row: Awaited<ReturnType<typeof troubledLettersPage>>[number],
): TroubledDeliveryItem {
  return {
    deliveryGuid: row.guid,
    debtor: { debtorGuid: row.debtorGuid, name: row.debtorName, identityNumber: row.identityNumber },
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    documentGuid: row.documentGuid,
    documentTitle: row.documentTitle,
    channel: row.channel,
    // The queue holds only failed, returned and dead letters.
    status: row.status === 'returned' || row.status === 'dead' ? row.status : 'failed',
    reason: row.failureReason,
    waitingSince: row.updatedAt.toISOString(),
  };
}

export function printFileForStaff(row: Awaited<ReturnType<typeof listPrintFiles>>[number]): PrintFileItem {
  return {
    day: row.day,
    status: row.status === 'written' ? 'written' : 'writing',
    letters: row.letters,
    pages: row.pages,
    bytes: row.bytes,
    manifestSha256: row.manifestSha256,
    writtenAt: row.writtenAt?.toISOString() ?? null,
  };
}
