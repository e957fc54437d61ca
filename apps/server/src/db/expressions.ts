/** SQL that several modules read and write the same way. */
import { sql } from 'drizzle-orm';
import { cases, debtors } from './schema.ts';

/** A debtor's name: the company's, or the person's first and last name (domain `debtorDisplayName` in SQL). */
export const debtorNameSql = sql<string>`coalesce(${debtors.companyName}, ${debtors.firstName} || ' ' || ${debtors.lastName})`;

/** Whether a database error (or one it caused) is a unique violation: another writer stored it first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * A case's balance columns as stored, what its balance on a day is worked out from (`balanceOn`,
 * modules/ledger/balance-as-of.ts: its `StoredBalance`).
 */
export const storedBalanceColumns = {
  status: cases.status,
  remainingPrincipal: cases.remainingPrincipal,
  remainingInterest: cases.remainingInterest,
  remainingFees: cases.remainingFees,
  interestRateBp: cases.interestRateBp,
  interestMarginBp: cases.interestMarginBp,
  interestAccruedUntil: cases.interestAccruedUntil,
  dueDate: cases.dueDate,
};
