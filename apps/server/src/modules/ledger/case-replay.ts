/**
 * The replay of many cases' histories at once, in a few statements whatever their number: the cases
 * are locked in id order, their fee lines and payments read in one query each, each case replayed
 * (domain `computeCaseLedger`), and only what changed written back, one statement per table. Payments
 * about to be stored can be replayed with them, so that they are stored already allocated.
 */
import {
  type CaseLedgerState,
  type PaymentAllocation,
  paidPerFeeLine,
  statusAfterReplay,
  undoUnnecessarySteps,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  type CaseChange,
  feeLinesOfCases,
  lockCasesForReplay,
  setFeeLinesPaid,
  writeCaseChanges,
} from '../../db/repositories/cases.ts';
import { creditsOfCases } from '../../db/repositories/objections.ts';
import {
  type PaymentAllocationChange,
  paymentsOfCases,
  writePaymentAllocations,
} from '../../db/repositories/payments.ts';
import {
  latePaymentFacts,
  loadUndoableSteps,
  type Reversals,
  type StoredFeeLine,
  writeReversals,
} from './late-payments.ts';
import { caseInterestRate, loadReferenceRates } from './reference-rates.ts';

/** A payment about to be stored on a case: `amount` in minor units, `paymentDate` an ISO day. */
export type PendingPayment = { id: string; caseId: string; paymentDate: string; amount: number };

export type CaseReplay = {
  /** How each pending payment is allocated, by its id. */
  allocations: Map<string, PaymentAllocation>;
  /** Writes what changed: fee lines' paid amounts, stored payments' allocations, the cases' balances and statuses. */
  write: () => Promise<void>;
};

/** A payment's allocation columns, minor units each. */
export function allocationColumns(allocation: PaymentAllocation) {
  return {
    allocatedFees: allocation.fees,
    allocatedInterest: allocation.interest,
    allocatedPrincipal: allocation.principal,
    allocatedCredit: allocation.credit,
  };
}

/** A case's balance columns as its replayed history `state` gives them, minor units each. */
export function balanceColumns(state: CaseLedgerState) {
  return {
    remainingPrincipal: state.remainingPrincipal,
    remainingInterest: state.remainingInterest,
    remainingFees: state.remainingFees,
    paidPrincipal: state.paidPrincipal,
    paidSum: state.paidSum,
    creditBalance: state.credit,
    interestAccruedUntil: state.accruedUntil,
  };
}

type StoredPayment = {
  id: string;
  paymentDate: string;
  amount: number;
  allocation: PaymentAllocation | null;
};

const sameAllocation = (a: PaymentAllocation, b: PaymentAllocation) =>
  a.fees === b.fees && a.interest === b.interest && a.principal === b.principal && a.credit === b.credit;

/**
 * Locks and replays the cases of `caseIds` with their history and the `pending` payments, which come
 * after the stored payments of their day (they are stored later, and the ledger orders a day's payments
 * by when they were stored). A step a payment dated on or before its day made unnecessary is undone
 * (domain `undoUnnecessarySteps`, `late-payments.ts`). A case paid in full, with a payment, becomes `Paid`;
 * a `Paid` case a deduction leaves owing goes back to collection (domain `statusAfterReplay`).
 */
