/**
 * What the process engine reads before it decides: the cases, invoices and active plans of a range
 * of debtors (a chunk) or of one subject, each with the steps already taken and its client's policy.
 */
import {
  type CaseFacts,
  type CaseStatus,
  type Currency,
  type InstalmentFacts,
  type InvoiceFacts,
  isPostponedOn,
  type ProcessAction,
  type ProcessPolicy,
  type TakenStep,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { casesForProcess } from '../../db/repositories/cases.ts';
import { foreignFeesOfCreditors, policiesOfClients } from '../../db/repositories/clients.ts';
import { proofsOfDelivery } from '../../db/repositories/deliveries.ts';
import type { DebtorRange } from '../../db/repositories/engine-runs.ts';
import { invoicesForProcess } from '../../db/repositories/invoices.ts';
import { activePlansForProcess, casesOfPlans, instalmentsOfPlans } from '../../db/repositories/plans.ts';
import { stepsOfSubjects } from '../../db/repositories/process-steps.ts';

// Where the back office's policy editor has imported it from.
export { clientPolicyColumns } from '../../db/repositories/clients.ts';

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

/** A client's policy and what it agreed, by client id. */
export type ClientPolicy = ProcessPolicy & { reminderFeeAgreed: boolean; businessCompensation: boolean };

export async function loadPolicies(db: Executor): Promise<Map<string, ClientPolicy>> {
  const rows = await policiesOfClients(db);
  return new Map(rows.map(({ id, ...policy }) => [id, policy]));
}

/** Fee amounts a creditor set for cases in other currencies than SEK, by creditor id. */
export async function loadForeignFees(
  db: Executor,
): Promise<Map<string, Record<string, Record<string, number>>>> {
  const rows = await foreignFeesOfCreditors(db);
  return new Map(rows.map((row) => [row.id, row.foreignFees]));
}

async function stepsOf(db: Executor, subjectIds: string[]): Promise<Map<string, TakenStep[]>> {
  const steps = new Map<string, TakenStep[]>();
  if (subjectIds.length === 0) return steps;
  const rows = await stepsOfSubjects(db, subjectIds);
  // Every step says whether its letter reached the reader: a deadline counts from that day.
  const proofs = await proofsOfDelivery(
    db,
    rows.flatMap((row) => (row.documentId ? [row.documentId] : [])),
  );
  for (const row of rows) {
    const list = steps.get(row.subjectId) ?? [];
    list.push({
      action: row.action as ProcessAction,
      dueOn: row.dueOn,
      takenOn: row.takenOn,
      delivery: row.documentId ? (proofs.get(row.documentId) ?? null) : null,
    });
    steps.set(row.subjectId, list);
  }
  return steps;
}

export type ProcessCase = CaseFacts & {
  id: string;
  caseNumber: string;
  debtorId: string;
  clientId: string;
  creditorId: string;
  currency: Currency;
  /** The case's margin over the reference rates, or null for a fixed agreed rate. */
  interestMarginBp: number | null;
};

/**
 * The cases of `filter` in a status the process moves or a verdict (`LOADED_CASE_STATUSES`), with their
 * steps; one case (`caseId`) is locked for the rest of the caller's transaction.
 */
export async function loadCases(
  db: Executor,
  filter: DebtorRange | { caseId: string },
): Promise<ProcessCase[]> {
  const rows = await casesForProcess(db, filter, LOADED_CASE_STATUSES);
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
  const rows = await invoicesForProcess(db, filter, ['Open', 'Reminded']);
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
  /** Whether an open objection holds one of its cases. */
  openObjection: boolean;
  /** The latest new due date of its cases' approved postponements, or null. */
  postponedUntil: string | null;
  instalments: InstalmentFacts[];
};

/** The active plans of `filter`, with their cases and instalments and the instalments' steps. */
export async function loadPlans(
  db: Executor,
  filter: DebtorRange | { planId: string },
): Promise<ProcessPlan[]> {
  const plans = await activePlansForProcess(db, filter);
  if (plans.length === 0) return [];
  const planIds = plans.map((plan) => plan.id);
  const planCases = await casesOfPlans(db, planIds);
  const rows = await instalmentsOfPlans(db, planIds);
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
        openObjection: own.some((row) => row.openObjection),
        postponedUntil: own.reduce<string | null>(
          (latest, row) =>
            row.postponedUntil && (!latest || row.postponedUntil > latest) ? row.postponedUntil : latest,
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

/** Whether an objection or a postponement holds one of the plan's cases on ISO day `day` (`caseHold`). */
export function planHeld(plan: Pick<ProcessPlan, 'openObjection' | 'postponedUntil'>, day: string): boolean {
  return plan.openObjection || isPostponedOn(plan.postponedUntil, day);
}
