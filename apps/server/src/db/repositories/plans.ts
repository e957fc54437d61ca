/** Instalment plans, the cases each plan pays and its instalments. */
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { storedBalanceColumns } from '../expressions.ts';
import {
  cases,
  creditors,
  instalmentReferenceSequence,
  instalments,
  paymentPlanCases,
  paymentPlans,
} from '../schema.ts';
import { type DebtorRange, inDebtorRange } from './engine-runs.ts';
import { openObjectionSql, postponedUntilSql } from './objections.ts';

export type PlanRow = typeof paymentPlans.$inferSelect;

export type InstalmentRow = typeof instalments.$inferSelect;

export async function planById(db: Executor, planId: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  return plan;
}

/** The plan `planGuid`, its row locked until the transaction `tx` ends. */
export async function lockedPlanByGuid(tx: Executor, planGuid: string): Promise<PlanRow | undefined> {
  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.guid, planGuid)).for('update');
  return plan;
}

/** The ids of the cases plan `planId` pays. */
export async function caseIdsOfPlan(db: Executor, planId: string): Promise<string[]> {
  const rows = await db
    .select({ caseId: paymentPlanCases.caseId })
    .from(paymentPlanCases)
    .where(eq(paymentPlanCases.planId, planId));
  return rows.map((row) => row.caseId);
}

export async function markPlanAccepted(db: Executor, planId: string, decidedBy: string): Promise<void> {
  await db
    .update(paymentPlans)
    .set({ status: 'Active', decidedAt: new Date(), decidedBy })
    .where(eq(paymentPlans.id, planId));
}

export async function markPlanRejected(
  db: Executor,
  planId: string,
  decidedBy: string,
  decisionNote: string | null,
): Promise<void> {
  await db
    .update(paymentPlans)
    .set({ status: 'Rejected', decidedAt: new Date(), decidedBy, decisionNote })
    .where(eq(paymentPlans.id, planId));
}

/** Sets the status of every instalment of a plan. */
export async function setInstalmentsOfPlanStatus(
  db: Executor,
  planId: string,
  status: InstalmentRow['status'],
): Promise<void> {
  await db.update(instalments).set({ status }).where(eq(instalments.planId, planId));
}

export async function setInstalmentStatus(
  db: Executor,
  instalmentId: string,
  status: InstalmentRow['status'],
): Promise<void> {
  await db.update(instalments).set({ status }).where(eq(instalments.id, instalmentId));
}

export async function firstInstalmentOfPlan(
  db: Executor,
  planId: string,
): Promise<InstalmentRow | undefined> {
  const [first] = await db
    .select()
    .from(instalments)
    .where(eq(instalments.planId, planId))
    .orderBy(asc(instalments.sequence))
    .limit(1);
  return first;
}

/** `count` new numbers of `instalment_reference_seq`, as text. */
export async function nextInstalmentReferenceNumbers(db: Executor, count: number): Promise<string[]> {
  const rows = await db
    .select({ n: sql<string>`${sql.raw(`nextval('${instalmentReferenceSequence.seqName}')::text`)}` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.n);
}

/** An instalment's split over the plan's cases, its place in the plan and its due date. */
export async function instalmentSplitOf(db: Executor, instalmentId: string) {
  const [row] = await db
    .select({ split: instalments.split, sequence: instalments.sequence, dueDate: instalments.dueDate })
    .from(instalments)
    .where(eq(instalments.id, instalmentId));
  return row;
}

/** How many months (instalments) a plan runs. */
export async function planMonthsOf(db: Executor, planId: string): Promise<{ months: number } | undefined> {
  const [plan] = await db
    .select({ months: paymentPlans.months })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId));
  return plan;
}

/** The instalments of plan `planId`, in order. */
export async function instalmentsOfPlan(db: Executor, planId: string) {
  return db
    .select()
    .from(instalments)
    .where(eq(instalments.planId, planId))
    .orderBy(asc(instalments.sequence));
}

export async function setInstalmentAmountAndSplit(
  db: Executor,
  instalmentId: string,
  amount: number,
  split: InstalmentRow['split'],
): Promise<void> {
  await db.update(instalments).set({ amount, split }).where(eq(instalments.id, instalmentId));
}

