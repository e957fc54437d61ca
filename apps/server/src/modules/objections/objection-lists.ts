/** The objections' lists and reads: the client's list, the staff's queues, one objection, an attachment. */

import type { clientObjectionsQuery, staffObjectionsQuery, staffPostponementsQuery } from '@fordra/contract';
import { addDays, OBJECTION_CLIENT_ANSWER_DAYS } from '@fordra/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import {
  attachmentsOfObjections,
  type ObjectionScope,
  objectionAttachment,
  objectionByGuid,
  objectionsPage,
  pendingPostponementsPage,
} from '../../db/repositories/objections.ts';
import { notFound } from '../../http/api-error.ts';
import { listAnswer, pageWindow } from '../../http/lists.ts';
import { objectionForClient } from '../../presenters/objection-for-client.ts';
import { caseStateFor } from '../../presenters/objection-for-debtor.ts';
import { objectionForStaff, postponementForStaff } from '../../presenters/objection-for-staff.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

/** A page of the client's objections, oldest first unless asked otherwise. */
export async function objectionsForClient(
  db: Executor,
  clientId: string,
  query: z.infer<typeof clientObjectionsQuery>,
  today: string,
) {
  const { rows, total } = await objectionsPage(
    db,
    { scope: { clientId }, status: query.status, caseGuid: query.caseGuid },
    { sort: query.sort ?? 'filedAt', descending: query.order === 'desc', ...pageWindow(query) },
  );
  const [files, rates] = await Promise.all([
    attachmentsOfObjections(
      db,
      rows.map((row) => row.objection.id),
    ),
    referenceRatesOf(db),
  ]);
  return listAnswer(
    query,
    rows.map((row) => objectionForClient(row, files, today, rates)),
    total,
  );
}

/** The staff's queue: open objections that have waited for the client at least `minDays` days. */
export async function objectionsForStaff(
  db: Executor,
  query: z.infer<typeof staffObjectionsQuery>,
  today: string,
) {
  const minDays = query.minDays ?? OBJECTION_CLIENT_ANSWER_DAYS;
  const { rows, total } = await objectionsPage(
    db,
    { scope: {}, status: 'open', filedOnOrBefore: addDays(today, -minDays) },
    { sort: 'filedAt', descending: query.order === 'desc', ...pageWindow(query) },
  );
  const [files, rates] = await Promise.all([
    attachmentsOfObjections(
      db,
      rows.map((row) => row.objection.id),
    ),
    referenceRatesOf(db),
  ]);
  return listAnswer(
    query,
    rows.map((row) => objectionForStaff(row, files, today, rates)),
    total,
  );
}

/** The staff's queue of requests for more time waiting for a decision. */
export async function pendingPostponements(db: Executor, query: z.infer<typeof staffPostponementsQuery>) {
  const { rows, total } = await pendingPostponementsPage(db, {
    descending: query.order === 'desc',
    ...pageWindow(query),
  });
  return listAnswer(query, rows.map(postponementForStaff), total);
}

async function objectionRow(db: Executor, scope: ObjectionScope, objectionGuid: string) {
  const row = await objectionByGuid(db, scope, objectionGuid);
  if (!row) throw notFound('The objection');
  const [files, rates] = await Promise.all([
    attachmentsOfObjections(db, [row.objection.id]),
    referenceRatesOf(db),
  ]);
  return { row, files, rates };
}

/** One objection of the client's cases (`scope`), with the case's state. */
export async function objectionOf(db: Executor, scope: ObjectionScope, objectionGuid: string, today: string) {
  const { row, files, rates } = await objectionRow(db, scope, objectionGuid);
  return {
    objection: objectionForClient(row, files, today, rates),
    case: caseStateFor(row.case, today, rates),
  };
}

/** One objection, for the provider's staff: with its client, and the case's state. */
export async function objectionForStaffOf(db: Executor, objectionGuid: string, today: string) {
  const { row, files, rates } = await objectionRow(db, {}, objectionGuid);
  return {
    objection: objectionForStaff(row, files, today, rates),
    case: caseStateFor(row.case, today, rates),
  };
}

/** An attachment of an objection in `scope`; another's is not found. */
export async function objectionAttachmentFile(
  db: Executor,
  scope: ObjectionScope,
  objectionGuid: string,
  attachmentGuid: string,
) {
  const file = await objectionAttachment(db, scope, objectionGuid, attachmentGuid);
  if (!file) throw notFound('The attachment');
  return file;
}
