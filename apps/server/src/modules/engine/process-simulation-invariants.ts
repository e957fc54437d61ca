/**
 * What must hold of the collection process after every business day of the simulation
 * (process-simulation.test.ts), each read from the database and judged by the domain's own rules.
 * Each returns what it found wrong, as lines a person can read; none means the invariant holds.
 */
import { type FeeType, feeHasBasis, hasOpenApplication, type ProcessAction } from '@fordra/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type ImportedFile, rowsOf } from './process-simulation-world.ts';

const ids = (caseIds: readonly string[]) =>
  sql`(${sql.join(
    caseIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * Money is conserved: every öre of every payment is allocated to fees, interest, principal or kept as
 * credit; each case's paid sum is its payments' sum and its principal what was not paid of it; each
 * imported file's payments and deductions sum to its deposits' totals.
 */
export async function moneyNotConserved(
  db: Executor,
  caseIds: readonly string[],
  files: readonly ImportedFile[],
): Promise<string[]> {
  const found: string[] = [];
  const payments = await rowsOf<{ id: string; case_number: string; amount: number; allocated: number }>(
    db,
    sql`select p.id, c.case_number, p.amount::bigint::float8 as amount,
          (p.allocated_fees + p.allocated_interest + p.allocated_principal + p.allocated_credit)::float8 as allocated
        from payments p join cases c on c.id = p.case_id where p.case_id in ${ids(caseIds)}`,
  );
  for (const p of payments)
    if (p.amount !== p.allocated)
      found.push(`${p.case_number}: a payment of ${p.amount} allocates ${p.allocated}`);
  const sums = await rowsOf<Record<string, number | string>>(
    db,
    sql`select c.case_number, c.paid_sum::float8 as paid_sum, c.paid_principal::float8 as paid_principal,
          (c.original_principal - c.remaining_principal)::float8 as principal_gone,
          c.credit_balance::float8 as credit_balance,
          coalesce(p.amount, 0)::float8 as payments, coalesce(p.principal, 0)::float8 as allocated_principal,
          coalesce(p.credit, 0)::float8 as allocated_credit
        from cases c left join (
          select case_id, sum(amount) as amount, sum(allocated_principal) as principal, sum(allocated_credit) as credit
          from payments group by case_id) p on p.case_id = c.id
        where c.id in ${ids(caseIds)}`,
  );
  for (const c of sums) {
    if (c.paid_sum !== c.payments)
      found.push(`${c.case_number}: paid ${c.paid_sum}, its payments sum ${c.payments}`);
    if (c.paid_principal !== c.allocated_principal || c.principal_gone !== c.paid_principal)
      found.push(
        `${c.case_number}: principal paid ${c.paid_principal}, allocated ${c.allocated_principal}, gone ${c.principal_gone}`,
      );
    if (c.credit_balance !== c.allocated_credit)
      found.push(`${c.case_number}: credit ${c.credit_balance}, allocated to credit ${c.allocated_credit}`);
  }
  for (const file of files) {
    const [held] = await rowsOf<{ sum: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::float8 as sum from payments where payment_file_sha256 = ${file.sha256}`,
    );
    if (held?.sum !== file.total)
      found.push(`file ${file.sha256.slice(0, 8)}: deposits ${file.total}, ledger ${held?.sum}`);
  }
  return found;
}

/** No balance below zero: remaining principal, interest and fees, credit, and what a fee line has been paid. */
export async function balancesBelowZero(db: Executor, caseIds: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ what: string }>(
    db,
    sql`select c.case_number || ': ' || c.remaining_principal || '/' || c.remaining_interest || '/' ||
               c.remaining_fees || '/' || c.credit_balance as what
        from cases c where c.id in ${ids(caseIds)} and least(c.remaining_principal, c.remaining_interest,
              c.remaining_fees, c.credit_balance) < 0
        union all
        select c.case_number || ': fee ' || f.type || ' of ' || f.amount || ' paid ' || f.paid
        from case_fees f join cases c on c.id = f.case_id
        where f.case_id in ${ids(caseIds)} and f.credits_fee_id is null and (f.paid < 0 or f.paid > f.amount)`,
  );
  return rows.map((row) => row.what);
}