/** Instalment number `sequence` of a plan. */
export async function instalmentOfPlan(
  db: Executor,
  planId: string,
  sequence: number,
): Promise<InstalmentRow | undefined> {
  const [instalment] = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.planId, planId), eq(instalments.sequence, sequence)));
  return instalment;
}

/** The plan proposed with an idempotency key, if any. */
export async function planByIdempotencyKey(db: Executor, idempotencyKey: string) {
  const [plan] = await db
    .select({ id: paymentPlans.id, debtorId: paymentPlans.debtorId, status: paymentPlans.status })
    .from(paymentPlans)
    .where(eq(paymentPlans.idempotencyKey, idempotencyKey));
  return plan;
}

/** A new plan; returns its id and guid. */
export async function insertPlan(db: Executor, plan: typeof paymentPlans.$inferInsert) {
  const [stored] = await db
    .insert(paymentPlans)
    .values(plan)
    .returning({ id: paymentPlans.id, guid: paymentPlans.guid });
  return stored;
}

export async function insertPlanCases(
  db: Executor,
  rows: (typeof paymentPlanCases.$inferInsert)[],
): Promise<void> {
  await db.insert(paymentPlanCases).values(rows);
}

export async function insertInstalments(
  db: Executor,
  rows: (typeof instalments.$inferInsert)[],
): Promise<void> {
  await db.insert(instalments).values(rows);
}

/** A debtor's plans, newest first; or, given `planIds`, those plans (whoever's they are). */
export async function plansOfDebtor(db: Executor, debtorId: string, planIds?: string[]): Promise<PlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .where(planIds ? inArray(paymentPlans.id, planIds) : eq(paymentPlans.debtorId, debtorId))
    .orderBy(desc(paymentPlans.createdAt));
}

/** The cases of the plans, by case number, with their creditor's name. */
export async function casesOfPlansByNumber(db: Executor, planIds: string[]) {
  return db
    .select({
      planId: paymentPlanCases.planId,
      caseId: cases.id,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
    })
    .from(paymentPlanCases)
    .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(inArray(paymentPlanCases.planId, planIds))
    .orderBy(asc(cases.caseNumber));
}

export type PlanCaseRow = Awaited<ReturnType<typeof casesOfPlansByNumber>>[number];

/** Every instalment of the plans, in order. */
export async function allInstalmentsOfPlans(db: Executor, planIds: string[]): Promise<InstalmentRow[]> {
  return db
    .select()
    .from(instalments)
    .where(inArray(instalments.planId, planIds))
    .orderBy(asc(instalments.sequence));
}

/** The status of each plan each of the cases is in. */
export async function planStatusesOfCases(db: Executor, caseIds: string[]) {
  return db
    .select({ caseId: paymentPlanCases.caseId, status: paymentPlans.status })
    .from(paymentPlanCases)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentPlanCases.planId))
    .where(inArray(paymentPlanCases.caseId, caseIds));
}

/** An instalment's columns to write. */
export type InstalmentChange = Partial<typeof instalments.$inferInsert>;

/** Locks the active plans that pay any case of `caseIds` (in id order) and answers when each was decided. */
export async function lockActivePlansOfCases(db: Executor, caseIds: readonly string[]) {
  const plansOfCases = db
    .select({ planId: paymentPlanCases.planId })
    .from(paymentPlanCases)
    .where(isAnyOf(paymentPlanCases.caseId, caseIds));
  return db
    .select({ id: paymentPlans.id, decidedAt: paymentPlans.decidedAt })
    .from(paymentPlans)
    .where(and(inArray(paymentPlans.id, plansOfCases), eq(paymentPlans.status, 'Active')))
    .orderBy(asc(paymentPlans.id))
    .for('update');
}

/** Writes instalment `id`'s columns of `change`. */
export async function updateInstalment(db: Executor, id: string, change: InstalmentChange): Promise<void> {
  await db.update(instalments).set(change).where(eq(instalments.id, id));
}

/** Marks plan `planId` completed. */
export async function completePlan(db: Executor, planId: string): Promise<void> {
  await db.update(paymentPlans).set({ status: 'Completed' }).where(eq(paymentPlans.id, planId));
}

/** The cases of plan `planId` in the order it pays them, with their balance columns as stored. */
export async function casesOfPlanInPaymentOrder(db: Executor, planId: string) {
  return db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      ...storedBalanceColumns,
    })
    .from(paymentPlanCases)
    .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
    .where(eq(paymentPlanCases.planId, planId))
    .orderBy(asc(paymentPlanCases.position), asc(cases.dueDate), asc(cases.id));
}

