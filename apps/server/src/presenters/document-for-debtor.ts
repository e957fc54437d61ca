/** A document of the debtor's case as their history lists it. */
import type { HistoryDocument } from '@fordra/contract';

export function historyDocumentForDebtor(
  doc: {
    documentGuid: string;
    kind: HistoryDocument['kind'];
    title: string;
    fileName: string;
    sizeBytes: number;
    createdAt: Date;
    withdrawnAt: Date | null;
  },
  caseGuid: string,
  delivery: HistoryDocument['delivery'],
): HistoryDocument {
  return {
    ...doc,
    caseGuid,
    delivery,
    createdAt: doc.createdAt.toISOString(),
    withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
  };
}
