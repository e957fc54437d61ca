/** Objections and requests for more time in the provider's staff's queues: the client's view, with the client. */

import type { staffObjectionItem, staffPostponementItem } from '@fordra/contract';
import type { CaseStatus, ReferenceRateTable } from '@fordra/domain';
import type { z } from 'zod';
import type { ObjectionListRow, PostponementListRow } from '../db/repositories/objections.ts';
import { objectionForClient } from './objection-for-client.ts';
import { type ObjectionAttachmentRow, postponementFor } from './objection-for-debtor.ts';

export function objectionForStaff(
  row: ObjectionListRow,
  files: readonly ObjectionAttachmentRow[],
  today: string,
  rates: ReferenceRateTable,
): z.infer<typeof staffObjectionItem> {
  return {
    ...objectionForClient(row, files, today, rates),
    client: { clientGuid: row.clientGuid, name: row.clientName },
  };
}

export function postponementForStaff(row: PostponementListRow): z.infer<typeof staffPostponementItem> {
  return {
    ...postponementFor(row),
    debtor: { debtorGuid: row.debtorGuid, name: row.debtorName },
    client: { clientGuid: row.clientGuid, name: row.clientName },
    caseStatus: row.caseStatus as CaseStatus,
  };
}
