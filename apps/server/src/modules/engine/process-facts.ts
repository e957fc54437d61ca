/**
 * What the process engine reads before it decides: the cases, invoices and active plans of a range
 * of debtors (a chunk) or of one subject, each with the steps already taken and its client's policy.
 */
import type {
  CaseFacts,
  CaseStatus,
  Currency,
  InstalmentFacts,
  InvoiceFacts,
  ProcessAction,
  ProcessPolicy,
  TakenStep,
} from '@fordra/domain';
import { and, asc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAnyOf } from '../../db/bulk-statements.ts';
import type { Executor } from '../../db/executor.ts';
import {
  cases,
  clients,
  creditors,
  instalments,
  invoices,
  paymentPlanCases,
  paymentPlans,
  payments,
  processActions,
} from '../../db/schema.ts';

/** Statuses in which a case moves by the process on its own. */
export const PROCESS_CASE_STATUSES = [
  'PreCollection',
  'Collection',
  'Inkasso',
] as const satisfies CaseStatus[];

/**
 * Statuses of the cases the engine loads: those the process moves, and a verdict, for its one step
 * (`nextCaseStep` takes none but long-term surveillance on a verdict, and no reminder, demand or fee).
 */
const LOADED_CASE_STATUSES = [...PROCESS_CASE_STATUSES, 'Verdict'] as const satisfies CaseStatus[];

/** A range of debtors by id, `from` inclusive and `to` exclusive (null: to the end). */
export type DebtorRange = { from: string; to: string | null };

/** A client's policy and what it agreed, by client id. */
export type ClientPolicy = ProcessPolicy & { reminderFeeAgreed: boolean; businessCompensation: boolean };

/** The columns of a client's policy for the process (the back office shows and changes the same). */
export const clientPolicyColumns = {
  reminderFeeAgreed: clients.reminderFeeAgreed,
  businessCompensation: clients.businessCompensation,
  reminderAfterDays: clients.reminderAfterDays,
  collectionAfterReminderDays: clients.collectionAfterReminderDays,
  afterDemand: clients.afterDemand,
  instalmentNoticeDaysBefore: clients.instalmentNoticeDaysBefore,
  instalmentReminderAfterDays: clients.instalmentReminderAfterDays,
  planMissedInstalmentsToTerminate: clients.planMissedInstalmentsToTerminate,
  enforcementMinimum: clients.enforcementMinimum,
};

export async function loadPolicies(db: Executor): Promise<Map<string, ClientPolicy>> {
  const rows = await db.select({ id: clients.id, ...clientPolicyColumns }).from(clients);
  return new Map(rows.map(({ id, ...policy }) => [id, policy]));
}

/** Fee amounts a creditor set for cases in other currencies than SEK, by creditor id. */
export async function loadForeignFees(
  db: Executor,
): Promise<Map<string, Record<string, Record<string, number>>>> {
  const rows = await db.select({ id: creditors.id, foreignFees: creditors.foreignFees }).from(creditors);
  return new Map(rows.map((row) => [row.id, row.foreignFees]));
}

function inRange(column: PgColumn, range: DebtorRange): SQL | undefined {
  return range.to === null ? gte(column, range.from) : and(gte(column, range.from), lt(column, range.to));
}

async function stepsOf(db: Executor, subjectIds: string[]): Promise<Map<string, TakenStep[]>> {
  const steps = new Map<string, TakenStep[]>();
  if (subjectIds.length === 0) return steps;
  const rows = await db
    .select({
      subjectId: processActions.subjectId,
      action: processActions.action,
      dueOn: processActions.dueOn,
      takenOn: processActions.takenOn,
    })
    .from(processActions)
    .where(isAnyOf(processActions.subjectId, subjectIds));
  for (const row of rows) {
    const list = steps.get(row.subjectId) ?? [];
    list.push({ action: row.action as ProcessAction, dueOn: row.dueOn, takenOn: row.takenOn });
    steps.set(row.subjectId, list);
  }
  return steps;
}

export type ProcessCase = CaseFacts & {
  id: string;
  debtorId: string;
  clientId: string;
  creditorId: string;
  currency: Currency;
  /** The case's margin over the reference rates, or null for a fixed agreed rate. */
  interestMarginBp: number | null;
};

