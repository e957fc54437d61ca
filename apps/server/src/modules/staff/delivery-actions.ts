/**
 * The back office's part in delivery (docs/delivery.md#paper): the queue of letters that failed or came back
 * by post, marking a posted letter returned and sending a letter again (each audited with the handler's
 * reason, in one transaction), and the days' print files with their manifests.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Executor, Transaction } from '../../db/executor.ts';
import {
  letterDeliveryForAction,
  listPrintFiles,
  lockPrintFile,
  markReturned,
  sendAgain,
  troubledLettersCount,
  troubledLettersPage,
} from '../../db/repositories/deliveries.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { listAnswer, pageWindow } from '../../http/lists.ts';
import { printFileForStaff, troubledLetterForStaff } from '../../presenters/delivery-for-staff.ts';
import { auditAction, type StaffActor } from './actions.ts';
import type { QueueQuery } from './queues.ts';

/** Letters that failed, came back by post or were given up, and are not yet sent again. */
export async function troubledLetters(db: Executor, query: QueueQuery) {
  const rows = await troubledLettersPage(db, { descending: query.order === 'desc', ...pageWindow(query) });
  return listAnswer(query, rows.map(troubledLetterForStaff), await troubledLettersCount(db));
}

/** The letter delivery of `deliveryGuid`, for an action; an unknown one is not found. */
async function deliveryOf(tx: Transaction, deliveryGuid: string) {
  const row = await letterDeliveryForAction(tx, deliveryGuid);
  if (!row) throw notFound('The delivery');
  return row;
}

/** The audit entry of an action on a letter's delivery: on its case when it has one, so the case's timeline shows it. */
function auditDelivery(
  tx: Transaction,
  actor: StaffActor,
  row: Awaited<ReturnType<typeof deliveryOf>>,
  entry: { action: string; reason: string },
) {
  return auditAction(tx, actor, {
    ...entry,
    entity: row.caseNumber ? 'case' : 'delivery',
    entityId: row.caseNumber ?? row.guid,
    debtorId: row.debtorId,
    details: { deliveryGuid: row.guid, documentTitle: row.documentTitle, channel: row.channel },
  });
}

/** Records a posted letter as returned by the post: its proof of delivery is withdrawn. */
export async function markLetterReturned(
  db: Executor,
  actor: StaffActor,
  input: { deliveryGuid: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const row = await deliveryOf(tx, input.deliveryGuid);
    if (!(await markReturned(tx, row.id, input.reason)))
      throw new ApiError(409, 'DeliveryNotPosted', 'Only a posted paper letter can be returned by the post.');
    await auditDelivery(tx, actor, row, { action: 'delivery.returned', reason: input.reason });
    return { deliveryGuid: row.guid, status: 'returned' as const };
  });
}

/** Sends a failed or returned letter again, to the debtor's address as it is now. */
export async function sendLetterAgain(
  db: Executor,
  actor: StaffActor,
  input: { deliveryGuid: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const row = await deliveryOf(tx, input.deliveryGuid);
    if (!(await sendAgain(tx, row.id)))
      throw new ApiError(
        409,
        'DeliveryNotTroubled',
        'Only a letter that failed, came back or was given up, and is not sent again already, can be sent again.',
      );
    await auditDelivery(tx, actor, row, { action: 'delivery.sentAgain', reason: input.reason });
    return { deliveryGuid: row.guid, status: row.status };
  });
}

/** The days' print files, newest first. */
export async function printFiles(db: Executor) {
  return { items: (await listPrintFiles(db)).map(printFileForStaff) };
}

/**
 * The manifest of the print file of ISO day `day` (validated by the route: never a path from the request),
 * once the file is written; otherwise not found.
 */
export async function printFileManifest(db: Executor, printDir: string, day: string): Promise<Buffer> {
  const row = await lockPrintFile(db, day, false);
  if (row?.status !== 'written') throw notFound('The print file');
  const manifest = await readFile(path.join(printDir, day, 'manifest.csv')).catch(() => null);
  if (!manifest) throw notFound('The print file');
  return manifest;
}
