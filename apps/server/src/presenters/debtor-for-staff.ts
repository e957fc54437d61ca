/** A debtor's cases and payments as the back office shows them beside a decision. */
import type { StaffDebtorOverview } from '@fordra/contract';
import type { casesOfDebtorWithCreditors } from '../db/repositories/cases.ts';
import type { DebtorPaymentRow } from '../db/repositories/payments.ts';

type CaseRow = Awaited<ReturnType<typeof casesOfDebtorWithCreditors>>[number] & { remainingAmount: number };

/** The cases, and the newest `recent` of the payments (given newest first). */
export function debtorOverviewForStaff(
  cases: readonly CaseRow[],
  payments: readonly DebtorPaymentRow[],
  recent: number,
): StaffDebtorOverview {
  return {
    cases: cases.map((row) => ({
      caseGuid: row.case.guid,
      caseNumber: row.case.caseNumber,
      creditorName: row.creditorName,
      status: row.case.status,
      currency: row.case.currency,
      remainingAmount: row.remainingAmount,
    })),
    payments: payments.slice(0, recent).map((row) => ({
      paymentGuid: row.payment.guid,
      paymentDate: row.payment.paymentDate,
      currency: row.payment.currency,
      amount: row.payment.amount,
      caseNumber: row.caseNumber,
    })),
    paymentCount: payments.length,
  };
}
