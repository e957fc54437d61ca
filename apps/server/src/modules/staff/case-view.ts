/**
 * A case as a handler sees it on one page: the debtor with contact details, client and creditor, the
 * ledger line by line with running balances, documents, plan, conversations and the timeline.
 */
import type { LedgerLine, StaffCaseView } from '@fordra/contract';
import { addDays, computeCaseLedger, isActiveStatus, type ReferenceRateTable } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { auditTrailOfCase } from '../../db/repositories/audit-log.ts';
import {
  type Case,
  caseWithPartiesByGuid,
  feeLinesOfCase,
  processStepsOfCase,
} from '../../db/repositories/cases.ts';
import { postalAddressOf } from '../../db/repositories/debtors.ts';
import { documentRowsOfCaseNewestFirst } from '../../db/repositories/letters.ts';
import { conversationsOfCaseWithCounts } from '../../db/repositories/messages.ts';
import { paymentsOfCaseOldestFirst } from '../../db/repositories/payments.ts';
import { notFound } from '../../http/api-error.ts';
import { caseViewForStaff, debtorNameForStaff, timelineForStaff } from '../../presenters/case-for-staff.ts';
import { deliveryProofs, deliveryTimeline } from '../../presenters/delivery-for-reader.ts';
import { letterDeliveriesOfCase } from '../delivery/letter-deliveries.ts';
import { awaitsWithdrawalConfirmation } from '../enforcement/enforcement-withdrawals.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { standingFeeLines } from '../ledger/late-payments.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';
import { listPlans } from '../plans/plan-queries.ts';
import { awaitsEnforcementDecision } from './queues.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` can be a guid at all: anything else is not found, like an unknown one. */
export const isGuid = (text: string) => UUID.test(text);

type FeeRow = { id: string; type: string; date: string; amount: number; creditsFeeId: string | null };
type PaymentRow = {
  guid: string;
  paymentDate: string;
  amount: number;
  channel: string;
  allocatedFees: number;
  allocatedInterest: number;
  allocatedPrincipal: number;
  allocatedCredit: number;
};

/**
 * The ledger line by line, oldest first: the principal, each fee, the interest up to each payment and the
 * payment with its allocation, then the interest since the last payment up to `today`. Each balance is
 * the ledger's own replay (domain `computeCaseLedger`) of the history up to that line, and the last one
 * the case's balance on `today` (`balanceOn`): the debtor's figure.
 */
export function ledgerLines(
  row: Case,
  fees: FeeRow[],
  paid: PaymentRow[],
  rates: ReferenceRateTable,
  today: string,
): LedgerLine[] {
  const rate = caseInterestRate(row, rates);
  const line = (
    fields: Omit<LedgerLine, 'allocation' | 'paymentGuid'> & Partial<LedgerLine>,
  ): LedgerLine => ({
    allocation: null,
    paymentGuid: null,
    ...fields,
  });
  const lines: LedgerLine[] = [
    line({
      date: row.dueDate,
      kind: 'principal',
      label: row.invoiceNumber,
      amount: row.originalPrincipal,
      balance: row.originalPrincipal,
    }),
  ];
  let balance = row.originalPrincipal;
  let interestSoFar = 0;
  let accruedUntil = row.dueDate;
  let nextFee = 0;
  const feeLine = (fee: FeeRow) => {
    balance += fee.amount;
    lines.push(line({ date: fee.date, kind: 'fee', label: fee.type, amount: fee.amount, balance }));
  };
  for (const [index, payment] of paid.entries()) {
    // Fees of the payment's day come before it, as in the ledger.
    while (nextFee < fees.length && (fees[nextFee]?.date ?? '') <= payment.paymentDate)
      feeLine(fees[nextFee++] as FeeRow);
    const state = computeCaseLedger({
      originalPrincipal: row.originalPrincipal,
      annualRateBasisPoints: rate,
      dueDate: row.dueDate,
      // A credited fee and its credit line (dated as it, right after it) cancel out: neither stands.
      fees: standingFeeLines(fees.slice(0, nextFee)),
      payments: paid.slice(0, index + 1).map((p) => ({ date: p.paymentDate, amount: p.amount })),
    });
    const interest = state.paidInterest + state.remainingInterest - interestSoFar;
    if (interest > 0) {
      balance += interest;
      lines.push(
        line({
          date: payment.paymentDate,
          kind: 'interest',
          label: `${addDays(accruedUntil, 1)} – ${payment.paymentDate}`,
          amount: interest,
          balance,
        }),
      );
    }
    interestSoFar += interest;
    if (state.accruedUntil > accruedUntil) accruedUntil = state.accruedUntil;
    balance = state.remainingPrincipal + state.remainingInterest + state.remainingFees;
    lines.push(
      line({
        date: payment.paymentDate,
        kind: 'payment',
        label: payment.channel,
        amount: -payment.amount,
        allocation: {
          fees: payment.allocatedFees,
          interest: payment.allocatedInterest,
          principal: payment.allocatedPrincipal,
          credit: payment.allocatedCredit,
        },
        paymentGuid: payment.guid,
        balance,
      }),
    );
  }
  while (nextFee < fees.length) feeLine(fees[nextFee++] as FeeRow);
  if (isActiveStatus(row.status)) {
    const owedToday = balanceOn(row, today, rates);
    const accruing = owedToday.remainingInterest - row.remainingInterest;
    if (accruing > 0)
      lines.push(
        line({
          date: today,
          kind: 'interest',
          label: `${addDays(accruedUntil, 1)} – ${today}`,
          amount: accruing,
          balance: owedToday.remainingAmount,
        }),
      );
  }
  return lines;
}