/** No fee without its basis (domain `feeHasBasis`) under the case's client policy and debtor kind. */
export async function feesWithoutBasis(db: Executor, caseIds: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{
    case_number: string;
    type: FeeType;
    date: string;
    reminder_fee_agreed: boolean;
    business_compensation: boolean;
    kind: 'person' | 'company';
  }>(
    db,
    sql`select c.case_number, f.type, f.date::text as date, cl.reminder_fee_agreed, cl.business_compensation, d.kind
        from case_fees f join cases c on c.id = f.case_id join clients cl on cl.id = c.client_id
          join debtors d on d.id = c.debtor_id
        where f.case_id in ${ids(caseIds)} and f.credits_fee_id is null
          and not exists (select 1 from case_fees k where k.credits_fee_id = f.id)`,
  );
  return rows
    .filter(
      (row) =>
        !feeHasBasis(row.type, {
          reminderFeeAgreed: row.reminder_fee_agreed,
          businessCompensation: row.business_compensation,
          debtorKind: row.kind,
        }),
    )
    .map((row) => `${row.case_number}: a ${row.type} fee of ${row.date} (${row.kind})`);
}

/** A hold the simulation made: the case takes no step from ISO day `from` until the day before `until` (null: still held). */
export type SimulatedHold = { caseId: string; from: string; until: string | null; why: string };

/** Steps taken on ISO day `day` on a case that a hold held that day. */
export async function stepsOnHeldCases(
  db: Executor,
  day: string,
  holds: readonly SimulatedHold[],
): Promise<string[]> {
  const held = holds.filter((hold) => hold.from <= day && (hold.until === null || day < hold.until));
  if (held.length === 0) return [];
  const steps = await rowsOf<{ case_id: string; case_number: string; action: string }>(
    db,
    sql`select p.case_id, c.case_number, p.action from process_actions p join cases c on c.id = p.case_id
        where p.taken_on = ${day} and p.case_id in ${ids(held.map((hold) => hold.caseId))}`,
  );
  return steps.map((step) => {
    const hold = held.find((h) => h.caseId === step.case_id);
    return `${step.case_number}: ${step.action} on ${day}, held (${hold?.why})`;
  });
}

/** Cases of `caseIds` whose status is Paid now. */
export async function paidCases(db: Executor, caseIds: readonly string[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from cases where status = 'Paid' and id in ${ids(caseIds)}`,
  );
  return rows.map((row) => row.id);
}

/** Cases of `caseIds` (paid before the day's run) whose application to Kronofogden is still open. */
export async function openApplicationsOfPaidCases(
  db: Executor,
  caseIds: readonly string[],
): Promise<string[]> {
  if (caseIds.length === 0) return [];
  const steps = await rowsOf<{
    case_id: string;
    case_number: string;
    action: ProcessAction;
    due_on: string;
    taken_on: string;
  }>(
    db,
    sql`select p.case_id, c.case_number, p.action, p.due_on::text as due_on, p.taken_on::text as taken_on
        from process_actions p join cases c on c.id = p.case_id where p.case_id in ${ids(caseIds)}`,
  );
  const byCase = Map.groupBy(steps, (step) => step.case_number);
  return [...byCase.entries()]
    .filter(([, own]) =>
      hasOpenApplication(
        own.map((step) => ({ action: step.action, dueOn: step.due_on, takenOn: step.taken_on })),
      ),
    )
    .map(([caseNumber]) => `${caseNumber}: paid, its application to Kronofogden still open`);
}

/** A plan's cases that do not stand at zero, or the plan itself when it is not Completed. */
export async function planNotAtZero(db: Executor, planGuid: string): Promise<string[]> {
  const rows = await rowsOf<{
    what: string;
    balance: number;
    credit: number;
    plan_status: string;
    status: string;
  }>(
    db,
    sql`select c.case_number as what, (c.remaining_principal + c.remaining_interest + c.remaining_fees)::float8 as balance,
          c.credit_balance::float8 as credit, p.status as plan_status, c.status
        from payment_plans p join payment_plan_cases pc on pc.plan_id = p.id join cases c on c.id = pc.case_id
        where p.guid = ${planGuid}`,
  );
  return rows
    .filter(
      (row) =>
        row.balance !== 0 || row.credit !== 0 || row.plan_status !== 'Completed' || row.status !== 'Paid',
    )
    .map(
      (row) =>
        `plan ${planGuid.slice(0, 8)} (${row.plan_status}), case ${row.what} (${row.status}): balance ${row.balance}, credit ${row.credit}`,
    );
}
