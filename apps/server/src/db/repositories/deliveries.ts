/**
 * Deliveries of letters and notifications to debtors (migration 0030, docs/delivery.md): the outbox rows a
 * letter's transaction records, the worker's claims under a lease, each attempt, the print file's queue, and
 * the proof of delivery the collection process waits for.
 */
import {
  type DeliveryChannel,
  type DeliveryStatus,
  type LetterDelivery,
  paperDelivery,
} from '@fordra/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { insertRows } from '../bulk-statements.ts';
import { type Executor, rowsOf, type Transaction } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import { cases, creditors, debtors, deliveries, deliveryAttempts, documents, printFiles } from '../schema.ts';

export type DeliveryInsert = typeof deliveries.$inferInsert;

/** Stores deliveries in bulk (`insertRows`): generated data's letters, already posted. */
export async function insertDeliveries(db: Executor, rows: readonly DeliveryInsert[]): Promise<number> {
  return insertRows(db, deliveries, rows);
}

/** Records the delivery of each letter, in the transaction that stored it. */
export async function recordLetterDeliveries(
  db: Executor,
  letters: readonly { documentId: string; debtorId: string; caseId: string | null }[],
): Promise<void> {
  if (letters.length === 0) return;
  await db.insert(deliveries).values(letters.map((letter) => ({ ...letter, purpose: 'letter' as const })));
}

/** A notification to record: what it says, to whom, by which channel. */
export type NotificationInsert = {
  debtorId: string;
  caseId?: string | null;
  documentId?: string | null;
  notification: string;
  channel: 'email' | 'sms';
  address: string;
  payload: Record<string, string>;
};

/** Records notifications, in the transaction of the change they tell of. */
export async function recordNotifications(db: Executor, rows: readonly NotificationInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(deliveries).values(rows.map((row) => ({ ...row, purpose: 'notification' as const })));
}

/**
 * Records notice `notification` by e-mail to every administrator of client `clientId` with an address, in
 * the caller's transaction; how many. Each goes in the language the administrator last signed in with.
 */
