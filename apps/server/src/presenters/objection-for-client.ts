/** An objection as the client (and, with its client, the provider's staff) sees it in lists and on its own. */
import type { ClientObjectionItem } from '@fordra/contract';
import { type CaseStatus, daysBetween, type ReferenceRateTable } from '@fordra/domain';
import type { ObjectionListRow } from '../db/repositories/objections.ts';
import { balanceOn } from '../modules/ledger/balance-as-of.ts';
import { type ObjectionAttachmentRow, objectionFor } from './objection-for-debtor.ts';

/** The objection with its debtor, creditor, the case's status and balance, and the days it has waited. */
export function objectionForClient(
  row: ObjectionListRow,
  files: readonly ObjectionAttachmentRow[],
  today: string,
  rates: ReferenceRateTable,
): ClientObjectionItem {
  const o = row.objection;
  return {
    ...objectionFor(row, files),
    debtor: { debtorGuid: row.debtorGuid, name: row.debtorName },
    creditor: { creditorGuid: row.creditorGuid, name: row.creditorName },
    caseStatus: row.caseStatus as CaseStatus,
    remainingAmount: balanceOn(row.case, today, rates).remainingAmount,
    daysWaiting: Math.max(0, daysBetween(o.filedOn, o.answeredOn ?? today)),
  };
}
