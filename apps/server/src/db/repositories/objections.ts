/**
 * Objections, requests for more time (postponements), the client's credit lines on a claim, and the
 * client's idempotent calls (docs/domain.md#objections-and-postponements).
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../executor.ts';
import { debtorNameSql, storedBalanceColumns } from '../expressions.ts';
import {
  attachments,
  caseCredits,
  cases,
  clientRequests,
  clients,
  creditors,
  debtors,
  objections,
  postponements,
} from '../schema.ts';

export type ObjectionRow = typeof objections.$inferSelect;
export type PostponementRow = typeof postponements.$inferSelect;

/** Whom a read is for: the debtor's own, a client's own, or (empty) the provider's staff's. */
export type ObjectionScope = { debtorId: string } | { clientId: string } | Record<string, never>;

const inScope = (scope: ObjectionScope): SQL | undefined =>
  'debtorId' in scope
    ? eq(cases.debtorId, scope.debtorId)
    : 'clientId' in scope
      ? eq(cases.clientId, scope.clientId)
      : undefined;

/** Whether a case has an objection Kronofogden has yet to be told of (SQL over `cases`). */
export const kronofogdenNoticeDue = sql<boolean>`exists (select 1 from objections o where o.case_id = "cases"."id" and o.kronofogden_notice and o.kronofogden_notice_filed_on is null)`;

/** Whether a case's claim is still disputed on the facts: an objection upheld, or credited below what was disputed. */
export const claimDisputedSql = sql<boolean>`exists (select 1 from objections o where o.case_id = "cases"."id" and (o.status = 'upheld' or (o.status = 'credited' and o.credited_amount < coalesce(o.disputed_amount, 9223372036854775807))))`;

/** The day of the case's latest answer that resumes the process (upheld or credited), or null. */
export const objectionAnsweredOnSql = sql<
  string | null
>`(select max(o.answered_on)::text from objections o where o.case_id = "cases"."id" and o.status in ('upheld', 'credited'))`;

/** Whether an open objection holds the case (SQL over `cases`). */
export const openObjectionSql = sql<boolean>`exists (select 1 from objections o where o.case_id = "cases"."id" and o.status = 'open')`;

/** The new due date of the case's approved postponement, or null (SQL over `cases`). */
export const postponedUntilSql = sql<
  string | null
>`(select max(p.new_due_date)::text from postponements p where p.case_id = "cases"."id" and p.status = 'approved')`;

/** What the objection calls read of a case: its state, its balance columns and its hold facts. */
const caseColumns = {
  id: cases.id,
  guid: cases.guid,
  caseNumber: cases.caseNumber,
  debtorId: cases.debtorId,
  clientId: cases.clientId,
  ...storedBalanceColumns,
  service: cases.service,
  currency: cases.currency,
  pausedUntil: cases.pausedUntil,
  pauseReason: cases.pauseReason,
  // Written out whole ("cases"."id"): drizzle leaves a one-table select's columns unqualified.
  pendingProposal: sql<boolean>`exists (select 1 from payment_plan_cases ppc join payment_plans pp on pp.id = ppc.plan_id where ppc.case_id = "cases"."id" and pp.status = 'Proposal')`,
  openObjection: openObjectionSql,
  postponedUntil: postponedUntilSql,
};

export type ObjectionCase = Awaited<ReturnType<typeof caseInScope>>;

/** The case `caseGuid` if it is in `scope` (another's answers nothing, like an unknown one). */
export async function caseInScope(db: Executor, scope: ObjectionScope, caseGuid: string) {
  const [row] = await db
    .select(caseColumns)
    .from(cases)
    .where(and(eq(cases.guid, caseGuid), inScope(scope)));
  return row;
}

/** The case of id `caseId`, locked until the transaction ends. */
export async function lockObjectionCase(tx: Transaction, caseId: string) {
  const [row] = await tx
    .select(caseColumns)
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('update', { of: cases });
  return row;
}

/** Case `caseId` as the objection calls answer it. */
export async function objectionCaseById(db: Executor, caseId: string) {
  const [row] = await db.select(caseColumns).from(cases).where(eq(cases.id, caseId));
  return row;
}

export async function insertObjection(tx: Executor, values: typeof objections.$inferInsert) {
  const [row] = await tx.insert(objections).values(values).returning();
  if (!row) throw new Error('The objection was not stored');
  return row;
}

/** Links pending attachments `ids` to an objection, as the debtor's (`objection`) or the answer's (`answer`). */
export async function linkObjectionAttachments(
  tx: Executor,
  ids: readonly string[],
  objectionId: string,
  part: 'objection' | 'answer',
): Promise<number> {
  if (ids.length === 0) return 0;
  const linked = await tx
    .update(attachments)
    .set({ objectionId, objectionPart: part })
    .where(
      and(inArray(attachments.id, [...ids]), isNull(attachments.messageId), isNull(attachments.objectionId)),
    )
    .returning({ id: attachments.id });
  return linked.length;
}