export async function recordClientAdminNotices(
  tx: Transaction,
  clientId: string,
  notification: string,
  payload: Record<string, string>,
): Promise<number> {
  const result = await tx.execute(sql`
    insert into deliveries (account_id, purpose, notification, channel, address, payload)
    select a.id, 'notification', ${notification}, 'email', a.email, ${JSON.stringify(payload)}::jsonb
    from accounts a
    where a.client_id = ${clientId} and a.role = 'creditor' and a.client_role = 'admin' and not a.disabled
      and a.email is not null and a.email <> ''
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

/** A delivery a worker took, with what sending it needs. */
export type ClaimedDelivery = {
  id: number;
  guid: string;
  purpose: 'letter' | 'notification';
  channel: DeliveryChannel | null;
  notification: string | null;
  payload: Record<string, string>;
  address: string | null;
  attempts: number;
  /** The debtor's, for a letter or a debtor's notification; null for a notice to a client's user. */
  debtorId: string | null;
  identityNumber: string | null;
  /** The debtor's language, or the one a client's user last signed in with; Swedish when none. */
  language: string;
  caseId: string | null;
  documentId: string | null;
  documentTitle: string | null;
  documentKind: string | null;
  fileName: string | null;
};

/**
 * Takes up to `limit` due deliveries (pending and due, or sending under a lease that lapsed: its worker died)
 * for `leaseSeconds`, counting the attempt; letters only when `lettersOnly`. Rows another worker holds are
 * skipped.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { limit: number; leaseSeconds: number; lettersOnly?: boolean },
): Promise<ClaimedDelivery[]> {
  const purpose = options.lettersOnly ? sql`and d.purpose = 'letter'` : sql``;
  const result = await db.execute(sql`
    with claimable as (
      select d.id from deliveries d
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now() ${purpose}
      order by d.next_attempt_at, d.id
      limit ${options.limit}
      for update of d skip locked
    )
    update deliveries d
    set status = 'sending', attempts = d.attempts + 1, updated_at = now(),
      next_attempt_at = now() + make_interval(secs => ${options.leaseSeconds}),
      lease_until = now() + make_interval(secs => ${options.leaseSeconds})
    from claimable
    where d.id = claimable.id
    returning d.id, d.guid, d.purpose, d.channel, d.notification, d.payload, d.address, d.attempts,
      d.debtor_id as "debtorId",
      (select identity_number from debtors where id = d.debtor_id) as "identityNumber",
      coalesce(
        (select language from debtors where id = d.debtor_id),
        (select language from sessions where account_id = d.account_id and language is not null
          order by created_at desc limit 1),
        'sv') as language,
      d.case_id as "caseId", d.document_id as "documentId",
      (select title from documents where id = d.document_id) as "documentTitle",
      (select kind from documents where id = d.document_id) as "documentKind",
      (select file_name from documents where id = d.document_id) as "fileName"`);
  return rowsOf<ClaimedDelivery>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/** How an attempt ended, as the worker decided from the channel's answer and the rules. */
export type DeliveryOutcome =
  | {
      status: 'delivered' | 'sent';
      channel: DeliveryChannel;
      externalId: string | null;
      proof: LetterDelivery | null;
    }
  | { status: 'queued'; channel: 'paper'; printDay: string }
  | { status: 'failed' | 'dead'; channel: DeliveryChannel | null; reason: string }
  | { status: 'pending'; channel: DeliveryChannel; reason: string; retryAt: Date };

/** Stores an attempt of delivery `id` and where it now stands, and ends its lease. */
export async function finishDelivery(db: Executor, id: number, outcome: DeliveryOutcome): Promise<void> {
  const common = { leaseUntil: null, updatedAt: new Date(), channel: outcome.channel };
  const set = (() => {
    switch (outcome.status) {
      case 'delivered':
      case 'sent':
        return {
          ...common,
          status: outcome.status,
          externalId: outcome.externalId,
          sentOn: outcome.proof?.sentOn ?? null,
          deliveredOn: outcome.proof?.deliveredOn ?? null,
          failureReason: null,
        };
      case 'queued':
        return { ...common, status: outcome.status, printDay: outcome.printDay };
      case 'pending':
        return {
          ...common,
          status: outcome.status,
          failureReason: outcome.reason,
          nextAttemptAt: outcome.retryAt,
        };
      default:
        return { ...common, status: outcome.status, failureReason: outcome.reason };
    }
  })();
  await db.update(deliveries).set(set).where(eq(deliveries.id, id));
  if (outcome.channel !== null)
    await db.insert(deliveryAttempts).values({
      deliveryId: id,
      channel: outcome.channel,
      outcome: outcome.status === 'pending' ? 'retry' : outcome.status,
      detail: attemptDetail(outcome),
    });
}

function attemptDetail(outcome: DeliveryOutcome): string | null {
  switch (outcome.status) {
    case 'delivered':
    case 'sent':
      return outcome.externalId;
    case 'queued':
      return outcome.printDay;
    default:
      return outcome.reason;
  }
}

/** A letter whose digital delivery failed goes on paper the same day: a new delivery that replaces it. */
export async function queueOnPaperInstead(
  db: Executor,
  failed: { id: number; debtorId: string; documentId: string | null },
  printDay: string,
): Promise<void> {
  const [row] = await db
    .select({ caseId: deliveries.caseId })
    .from(deliveries)
    .where(eq(deliveries.id, failed.id));
  await db.insert(deliveries).values({
    debtorId: failed.debtorId,
    documentId: failed.documentId,
    caseId: row?.caseId ?? null,
    purpose: 'letter',
    channel: 'paper',
    status: 'queued',
    printDay,
    replaces: failed.id,
  });
}

/** The letters queued for print up to now, oldest first, with the documents they carry. */
export async function queuedForPrint(db: Executor) {
  return db
    .select({
      id: deliveries.id,
      guid: deliveries.guid,
      documentId: deliveries.documentId,
      debtorId: deliveries.debtorId,
      printDay: deliveries.printDay,
    })
    .from(deliveries)
    .where(and(eq(deliveries.status, 'queued'), isNotNull(deliveries.documentId)))
    .orderBy(asc(deliveries.id));
}

/**
 * Marks deliveries `ids` posted in the print file of ISO day `day`, with their proof (`paperDelivery`);
 * answers the letters of a case among them, with their kind.
 */
export async function markPosted(
  db: Executor,
  ids: readonly number[],
  proof: LetterDelivery,
): Promise<{ caseId: string; kind: string }[]> {
  if (ids.length === 0) return [];
  const posted = await db
    .update(deliveries)
    .set({
      status: 'sent',
      channel: 'paper',
      printDay: proof.sentOn,
      postedOn: proof.sentOn,
      sentOn: proof.sentOn,
      deliveredOn: proof.deliveredOn,
      updatedAt: new Date(),
    })
    .where(and(inArray(deliveries.id, [...ids]), eq(deliveries.status, 'queued')))
    .returning({ caseId: deliveries.caseId, documentId: deliveries.documentId });
  await db.insert(deliveryAttempts).values(
    ids.map((deliveryId) => ({
      deliveryId,
      channel: 'paper' as const,
      outcome: 'sent',
      detail: proof.sentOn,
    })),
  );
  const documentIds = posted.flatMap((row) => (row.caseId && row.documentId ? [row.documentId] : []));
  if (documentIds.length === 0) return [];
  const letters = await db
    .select({ caseId: documents.caseId, kind: documents.kind })
    .from(documents)
    .where(inArray(documents.id, documentIds))
    .orderBy(asc(documents.caseId), asc(documents.createdAt));
  return letters.flatMap(({ caseId, kind }) => (caseId ? [{ caseId, kind }] : []));
}

/** The print file of ISO day `day`, locked for the caller's transaction when `forUpdate`. */
export async function lockPrintFile(db: Executor, day: string, forUpdate: boolean) {
  const query = db.select().from(printFiles).where(eq(printFiles.day, day));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Begins the print file of `day` (idempotent), in `directory`. */
export async function beginPrintFile(db: Executor, day: string, directory: string): Promise<void> {
  await db.insert(printFiles).values({ day, directory }).onConflictDoNothing();
}

/** Records the print file of `day` as written, with its counts and the manifest's checksum. */
export async function finishPrintFile(
  db: Executor,
  day: string,
  written: { letters: number; pages: number; bytes: number; manifestSha256: string },
): Promise<void> {
  await db
    .update(printFiles)
    .set({ ...written, status: 'written', writtenAt: new Date() })
    .where(eq(printFiles.day, day));
}

/** The print files, newest first. */
export async function listPrintFiles(db: Executor, limit = 60) {
  return db.select().from(printFiles).orderBy(desc(printFiles.day)).limit(limit);
}

/**
 * The proof of delivery of each letter of `documentIds` that has one: the earliest delivery that reached
 * the reader (sent or delivered with a day it counts as delivered) and was not returned.
 */
export async function proofsOfDelivery(
  db: Executor,
  documentIds: readonly string[],
): Promise<Map<string, LetterDelivery>> {
  const proofs = new Map<string, LetterDelivery>();
  if (documentIds.length === 0) return proofs;
  const rows = await db
    .select({
      documentId: deliveries.documentId,
      sentOn: deliveries.sentOn,
      deliveredOn: deliveries.deliveredOn,
    })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.documentId, [...documentIds]),
        eq(deliveries.purpose, 'letter'),
        inArray(deliveries.status, ['sent', 'delivered']),
        isNotNull(deliveries.deliveredOn),
      ),
    )
    .orderBy(asc(deliveries.deliveredOn));
  for (const row of rows)
    if (row.documentId && row.sentOn && row.deliveredOn && !proofs.has(row.documentId))
      proofs.set(row.documentId, { sentOn: row.sentOn, deliveredOn: row.deliveredOn });
  return proofs;
}

/** Stores a channel's delivery report (an SMS gateway's callback) for the delivery it sent as `externalId`. */
export async function recordChannelReport(
  db: Executor,
  report: { channel: DeliveryChannel; externalId: string; status: 'delivered' | 'failed'; reason?: string },
): Promise<boolean> {
  const [row] = await db
    .update(deliveries)
    .set({
      status: report.status,
      failureReason: report.status === 'failed' ? (report.reason ?? 'failed') : null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(deliveries.channel, report.channel),
        eq(deliveries.externalId, report.externalId),
        inArray(deliveries.status, ['sent', 'delivered', 'failed']),
      ),
    )
    .returning({ id: deliveries.id });
  if (!row) return false;
  await db.insert(deliveryAttempts).values({
    deliveryId: row.id,
    channel: report.channel,
    outcome: report.status,
    detail: report.reason ?? 'report',
  });
  return true;
}

/** A delivery as a timeline or a list shows it. */
const deliveryColumns = {
  id: deliveries.id,
  guid: deliveries.guid,
  documentId: deliveries.documentId,
  documentGuid: documents.guid,
  documentTitle: documents.title,
  caseId: deliveries.caseId,
  purpose: deliveries.purpose,
  notification: deliveries.notification,
  channel: deliveries.channel,
  address: deliveries.address,
  status: deliveries.status,
  attempts: deliveries.attempts,
  postedOn: deliveries.postedOn,
  sentOn: deliveries.sentOn,
  deliveredOn: deliveries.deliveredOn,
  failureReason: deliveries.failureReason,
  replaces: deliveries.replaces,
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
};

export type DeliveryRow = {
  id: number;
  guid: string;
  documentId: string | null;
  documentGuid: string | null;
  documentTitle: string | null;
  caseId: string | null;
  purpose: 'letter' | 'notification';
  notification: string | null;
  channel: DeliveryChannel | null;
  address: string | null;
  status: DeliveryStatus;
  attempts: number;
  postedOn: string | null;
  sentOn: string | null;
  deliveredOn: string | null;
  failureReason: string | null;
  replaces: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The letter deliveries of the documents `documentIds`, oldest first. */
export async function deliveriesOfDocuments(
  db: Executor,
  documentIds: readonly string[],
): Promise<DeliveryRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select(deliveryColumns)
    .from(deliveries)
    .leftJoin(documents, eq(documents.id, deliveries.documentId))
    .where(and(inArray(deliveries.documentId, [...documentIds]), eq(deliveries.purpose, 'letter')))
    .orderBy(asc(deliveries.id));
}

/** Every delivery of a case (letters and notifications), oldest first. */
export async function deliveriesOfCase(db: Executor, caseId: string): Promise<DeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(deliveries)
    .leftJoin(documents, eq(documents.id, deliveries.documentId))
    .where(eq(deliveries.caseId, caseId))
    .orderBy(asc(deliveries.id));
}

/**
 * The letter deliveries of client `clientId`'s cases whose letter was issued from ISO day `period.start` to
 * `period.end` (Stockholm days), by case number and then in order: the client's monthly delivery report.
 */
export async function letterDeliveriesOfClient(
  db: Executor,
  clientId: string,
  period: { start: string; end: string },
) {
  const issuedOn = sql<string>`(${documents.createdAt} at time zone 'Europe/Stockholm')::date`;
  return db
    .select({
      guid: deliveries.guid,
      caseNumber: cases.caseNumber,
      clientReference: cases.clientReference,
      creditorName: creditors.name,
      debtorName: debtorNameSql,
      letter: documents.title,
      issuedOn: sql<string>`to_char(${issuedOn}, 'YYYY-MM-DD')`,
      channel: deliveries.channel,
      status: deliveries.status,
      attempts: deliveries.attempts,
      sentOn: deliveries.sentOn,
      postedOn: deliveries.postedOn,
      deliveredOn: deliveries.deliveredOn,
      failureReason: deliveries.failureReason,
      replacesGuid: sql<
        string | null
      >`(select previous.guid from ${deliveries} previous where previous.id = ${deliveries.replaces})`,
    })
    .from(deliveries)
    .innerJoin(documents, eq(documents.id, deliveries.documentId))
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, deliveries.debtorId))
    .where(
      and(
        eq(cases.clientId, clientId),
        eq(deliveries.purpose, 'letter'),
        sql`${issuedOn} between ${period.start} and ${period.end}`,
      ),
    )
    .orderBy(asc(cases.caseNumber), asc(deliveries.id));
}

/** The attempts of the deliveries `ids`, in order. */
export async function attemptsOfDeliveries(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliveryAttempts)
    .where(inArray(deliveryAttempts.deliveryId, [...ids]))
    .orderBy(asc(deliveryAttempts.id));
}

/** The delivery of guid `guid`, if there is one. */
export async function deliveryByGuid(db: Executor, guid: string) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.guid, guid));
  return row ?? null;
}

/** Records a posted letter as returned by the post: its proof is withdrawn. True when it was one. */
export async function markReturned(db: Executor, id: number, reason: string): Promise<boolean> {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'returned', deliveredOn: null, failureReason: reason, updatedAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.channel, 'paper'), eq(deliveries.status, 'sent')))
    .returning({ id: deliveries.id });
  if (!row) return false;
  await db
    .insert(deliveryAttempts)
    .values({ deliveryId: id, channel: 'paper', outcome: 'returned', detail: reason });
  return true;
}

/**
 * Sends a troubled letter again (to the address the debtor now has): a new pending delivery replacing it,
 * once; false when it is not troubled or was sent again already. Run it in a transaction: the row is locked
 * so that two handlers' clicks make one new delivery.
 */
export async function sendAgain(db: Executor, id: number): Promise<boolean> {
  const [old] = await db
    .select({ debtorId: deliveries.debtorId, documentId: deliveries.documentId, caseId: deliveries.caseId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.id, id),
        eq(deliveries.purpose, 'letter'),
        inArray(deliveries.status, ['failed', 'returned', 'dead']),
      ),
    )
    .for('update');
  if (!old) return false;
  // Read after the lock, so a replacement another transaction just committed is seen.
  const [replaced] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.replaces, id))
    .limit(1);
  if (replaced) return false;
  await db.insert(deliveries).values({ ...old, purpose: 'letter', replaces: id });
  return true;
}

/**
 * Records every letter still waiting to be sent as posted on the day it was issued: a history made up at
 * once (the demo world), whose letters went out as they were written.
 */
export async function postLettersOnIssueDays(db: Executor): Promise<void> {
  const waiting = await db
    .select({ id: deliveries.id, issuedAt: documents.createdAt })
    .from(deliveries)
    .innerJoin(documents, eq(documents.id, deliveries.documentId))
    .where(and(eq(deliveries.purpose, 'letter'), eq(deliveries.status, 'pending')));
  const byDay = Map.groupBy(waiting, (row) => row.issuedAt.toISOString().slice(0, 10));
  for (const [day, rows] of byDay) {
    const ids = rows.map((row) => row.id);
    await db
      .update(deliveries)
      .set({ status: 'queued', channel: 'paper', printDay: day })
      .where(inArray(deliveries.id, ids));
    await markPosted(db, ids, paperDelivery(day));
  }
}

/** A letter that needs a handler (the troubled-deliveries queue): failed, returned or dead, not yet replaced. */
const troubled = and(
  eq(deliveries.purpose, 'letter'),
  inArray(deliveries.status, ['failed', 'returned', 'dead']),
  sql`not exists (select 1 from deliveries r where r.replaces = ${deliveries.id})`,
);

/** A page of the troubled letters, oldest trouble first unless `descending`, with debtor and case. */
export async function troubledLettersPage(
  db: Executor,
  page: { descending: boolean; limit: number; offset: number },
) {
  return db
    .select({
      guid: deliveries.guid,
      channel: deliveries.channel,
      status: deliveries.status,
      failureReason: deliveries.failureReason,
      updatedAt: deliveries.updatedAt,
      debtorGuid: debtors.guid,
      debtorName: debtorNameSql,
      identityNumber: debtors.identityNumber,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      documentGuid: documents.guid,
      documentTitle: documents.title,
    })
    .from(deliveries)
    .innerJoin(debtors, eq(debtors.id, deliveries.debtorId))
    .leftJoin(documents, eq(documents.id, deliveries.documentId))
    .leftJoin(cases, eq(cases.id, deliveries.caseId))
    .where(troubled)
    .orderBy(page.descending ? desc(deliveries.updatedAt) : asc(deliveries.updatedAt), asc(deliveries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many letters wait in the troubled-deliveries queue. */
export async function troubledLettersCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveries).where(troubled);
  return row?.n ?? 0;
}

/** The letter delivery of guid `guid` with its debtor and case, for a handler's action; null if none. */
export async function letterDeliveryForAction(db: Executor, guid: string) {
  const [row] = await db
    .select({
      id: deliveries.id,
      guid: deliveries.guid,
      status: deliveries.status,
      channel: deliveries.channel,
      debtorId: deliveries.debtorId,
      documentTitle: documents.title,
      caseNumber: cases.caseNumber,
    })
    .from(deliveries)
    .leftJoin(documents, eq(documents.id, deliveries.documentId))
    .leftJoin(cases, eq(cases.id, deliveries.caseId))
    .where(and(eq(deliveries.guid, guid), eq(deliveries.purpose, 'letter')));
  return row ?? null;
}

/** The letter deliveries of the documents of guids `documentGuids`, oldest first. */
export async function deliveriesOfDocumentGuids(
  db: Executor,
  documentGuids: readonly string[],
): Promise<DeliveryRow[]> {
  if (documentGuids.length === 0) return [];
  return db
    .select(deliveryColumns)
    .from(deliveries)
    .innerJoin(documents, eq(documents.id, deliveries.documentId))
    .where(and(inArray(documents.guid, [...documentGuids]), eq(deliveries.purpose, 'letter')))
    .orderBy(asc(deliveries.id));
}

/**
 * What a notification's e-mail names, read when it is sent rather than kept in the outbox: its case's number,
 * creditor and OCR reference, or for an instalment (`instalmentId`) its plan's first case and its own OCR
 * reference.
 */
export async function notificationDetails(
  db: Executor,
  about: { caseId: string | null; instalmentId: string | null },
): Promise<{ caseNumber?: string; creditor?: string; ocrReference?: string }> {
  if (about.instalmentId) {
    const result = await db.execute(sql`
      select c.case_number as "caseNumber", cr.name as creditor, i.ocr_reference as "ocrReference"
      from instalments i
      join payment_plan_cases pc on pc.plan_id = i.plan_id
      join cases c on c.id = pc.case_id
      join creditors cr on cr.id = c.creditor_id
      where i.id = ${about.instalmentId}
      order by c.case_number
      limit 1`);
    const [row] = rowsOf<{ caseNumber: string; creditor: string; ocrReference: string | null }>(result);
    if (row)
      return {
        caseNumber: row.caseNumber,
        creditor: row.creditor,
        ...(row.ocrReference ? { ocrReference: row.ocrReference } : {}),
      };
  }
  if (!about.caseId) return {};
  const result = await db.execute(sql`
    select c.case_number as "caseNumber", cr.name as creditor, c.ocr_reference as "ocrReference"
    from cases c join creditors cr on cr.id = c.creditor_id where c.id = ${about.caseId}`);
  const [row] = rowsOf<{ caseNumber: string; creditor: string; ocrReference: string }>(result);
  return row ?? {};
}

/**
 * The posted letter of a closed case (paid, credited, recalled, closed) of a debtor not among
 * `exceptDebtorIds`, the oldest: the demo world's one letter returned by the post.
 */
export async function oldestPostedLetterOfClosedCase(db: Executor, exceptDebtorIds: readonly string[]) {
  const result = await db.execute(sql`
    select d.id from deliveries d join cases c on c.id = d.case_id
    where d.purpose = 'letter' and d.channel = 'paper' and d.status = 'sent'
      and c.status in ('Paid', 'Credited', 'Recalled', 'Closed')
      and not (d.debtor_id = any(${sql.param([...exceptDebtorIds])}::uuid[]))
    order by d.posted_on, d.id
    limit 1`);
  const [row] = rowsOf<{ id: string | number }>(result);
  return row ? Number(row.id) : null;
}

/** Whether a worker is sending a letter this moment (claimed under a lease that has not lapsed). */
export async function lettersBeingSent(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.purpose, 'letter'),
        eq(deliveries.status, 'sending'),
        sql`${deliveries.leaseUntil} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