/** The case's letters' deliveries with their attempts, and each attempt as a line of the timeline. */
async function deliveriesOf(db: Executor, caseId: string) {
  const { rows, attempts } = await letterDeliveriesOfCase(db, caseId);
  return {
    deliveries: deliveryProofs(rows, attempts).map((proof, index) => ({
      ...proof,
      documentGuid: rows[index]?.documentGuid ?? null,
    })),
    timeline: deliveryTimeline(rows, attempts),
  };
}

async function timelineOf(db: Executor, row: Case, debtorName: string, planGuids: string[]) {
  const audited = await auditTrailOfCase(db, {
    caseNumber: row.caseNumber,
    caseGuid: row.guid,
    debtorId: row.debtorId,
    planGuids,
  });
  // Steps recorded without an audit entry (a case handed over, the demo's letters) come from the steps.
  const steps = await processStepsOfCase(db, row.id);
  return timelineForStaff(audited, steps, debtorName);
}

/** The case of `caseGuid` as the handler's case page shows it on ISO day `today`; an unknown one is not found. */
export async function staffCaseView(db: Executor, caseGuid: string, today: string): Promise<StaffCaseView> {
  if (!isGuid(caseGuid)) throw notFound('The case');
  const found = await caseWithPartiesByGuid(db, caseGuid);
  if (!found) throw notFound('The case');
  const { case: row, debtor } = found;
  const [fees, paid, address, docs, threads, plans, rates, withdrawalFiled, sent] = await Promise.all([
    feeLinesOfCase(db, row.id),
    paymentsOfCaseOldestFirst(db, row.id),
    postalAddressOf(db, debtor.id),
    documentRowsOfCaseNewestFirst(db, row.id),
    conversationsOfCaseWithCounts(db, row.id),
    listPlans(db, debtor.id, today),
    referenceRatesOf(db),
    awaitsWithdrawalConfirmation(db, row.id),
    deliveriesOf(db, row.id),
  ]);
  const debtorName = debtorNameForStaff(debtor);
  const casePlans = plans.filter((plan) => plan.cases.some((c) => c.caseGuid === row.guid));
  return caseViewForStaff(found, {
    balance: balanceOn(row, today, rates),
    awaitingEnforcementDecision: awaitsEnforcementDecision(row, withdrawalFiled),
    address,
    ledger: ledgerLines(row, fees, paid, rates, today),
    documents: docs,
    plan: casePlans[0] ?? null,
    conversations: threads,
    timeline: [
      ...(await timelineOf(
        db,
        row,
        debtorName,
        casePlans.map((plan) => plan.planGuid),
      )),
      ...sent.timeline,
    ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)),
    deliveries: sent.deliveries,
  });
}