/** The cases of `filter` in a status the process moves or a verdict (`LOADED_CASE_STATUSES`), with their steps. */
export async function loadCases(
  db: Executor,
  filter: DebtorRange | { caseId: string },
): Promise<ProcessCase[]> {
  const rows = await db
    .select({
      id: cases.id,
      debtorId: cases.debtorId,
      clientId: cases.clientId,
      creditorId: cases.creditorId,
      currency: cases.currency,
      interestMarginBp: cases.interestMarginBp,
      status: cases.status,
      dueDate: cases.dueDate,
      registrationDate: cases.registrationDate,
      pausedUntil: cases.pausedUntil,
      owes: sql<boolean>`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees}) > 0`,
      balance:
        sql<number>`(${cases.remainingPrincipal} + ${cases.remainingInterest} + ${cases.remainingFees})`.mapWith(
          Number,
        ),
      // A proposal over the case waiting for a handler holds it (`caseHold`). Written out whole: drizzle
      // leaves the columns of a one-table select unqualified, and the subquery's own would be meant.
      pendingProposal: sql<boolean>`exists (select 1 from payment_plan_cases ppc join payment_plans pp on pp.id = ppc.plan_id where ppc.case_id = "cases"."id" and pp.status = 'Proposal')`,
      // Only a verdict's step needs it: read for those cases alone. The case's id written out whole, as above:
      // unqualified, it would be the payment's own.
      lastPaymentOn: sql<
        string | null
      >`case when ${cases.status} = 'Verdict' then (select max(${payments.paymentDate})::text from ${payments} where ${payments.caseId} = "cases"."id") end`,
      // A deduction after the latest demand makes the case's next step a fresh notice (`nextCaseStep`).
      lastDeductionOn: sql<
        string | null
      >`(select max(${payments.paymentDate})::text from ${payments} where ${payments.caseId} = "cases"."id" and ${payments.amount} < 0)`,
    })
    .from(cases)
    .where(
      and(
        'caseId' in filter ? eq(cases.id, filter.caseId) : inRange(cases.debtorId, filter),
        inArray(cases.status, LOADED_CASE_STATUSES),
      ),
    );
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    status: row.status,
    currency: row.currency,
    steps: steps.get(row.id) ?? [],
  }));
}

export type ProcessInvoice = InvoiceFacts & {
  id: string;
  debtorId: string;
  clientId: string;
  creditorId: string;
  currency: Currency;
};

/** The open invoices of `filter` not handed over to collection, with their steps. */
export async function loadInvoices(
  db: Executor,
  filter: DebtorRange | { invoiceId: string },
): Promise<ProcessInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      debtorId: invoices.debtorId,
      clientId: invoices.clientId,
      creditorId: invoices.creditorId,
      currency: invoices.currency,
      status: invoices.status,
      dueDate: invoices.dueDate,
      owes: sql<boolean>`(${invoices.amount} - ${invoices.paid} - ${invoices.credited}) > 0`,
    })
    .from(invoices)
    .where(
      and(
        'invoiceId' in filter ? eq(invoices.id, filter.invoiceId) : inRange(invoices.debtorId, filter),
        inArray(invoices.status, ['Open', 'Reminded']),
        isNull(invoices.caseId),
      ),
    );
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, currency: row.currency, steps: steps.get(row.id) ?? [] }));
}

export type ProcessPlan = {
  id: string;
  debtorId: string;
  currency: Currency;
  /** The plan's cases, earliest due first; the first is the subject of the plan's steps (its fees follow the split). */
  caseIds: string[];
  clientId: string;
  creditorId: string;
  /** The latest resume day of its cases that a handler paused, or null: the plan waits until then. */
  pausedUntil: string | null;
  instalments: InstalmentFacts[];
};

/** The active plans of `filter`, with their cases and instalments and the instalments' steps. */
export async function loadPlans(
  db: Executor,
  filter: DebtorRange | { planId: string },
): Promise<ProcessPlan[]> {
  const plans = await db
    .select({ id: paymentPlans.id, debtorId: paymentPlans.debtorId, currency: paymentPlans.currency })
    .from(paymentPlans)
    .where(
      and(
        'planId' in filter ? eq(paymentPlans.id, filter.planId) : inRange(paymentPlans.debtorId, filter),
        eq(paymentPlans.status, 'Active'),
      ),
    );
  if (plans.length === 0) return [];
  const planIds = plans.map((plan) => plan.id);
  const planCases = await db
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
  const rows = await db
    .select()
    .from(instalments)
    .where(and(isAnyOf(instalments.planId, planIds), gt(instalments.amount, 0)))
    .orderBy(asc(instalments.sequence));
  const steps = await stepsOf(
    db,
    rows.map((row) => row.id),
  );
  return plans.flatMap((plan) => {
    const own = planCases.filter((row) => row.planId === plan.id);
    const [first] = own;
    if (!first) return [];
    return [
      {
        ...plan,
        currency: plan.currency,
        caseIds: own.map((row) => row.caseId),
        clientId: first.clientId,
        creditorId: first.creditorId,
        pausedUntil: own.reduce<string | null>(
          (latest, row) =>
            row.pausedUntil && (!latest || row.pausedUntil > latest) ? row.pausedUntil : latest,
          null,
        ),
        instalments: rows
          .filter((row) => row.planId === plan.id)
          .map((row) => ({
            id: row.id,
            sequence: row.sequence,
            dueDate: row.dueDate,
            amount: row.amount,
            paid: row.paid,
            status: row.status,
            steps: steps.get(row.id) ?? [],
          })),
      },
    ];
  });
}

/** Marks the instalments of active plans in `range` that passed their due date unpaid as `Past`. */
export async function markPastInstalments(db: Executor, range: DebtorRange, day: string): Promise<number> {
  const activePlans = db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.status, 'Active'), inRange(paymentPlans.debtorId, range)));
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