/** Plan `planId` as stored, or undefined. */
export async function findPlan(db: Executor, planId: string) {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
  return plan;
}

/** How each instalment of plan `planId` splits over its cases, in order. */
export async function instalmentSplitsOfPlan(db: Executor, planId: string) {
  const rows = await db
    .select({ split: instalments.split })
    .from(instalments)
    .where(eq(instalments.planId, planId))
    .orderBy(asc(instalments.sequence));
  return rows.map((row) => row.split);
}

/** The plans an instalment of which has one of `references` as its OCR reference, with their debtor and currency. */
export async function plansByInstalmentReferences(db: Executor, references: readonly string[]) {
  return db
    .select({
      reference: instalments.ocrReference,
      id: paymentPlans.id,
      debtorId: paymentPlans.debtorId,
      currency: paymentPlans.currency,
    })
    .from(instalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, instalments.planId))
    .where(isAnyOf(instalments.ocrReference, references));
}

/** The most cases any plan pays (1 when there is no plan). */
export async function largestPlanCaseCount(db: Executor): Promise<number> {
  const [largest] = await db.select({ cases: sql<number>`coalesce(max(n), 1)`.mapWith(Number) }).from(
    db
      .select({ n: sql<number>`count(*)`.as('n') })
      .from(paymentPlanCases)
      .groupBy(paymentPlanCases.planId)
      .as('plan_sizes'),
  );
  return largest?.cases ?? 1;
}

/** The active plans of `filter` (a range of debtors, or one plan). */
export async function activePlansForProcess(db: Executor, filter: DebtorRange | { planId: string }) {
  return db
    .select({ id: paymentPlans.id, debtorId: paymentPlans.debtorId, currency: paymentPlans.currency })
    .from(paymentPlans)
    .where(
      and(
        'planId' in filter
          ? eq(paymentPlans.id, filter.planId)
          : inDebtorRange(paymentPlans.debtorId, filter),
        eq(paymentPlans.status, 'Active'),
      ),
    );
}

/** The cases of the plans of `planIds`, earliest due first, with their client, creditor, pause and holds. */
export async function casesOfPlans(db: Executor, planIds: readonly string[]) {
  return db
    .select({
      planId: paymentPlanCases.planId,
      caseId: cases.id,
      clientId: cases.clientId,
      creditorId: cases.creditorId,
      pausedUntil: cases.pausedUntil,
      openObjection: openObjectionSql,
      postponedUntil: postponedUntilSql,
    })
    .from(paymentPlanCases)
    .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
    .where(isAnyOf(paymentPlanCases.planId, planIds))
    .orderBy(asc(cases.dueDate), asc(cases.caseNumber));
}

/** The instalments of the plans of `planIds` that ask for an amount, in order. */
export async function instalmentsOfPlans(db: Executor, planIds: readonly string[]) {
  return db
    .select()
    .from(instalments)
    .where(and(isAnyOf(instalments.planId, planIds), gt(instalments.amount, 0)))
    .orderBy(asc(instalments.sequence));
}

/**
 * Marks the billed instalments of active plans in `range` that passed their due date before ISO day
 * `day` unpaid as `Past`; answers how many.
 */
export async function markInstalmentsPast(db: Executor, range: DebtorRange, day: string): Promise<number> {
  const activePlans = db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.status, 'Active'), inDebtorRange(paymentPlans.debtorId, range)));
  const changed = await db
    .update(instalments)
    .set({ status: 'Past' })
    .where(
      and(
        inArray(instalments.planId, activePlans),
        eq(instalments.status, 'Billed'),
        lt(instalments.dueDate, day),
        sql`${instalments.paid} < ${instalments.amount}`,
      ),
    )
    .returning({ id: instalments.id });
  return changed.length;
}

/** A plan to store. */
export type PlanInsert = typeof paymentPlans.$inferInsert;

/** An instalment to store. */
export type InstalmentInsert = typeof instalments.$inferInsert;

/** Stores a plan and answers its id. */
export async function addPlan(db: Executor, plan: PlanInsert): Promise<string | undefined> {
  const [stored] = await db.insert(paymentPlans).values(plan).returning({ id: paymentPlans.id });
  return stored?.id;
}

