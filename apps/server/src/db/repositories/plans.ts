/** Instalment plans: the plans, the cases each pays and their instalments. */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { cases, instalments, paymentPlanCases, paymentPlans } from '../schema.ts';
import { type DebtorRange, inDebtorRange } from './engine-runs.ts';

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

/** The ids of the cases plan `planId` pays. */
export async function caseIdsOfPlan(db: Executor, planId: string): Promise<string[]> {
  const rows = await db
    .select({ caseId: paymentPlanCases.caseId })
    .from(paymentPlanCases)
    .where(eq(paymentPlanCases.planId, planId));
  return rows.map((row) => row.caseId);
}

/** The instalments of plan `planId`, in order. */
export async function instalmentsOfPlan(db: Executor, planId: string) {
  return db
    .select()
    .from(instalments)
    .where(eq(instalments.planId, planId))
    .orderBy(asc(instalments.sequence));
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
      status: cases.status,
      remainingPrincipal: cases.remainingPrincipal,
      remainingInterest: cases.remainingInterest,
      remainingFees: cases.remainingFees,
      interestRateBp: cases.interestRateBp,
      interestMarginBp: cases.interestMarginBp,
      interestAccruedUntil: cases.interestAccruedUntil,
      dueDate: cases.dueDate,
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

/** The cases of the plans of `planIds`, earliest due first, with their client, creditor and pause. */
export async function casesOfPlans(db: Executor, planIds: readonly string[]) {
  return db
    .select({
      planId: paymentPlanCases.planId,
      caseId: cases.id,
      clientId: cases.clientId,
      creditorId: cases.creditorId,
      pausedUntil: cases.pausedUntil,
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
