/**
 * A debtor at a glance for a handler deciding about them (a plan proposal, a thread): every case with
 * what it owes today, and the latest payments.
 */
import { DEBTOR_RECENT_PAYMENTS, type StaffDebtorOverview } from '@fordra/contract';
import type { Executor } from '../../db/executor.ts';
import { casesOfDebtorWithCreditors } from '../../db/repositories/cases.ts';
import { debtorIdByGuid } from '../../db/repositories/debtors.ts';
import { paymentsOfDebtor } from '../../db/repositories/payments.ts';
import { notFound } from '../../http/api-error.ts';
import { debtorOverviewForStaff } from '../../presenters/debtor-for-staff.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { isGuid } from './case-view.ts';

export async function staffDebtorOverview(
  db: Executor,
  debtorGuid: string,
  today: string,
): Promise<StaffDebtorOverview> {
  const debtorId = isGuid(debtorGuid) ? await debtorIdByGuid(db, debtorGuid) : null;
  if (!debtorId) throw notFound('The debtor');
  const [caseRows, paymentRows, rates] = await Promise.all([
    casesOfDebtorWithCreditors(db, debtorId),
    paymentsOfDebtor(db, debtorId),
    referenceRatesOf(db),
  ]);
  return debtorOverviewForStaff(
    caseRows.map((row) => ({ ...row, remainingAmount: balanceOn(row.case, today, rates).remainingAmount })),
    paymentRows,
    DEBTOR_RECENT_PAYMENTS,
  );
}
