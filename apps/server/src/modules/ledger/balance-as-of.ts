/**
 * A case's balance on a day. Today's is the stored one with interest to the day (`balanceOn`); a later
 * day is the same, nothing paid meanwhile; an earlier day, for the calls that take `asOf` (a case's
 * details, a debt summary), replays the case's fee lines and payments dated on or before it (domain
 * `caseBalanceOn`, the ledger's own `computeCaseLedger`). A fee line credited because a payment dated
 * before its step made the step unnecessary never stands in the ledger.
 */
import {
  balanceDayRefusal,
  caseBalanceOn,
  INACTIVE_STATUSES,
  interestSince,
  type ReferenceRateTable,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { feeLinesOfCases } from '../../db/repositories/cases.ts';
import { paymentsOfCases } from '../../db/repositories/payments.ts';
import { ApiError } from '../../http/api-error.ts';
import { caseInterestRate } from './reference-rates.ts';

/** The balance columns of a case as stored, enough to bring interest up to a day. */
export type StoredBalance = {
  status: string;
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  interestRateBp: number;
  interestMarginBp: number | null;
  interestAccruedUntil: string | null;
  dueDate: string;
};

/**
 * A case's balance on ISO day `today`, all minor units, its interest at the reference rates `rates`
 * when it follows them. A closed case (paid, credited, recalled, closed for another reason) has
 * nothing left to pay through us and accrues nothing.
 */
export function balanceOn(stored: StoredBalance, today: string, rates: ReferenceRateTable) {
  if ((INACTIVE_STATUSES as readonly string[]).includes(stored.status)) {
    return { remainingPrincipal: 0, remainingInterest: 0, remainingFees: 0, remainingAmount: 0 };
  }
  const accruedUntil = stored.interestAccruedUntil ?? stored.dueDate;
  const accruing = interestSince(
    { remainingPrincipal: stored.remainingPrincipal, accruedUntil },
    caseInterestRate(stored, rates),
    today,
  );
  const remainingInterest = stored.remainingInterest + accruing;
  return {
    remainingPrincipal: stored.remainingPrincipal,
    remainingInterest,
    remainingFees: stored.remainingFees,
    remainingAmount: stored.remainingPrincipal + remainingInterest + stored.remainingFees,
  };
}

/** A case as the balance of a day needs it. */
export type CaseForBalance = StoredBalance & {
  id: string;
  originalPrincipal: number;
  paidPrincipal: number;
  paidSum: number;
};

/** A case's balance on a day, minor units: what is left, and what was paid by then. */
export type BalanceOnDay = {
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  remainingAmount: number;
  paidPrincipal: number;
  paidSum: number;
};

/** Statuses that owe nothing through us on any day: the case was taken back or written off. */
const WITHDRAWN = INACTIVE_STATUSES.filter((status) => status !== 'Paid') as readonly string[];

const NOTHING: BalanceOnDay = {
  remainingPrincipal: 0,
  remainingInterest: 0,
  remainingFees: 0,
  remainingAmount: 0,
  paidPrincipal: 0,
  paidSum: 0,
};

/**
 * Refuses `asOf` (400 `InvalidDate`, field `asOf`) before the case's registration or more than a year
 * after `today` (domain `balanceDayRefusal`).
 */
export function checkBalanceDay(asOf: string, today: string, registrationDate?: string): void {
  const refusal = balanceDayRefusal(asOf, today, registrationDate);
  if (refusal === 'BeforeRegistration')
    throw new ApiError(400, 'InvalidDate', 'The day is before the case was registered.', { field: 'asOf' });
  if (refusal === 'TooFarAhead')
    throw new ApiError(400, 'InvalidDate', 'The day is more than a year ahead.', { field: 'asOf' });
}

/** The balance of each case of `rows` on ISO day `asOf` (see above), by case id. */
export async function balancesAsOf(
  db: Executor,
  rows: readonly CaseForBalance[],
  asOf: string,
  today: string,
  rates: ReferenceRateTable,
): Promise<Map<string, BalanceOnDay>> {
  const balances = new Map<string, BalanceOnDay>();
  if (asOf >= today) {
    for (const row of rows)
      balances.set(row.id, {
        ...balanceOn(row, asOf, rates),
        paidPrincipal: row.paidPrincipal,
        paidSum: row.paidSum,
      });
    return balances;
  }
  const replayed = rows.filter((row) => !WITHDRAWN.includes(row.status));
  const ids = replayed.map((row) => row.id);
  const [fees, paid] = ids.length
    ? await Promise.all([feeLinesOfCases(db, ids), paymentsOfCases(db, ids)])
    : [[], []];
  const credited = new Set(fees.flatMap((line) => (line.creditsFeeId ? [line.creditsFeeId] : [])));
  const feesOf = Map.groupBy(
    fees.filter((line) => !line.creditsFeeId && !credited.has(line.id)),
    (line) => line.caseId,
  );
  const paidOf = Map.groupBy(paid, (payment) => payment.caseId);
  for (const row of rows) {
    if (WITHDRAWN.includes(row.status)) {
      balances.set(row.id, NOTHING);
      continue;
    }
    const { credit: _credit, ...balance } = caseBalanceOn(
      {
        originalPrincipal: row.originalPrincipal,
        annualRateBasisPoints: caseInterestRate(row, rates),
        dueDate: row.dueDate,
        fees: (feesOf.get(row.id) ?? []).map((line) => ({ date: line.date, amount: line.amount })),
        payments: (paidOf.get(row.id) ?? []).map((p) => ({ date: p.paymentDate, amount: p.amount })),
      },
      asOf,
    );
    balances.set(row.id, balance);
  }
  return balances;
}