/** Stores the cases a plan pays. */
export async function addPlanCases(
  db: Executor,
  rows: (typeof paymentPlanCases.$inferInsert)[],
): Promise<void> {
  await db.insert(paymentPlanCases).values(rows);
}

/** Stores instalments and answers the id and OCR reference of each. */
export async function addInstalments(db: Executor, rows: InstalmentInsert[]) {
  return db
    .insert(instalments)
    .values(rows)
    .returning({ id: instalments.id, ocrReference: instalments.ocrReference });
}

/** Instalment `id` as stored, or undefined. */
export async function findInstalment(db: Executor, id: string) {
  const [row] = await db.select().from(instalments).where(eq(instalments.id, id));
  return row;
}

/** The instalments of plan `planId`, in no particular order. */
export async function instalmentsOfPlanUnordered(db: Executor, planId: string) {
  return db.select().from(instalments).where(eq(instalments.planId, planId));
}

/** Sets plan `planId`'s total and interest, minor units. */
export async function setPlanTotal(
  db: Executor,
  planId: string,
  figures: { total: number; interest: number },
): Promise<void> {
  await db.update(paymentPlans).set(figures).where(eq(paymentPlans.id, planId));
}

/** The plans a case was proposed in: their status and when they were proposed and decided. */
export async function planDecisionsOfCase(db: Executor, caseId: string) {
  return db
    .select({
      status: paymentPlans.status,
      createdAt: paymentPlans.createdAt,
      decidedAt: paymentPlans.decidedAt,
    })
    .from(paymentPlans)
    .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
    .where(eq(paymentPlanCases.caseId, caseId));
}

/** Plan `planId`, when `caseId` is one of its cases. */
export async function planOfCase(db: Executor, planId: string, caseId: string) {
  const [row] = await db
    .select({ plan: paymentPlans })
    .from(paymentPlans)
    .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlanCases.caseId, caseId)));
  return row?.plan ?? null;
}

/** Locks plan `planId`'s row for the rest of the transaction; its guid, if the plan exists. */
export async function lockPlan(db: Executor, planId: string): Promise<string | null> {
  const [locked] = await db
    .select({ guid: paymentPlans.guid })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId))
    .for('update');
  return locked?.guid ?? null;
}

/** Ends plan `planId` as terminated, its instalments not paid in full inactive. */
export async function terminatePlanAndUnpaidInstalments(db: Executor, planId: string): Promise<void> {
  await db.update(paymentPlans).set({ status: 'Terminated' }).where(eq(paymentPlans.id, planId));
  await db
    .update(instalments)
    .set({ status: 'Inactive' })
    .where(and(eq(instalments.planId, planId), sql`${instalments.paid} < ${instalments.amount}`));
}

/**
 * The next instalment still to pay of each of a debtor's active plans (what is left of it), with the
 * plan's cases in the order it pays them.
 */
export async function nextInstalmentsOfDebtor(db: Executor, debtorId: string) {
  const next = await db
    .selectDistinctOn([paymentPlans.id], {
      planId: paymentPlans.id,
      planGuid: paymentPlans.guid,
      months: paymentPlans.months,
      sequence: instalments.sequence,
      dueDate: instalments.dueDate,
      amount: instalments.amount,
      paid: instalments.paid,
      split: instalments.split,
      ocrReference: instalments.ocrReference,
    })
    .from(paymentPlans)
    .innerJoin(instalments, eq(instalments.planId, paymentPlans.id))
    .where(
      and(
        eq(paymentPlans.debtorId, debtorId),
        eq(paymentPlans.status, 'Active'),
        gt(instalments.amount, instalments.paid),
      ),
    )
    .orderBy(paymentPlans.id, asc(instalments.sequence));
  if (next.length === 0) return [];
  const planCases = await db
    .select({ planId: paymentPlanCases.planId, caseId: paymentPlanCases.caseId })
    .from(paymentPlanCases)
    .where(
      inArray(
        paymentPlanCases.planId,
        next.map((row) => row.planId),
      ),
    )
    .orderBy(asc(paymentPlanCases.position));
  return next.map((row) => ({
    ...row,
    caseIds: planCases.filter((c) => c.planId === row.planId).map((c) => c.caseId),
  }));
}
