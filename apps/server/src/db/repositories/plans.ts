/** Instalment plans, the cases each plan pays and its instalments. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import {
  cases,
  creditors,
  instalmentReferenceSequence,
  instalments,
  paymentPlanCases,
  paymentPlans,
} from '../schema.ts';

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
