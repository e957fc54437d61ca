/** What the portal shows of the signed-in debtor: identity, contact details, totals. */
import type { DebtorEntry, DebtTotal } from '@fordra/contract';
import { type Currency, INACTIVE_STATUSES, isActiveStatus } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { caseBalancesOfDebtor, caseCountsOfDebtor } from '../../db/repositories/cases.ts';
import { debtorById, primaryAddressOf } from '../../db/repositories/debtors.ts';
import { openInvoicesOfDebtor } from '../../db/repositories/invoices.ts';
import { notFound } from '../../http/api-error.ts';
import { debtorEntryForDebtor } from '../../presenters/debtor-for-debtor.ts';
import { invoiceRemaining } from '../invoices/invoice-service.ts';
import { balanceOn, balancesAsOf, checkBalanceDay } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

const inactive = [...INACTIVE_STATUSES];

export async function getDebtorEntry(db: Executor, debtorId: string): Promise<DebtorEntry> {
  const debtor = await debtorById(db, debtorId);
  if (!debtor) throw notFound('The debtor');
  const address = await primaryAddressOf(db, debtorId);
  const counts = await caseCountsOfDebtor(db, debtorId, inactive);
  return debtorEntryForDebtor(debtor, address, counts);
}

/**
 * The debtor's total remaining debt per currency on ISO day `today`: active cases (fees include
 * statutory costs) and open invoices.
 */
export async function getDebtorSummary(db: Executor, debtorId: string, today: string, asOf: string = today) {
  if (asOf !== today) checkBalanceDay(asOf, today);
  const [allRows, openInvoices, rates] = await Promise.all([
    caseBalancesOfDebtor(db).execute({ debtorId }),
    openInvoicesOfDebtor(db).execute({ debtorId }),
    referenceRatesOf(db),
  ]);
  // On another day: the cases registered by then, each as its ledger stood (or will stand) that day.
  const rows = allRows.filter((row) => row.registrationDate <= asOf);
  const onDay = asOf === today ? null : await balancesAsOf(db, rows, asOf, today, rates);
  const byCurrency = new Map<Currency, DebtTotal>();
  const totalIn = (currency: Currency) => {
    const found = byCurrency.get(currency) ?? {
      currency: currency,
      remainingPrincipal: 0,
      remainingInterest: 0,
      remainingFees: 0,
      remainingInvoices: 0,
      total: 0,
      activeCases: 0,
      openInvoices: 0,
    };
    byCurrency.set(currency, found);
    return found;
  };
  for (const invoice of openInvoices) {
    const remaining = invoiceRemaining(invoice);
    if (remaining === 0) continue;
    const total = totalIn(invoice.currency);
    total.remainingInvoices += remaining;
    total.total += remaining;
    total.openInvoices += 1;
  }
  let inactiveCases = 0;
  for (const row of rows) {
    const balance = onDay?.get(row.id) ?? balanceOn(row, today, rates);
    // A case paid since the day owed then; on the day itself a closed case owes nothing.
    if (!isActiveStatus(row.status) && (onDay === null || balance.remainingAmount === 0)) {
      inactiveCases += 1;
      continue;
    }
    const total = totalIn(row.currency);
    total.remainingPrincipal += balance.remainingPrincipal;
    total.remainingInterest += balance.remainingInterest;
    total.remainingFees += balance.remainingFees;
    total.total += balance.remainingAmount;
    total.activeCases += 1;
  }
  const totals = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return { totals, activeCases: totals.reduce((n, t) => n + t.activeCases, 0), inactiveCases };
}
