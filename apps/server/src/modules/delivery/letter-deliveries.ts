/** A case's or a list's letters with their deliveries, for the pages that show how each letter went out. */
import type { Executor } from '../../db/executor.ts';
import {
  attemptsOfDeliveries,
  deliveriesOfCase,
  deliveriesOfDocumentGuids,
} from '../../db/repositories/deliveries.ts';

/** The letter deliveries of case `caseId`, oldest first, with their attempts. */
export async function letterDeliveriesOfCase(db: Executor, caseId: string) {
  const rows = (await deliveriesOfCase(db, caseId)).filter((row) => row.purpose === 'letter');
  const attempts = await attemptsOfDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return { rows, attempts };
}

/** The letter deliveries of the documents of guids `documentGuids`, oldest first, by document guid. */
export async function deliveriesByDocumentGuid(db: Executor, documentGuids: readonly string[]) {
  const rows = await deliveriesOfDocumentGuids(db, documentGuids);
  return Map.groupBy(rows, (row) => row.documentGuid ?? '');
}
