/**
 * The settlement statement of a client's month (monthly-reports.ts): each payment on its cases with what
 * of it is paid out to the client and what the provider keeps, their sums per currency, and the CSV of
 * the lines; settlement-pdf.ts draws the PDF.
 */
import type { Currency } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { settlementPaymentsOfClient } from '../../db/repositories/payments.ts';
import { csvAmount, csvDocument } from '../../http/csv.ts';
import { split } from '../creditor-payments/payment-journal.ts';

/** The payments of `period` on the client's cases, each split at the interest share `shareBp` (basis points). */
export async function settlementLines(
  db: Executor,
  clientId: string,
  period: { start: string; end: string },
  shareBp: number,
) {
  const rows = await settlementPaymentsOfClient(db, clientId, period);
  return rows.map(({ payment, ...row }) => {
    const allocation = {
      principal: payment.allocatedPrincipal,
      interest: payment.allocatedInterest,
      fees: payment.allocatedFees,
    };
    return { ...row, payment, ...split(allocation, shareBp) };
  });
}

export type SettlementLine = Awaited<ReturnType<typeof settlementLines>>[number];

/** Sums of the settlement per currency. */
export function settlementTotals(lines: SettlementLine[]) {
  const totals = new Map<
    string,
    { currency: Currency; amount: number; dueToClient: number; keptByProvider: number; credit: number }
  >();
  for (const line of lines) {
    const sum = totals.get(line.payment.currency) ?? {
      currency: line.payment.currency,
      amount: 0,
      dueToClient: 0,
      keptByProvider: 0,
      credit: 0,
    };
    sum.amount += line.payment.amount;
    sum.dueToClient += line.dueToClient;
    sum.keptByProvider += line.keptByProvider;
    sum.credit += line.payment.allocatedCredit;
    totals.set(line.payment.currency, sum);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The statement's lines as CSV, one a payment. */
export function settlementCsv(lines: SettlementLine[]): string {
  return csvDocument([
    [
      'paymentDate',
      'creditor',
      'caseNumber',
      'debtorName',
      'channel',
      'currency',
      'amount',
      'principal',
      'interest',
      'fees',
      'credit',
      'dueToClient',
      'keptByProvider',
    ],
    ...lines.map((line) => [
      line.payment.paymentDate,
      line.creditorName,
      line.caseNumber,
      line.debtorName,
      line.payment.channel,
      line.payment.currency,
      csvAmount(line.payment.amount),
      csvAmount(line.payment.allocatedPrincipal),
      csvAmount(line.payment.allocatedInterest),
      csvAmount(line.payment.allocatedFees),
      csvAmount(line.payment.allocatedCredit),
      csvAmount(line.dueToClient),
      csvAmount(line.keptByProvider),
    ]),
  ]);
}