/** The attachments of `objectionIds`, oldest first. */
export async function attachmentsOfObjections(db: Executor, objectionIds: readonly string[]) {
  if (objectionIds.length === 0) return [];
  return db
    .select({
      objectionId: attachments.objectionId,
      part: attachments.objectionPart,
      attachmentGuid: attachments.guid,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
    })
    .from(attachments)
    .where(inArray(attachments.objectionId, [...objectionIds]))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** An attachment of objection `objectionGuid` in `scope`: its id (for its bytes), name, type and size. */
export async function objectionAttachment(
  db: Executor,
  scope: ObjectionScope,
  objectionGuid: string,
  attachmentGuid: string,
) {
  const [row] = await db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
    })
    .from(attachments)
    .innerJoin(objections, eq(objections.id, attachments.objectionId))
    .innerJoin(cases, eq(cases.id, objections.caseId))
    .where(and(eq(attachments.guid, attachmentGuid), eq(objections.guid, objectionGuid), inScope(scope)));
  return row;
}

/** The columns of an objection's list row: the objection, its case, debtor, creditor and client. */
const listColumns = {
  objection: objections,
  caseGuid: cases.guid,
  caseNumber: cases.caseNumber,
  caseStatus: cases.status,
  currency: cases.currency,
  debtorGuid: debtors.guid,
  debtorName: debtorNameSql,
  creditorGuid: creditors.guid,
  creditorName: creditors.name,
  clientGuid: clients.guid,
  clientName: clients.name,
  case: caseColumns,
};

export type ObjectionListRow = Awaited<ReturnType<typeof objectionsOfCase>>[number];