export async function replayCases(
  tx: Executor,
  caseIds: readonly string[],
  pending: readonly PendingPayment[] = [],
): Promise<CaseReplay> {
  const ids = [...new Set(caseIds)].sort();
  const allocations = new Map<string, PaymentAllocation>();
  if (ids.length === 0) return { allocations, write: async () => {} };
  const rows = await lockCasesForReplay(tx, ids);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new Error(`Case ${ids.find((id) => !found.has(id))} does not exist`);
  }
  const fees = await feeLinesOfCases(tx, ids);
  const stored = await paymentsOfCases(tx, ids);
  const creditsOf = Map.groupBy(await creditsOfCases(tx, ids), (credit) => credit.caseId);
  // Read in this transaction, so the stored balance always follows the table as it is.
  const rates = rows.some((row) => row.interestMarginBp !== null) ? await loadReferenceRates(tx) : [];
  const stepsOf = await loadUndoableSteps(tx, ids);
  const feesOf = Map.groupBy(fees, (fee) => fee.caseId);
  const storedOf = Map.groupBy(
    stored.map(
      ({ fees, interest, principal, credit, ...payment }): StoredPayment & { caseId: string | null } => ({
        ...payment,
        allocation: { fees, interest, principal, credit },
      }),
    ),
    (payment) => payment.caseId,
  );
  const pendingOf = Map.groupBy(
    [...pending].sort((a, b) =>
      a.paymentDate === b.paymentDate ? (a.id < b.id ? -1 : 1) : a.paymentDate < b.paymentDate ? -1 : 1,
    ),
    (payment) => payment.caseId,
  );

  const feeUpdates: { id: string; paid: number }[] = [];
  const paymentUpdates: PaymentAllocationChange[] = [];
  const caseUpdates: CaseChange[] = [];
  const reversals: Reversals = { credits: [], steps: [] };
  const now = new Date();
  for (const row of rows) {
    const facts = latePaymentFacts(feesOf.get(row.id) ?? [], stepsOf.get(row.id) ?? []);
    const history = inDayOrder(
      storedOf.get(row.id) ?? [],
      (pendingOf.get(row.id) ?? []).map((payment) => ({ ...payment, allocation: null })),
    );
    const outcome = undoUnnecessarySteps({
      originalPrincipal: row.originalPrincipal,
      annualRateBasisPoints: caseInterestRate(row, rates),
      dueDate: row.dueDate,
      fees: facts.fees,
      payments: history.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
      credits: (creditsOf.get(row.id) ?? []).map((credit) => ({ date: credit.date, amount: credit.amount })),
      steps: facts.steps,
      enforcementMinimum: row.enforcementMinimum,
    });
    const state = outcome.ledger;
    for (const place of outcome.creditedFees) reversals.credits.push(facts.charged[place] as StoredFeeLine);
    for (const place of outcome.undoneSteps) {
      const step = facts.undoable[place];
      if (step) reversals.steps.push({ ...step, caseNumber: row.caseNumber, debtorId: row.debtorId });
    }
    // A credited line (and a credit line) is paid nothing: the standing lines share what paid fees.
    const standing = facts.charged.filter(
      (_line, place) => !facts.fees[place]?.credited && !outcome.creditedFees.includes(place),
    );
    const paidOnLines = paidPerFeeLine(
      standing.map((fee) => fee.amount),
      state.paidFees,
    );
    const paidOf = new Map(standing.map((line, place) => [line.id, paidOnLines[place] ?? 0]));
    for (const fee of feesOf.get(row.id) ?? []) {
      const paidOnLine = paidOf.get(fee.id) ?? 0;
      if (paidOnLine !== fee.paid) feeUpdates.push({ id: fee.id, paid: paidOnLine });
    }
    for (const [index, payment] of history.entries()) {
      const allocation = state.allocations[index];
      if (!allocation) continue;
      if (!payment.allocation) allocations.set(payment.id, allocation);
      else if (!sameAllocation(allocation, payment.allocation))
        paymentUpdates.push({ id: payment.id, ...allocationColumns(allocation) });
    }
    const moved = statusAfterReplay({
      status: row.status,
      owed: state.remainingPrincipal + state.remainingInterest + state.remainingFees,
      hasPayments: history.length > 0,
      hasDeductions: history.some((payment) => payment.amount < 0),
      service: row.service,
      applicationUndone: outcome.undoneSteps.some(
        (place) => facts.undoable[place]?.action === 'enforcementApplication',
      ),
    });
    caseUpdates.push({
      id: row.id,
      ...balanceColumns(state),
      updatedAt: now,
      status: moved?.status ?? row.status,
      service: moved?.service ?? row.service,
      // Paid closes the case; reopened, it is open again.
      closedAt: moved ? (moved.status === 'Paid' ? now : null) : row.closedAt,
    });
  }
  return {
    allocations,
    write: async () => {
      await writeReversals(tx, reversals, now);
      await setFeeLinesPaid(tx, feeUpdates);
      await writePaymentAllocations(tx, paymentUpdates);
      await writeCaseChanges(tx, caseUpdates);
    },
  };
}

/** The stored payments (in the ledger's order) with the pending ones (in day order) after those of their day. */
function inDayOrder(stored: StoredPayment[], pending: StoredPayment[]): StoredPayment[] {
  if (pending.length === 0) return stored;
  const merged: StoredPayment[] = [];
  let next = 0;
  for (const payment of pending) {
    while (next < stored.length && (stored[next]?.paymentDate ?? '') <= payment.paymentDate) {
      merged.push(stored[next] as StoredPayment);
      next += 1;
    }
    merged.push(payment);
  }
  return [...merged, ...stored.slice(next)];
}