function listQuery(db: Executor) {
  return db
    .select(listColumns)
    .from(objections)
    .innerJoin(cases, eq(cases.id, objections.caseId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(clients, eq(clients.id, cases.clientId));
}

/** The objections of case `caseId`, newest first. */
export async function objectionsOfCase(db: Executor, caseId: string) {
  return listQuery(db)
    .where(eq(objections.caseId, caseId))
    .orderBy(desc(objections.filedAt), desc(objections.id));
}

/** Every objection of debtor `debtorId`, newest first. */
export async function objectionsOfDebtor(db: Executor, debtorId: string) {
  return listQuery(db)
    .where(eq(cases.debtorId, debtorId))
    .orderBy(desc(objections.filedAt), desc(objections.id));
}

/** Objection `objectionGuid` in `scope`. */
export async function objectionByGuid(db: Executor, scope: ObjectionScope, objectionGuid: string) {
  const [row] = await listQuery(db).where(and(eq(objections.guid, objectionGuid), inScope(scope)));
  return row;
}

export type ObjectionFilter = {
  scope: ObjectionScope;
  status?: 'open' | 'answered' | undefined;
  caseGuid?: string | undefined;
  /** Filed on or before this ISO day (the staff's queue: waiting at least N days). */
  filedOnOrBefore?: string | undefined;
};

function filterCondition(filter: ObjectionFilter): SQL | undefined {
  return and(
    inScope(filter.scope),
    filter.status === 'open'
      ? eq(objections.status, 'open')
      : filter.status === 'answered'
        ? ne(objections.status, 'open')
        : undefined,
    filter.caseGuid ? eq(cases.guid, filter.caseGuid) : undefined,
    filter.filedOnOrBefore ? lte(objections.filedOn, filter.filedOnOrBefore) : undefined,
  );
}

/** A page of objections of `filter`, sorted by `sort` (filed, or case number), with the total. */
export async function objectionsPage(
  db: Executor,
  filter: ObjectionFilter,
  page: { sort: 'filedAt' | 'caseNumber'; descending: boolean; limit: number; offset: number },
) {
  const where = filterCondition(filter);
  const column = page.sort === 'caseNumber' ? cases.caseNumber : objections.filedAt;
  const rows = await listQuery(db)
    .where(where)
    .orderBy(page.descending ? desc(column) : asc(column), asc(objections.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(objections)
    .innerJoin(cases, eq(cases.id, objections.caseId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Objection `objectionId`, locked until the transaction ends. */
export async function lockObjection(tx: Transaction, objectionId: string) {
  const [row] = await tx.select().from(objections).where(eq(objections.id, objectionId)).for('update');
  return row;
}

/** Writes an answer (or another change) on objection `objectionId`. */
export async function updateObjection(
  tx: Executor,
  objectionId: string,
  change: Partial<typeof objections.$inferInsert>,
): Promise<void> {
  await tx.update(objections).set(change).where(eq(objections.id, objectionId));
}

/** The open objection of case `caseId`, if any. */
export async function openObjectionOfCase(db: Executor, caseId: string) {
  const [row] = await db
    .select()
    .from(objections)
    .where(and(eq(objections.caseId, caseId), eq(objections.status, 'open')));
  return row;
}

// ---- Postponements --------------------------------------------------------

export async function insertPostponement(tx: Executor, values: typeof postponements.$inferInsert) {
  const [row] = await tx.insert(postponements).values(values).returning();
  if (!row) throw new Error('The postponement was not stored');
  return row;
}

const postponementColumns = {
  postponement: postponements,
  caseGuid: cases.guid,
  caseNumber: cases.caseNumber,
  caseStatus: cases.status,
  debtorGuid: debtors.guid,
  debtorName: debtorNameSql,
  clientGuid: clients.guid,
  clientName: clients.name,
};

export type PostponementListRow = Awaited<ReturnType<typeof postponementsOfCase>>[number];

function postponementQuery(db: Executor) {
  return db
    .select(postponementColumns)
    .from(postponements)
    .innerJoin(cases, eq(cases.id, postponements.caseId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(clients, eq(clients.id, cases.clientId));
}

/** The requests for more time of case `caseId`, newest first. */
export async function postponementsOfCase(db: Executor, caseId: string) {
  return postponementQuery(db)
    .where(eq(postponements.caseId, caseId))
    .orderBy(desc(postponements.requestedAt), desc(postponements.id));
}

/** Every request for more time of debtor `debtorId`, newest first. */
export async function postponementsOfDebtor(db: Executor, debtorId: string) {
  return postponementQuery(db)
    .where(eq(cases.debtorId, debtorId))
    .orderBy(desc(postponements.requestedAt), desc(postponements.id));
}

/** How many requests of case `caseId` stand (approved or pending: not rejected). */
export async function standingPostponements(db: Executor, caseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postponements)
    .where(and(eq(postponements.caseId, caseId), ne(postponements.status, 'rejected')));
  return row?.n ?? 0;
}

/** A page of the requests waiting for a handler, oldest first unless `descending`, with the total. */
export async function pendingPostponementsPage(
  db: Executor,
  page: { descending: boolean; limit: number; offset: number },
) {
  const where = eq(postponements.status, 'pending');
  const rows = await postponementQuery(db)
    .where(where)
    .orderBy(
      page.descending ? desc(postponements.requestedAt) : asc(postponements.requestedAt),
      asc(postponements.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(postponements).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Request `postponementGuid` with its case, locked until the transaction ends. */
export async function lockPostponementByGuid(tx: Transaction, postponementGuid: string) {
  const [row] = await tx
    .select()
    .from(postponements)
    .where(eq(postponements.guid, postponementGuid))
    .for('update');
  return row;
}

export async function postponementById(db: Executor, postponementId: string) {
  const [row] = await postponementQuery(db).where(eq(postponements.id, postponementId));
  return row;
}

export async function updatePostponement(
  tx: Executor,
  postponementId: string,
  change: Partial<typeof postponements.$inferInsert>,
): Promise<void> {
  await tx.update(postponements).set(change).where(eq(postponements.id, postponementId));
}

// ---- Credit lines ---------------------------------------------------------

export async function insertCaseCredit(tx: Executor, values: typeof caseCredits.$inferInsert): Promise<void> {
  await tx.insert(caseCredits).values(values);
}

/** The credit lines of `caseIds`, in date order. */
export async function creditsOfCases(db: Executor, caseIds: readonly string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({ caseId: caseCredits.caseId, date: caseCredits.creditDate, amount: caseCredits.amount })
    .from(caseCredits)
    .where(inArray(caseCredits.caseId, [...caseIds]))
    .orderBy(asc(caseCredits.creditDate), asc(caseCredits.createdAt), asc(caseCredits.id));
}

/** The credit lines of case `caseId` up to ISO day `day`, in date order. */
export async function creditsOfCaseUpTo(db: Executor, caseId: string, day: string) {
  return db
    .select({ date: caseCredits.creditDate, amount: caseCredits.amount })
    .from(caseCredits)
    .where(and(eq(caseCredits.caseId, caseId), lte(caseCredits.creditDate, day)))
    .orderBy(asc(caseCredits.creditDate), asc(caseCredits.createdAt), asc(caseCredits.id));
}

// ---- Kronofogden ----------------------------------------------------------

/** Marks the objections of `caseIds` that Kronofogden had to be told of as told on ISO day `day`. */
export async function setKronofogdenNoticesFiled(tx: Executor, caseIds: readonly string[], day: string) {
  if (caseIds.length === 0) return;
  await tx
    .update(objections)
    .set({ kronofogdenNoticeFiledOn: day })
    .where(
      and(
        inArray(objections.caseId, [...caseIds]),
        eq(objections.kronofogdenNotice, true),
        isNull(objections.kronofogdenNoticeFiledOn),
      ),
    );
}

// ---- Idempotent calls -----------------------------------------------------

/** The call a client made with `idempotencyKey`, if any. */
export async function clientRequestByKey(db: Executor, clientId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(clientRequests)
    .where(and(eq(clientRequests.clientId, clientId), eq(clientRequests.idempotencyKey, idempotencyKey)));
  return row;
}

/** Keeps a client's call and its answer under its key; false when the key was taken meanwhile. */
export async function insertClientRequest(
  tx: Executor,
  values: typeof clientRequests.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(clientRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: clientRequests.idempotencyKey });
  return rows.length > 0;
}
