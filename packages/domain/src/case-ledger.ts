import { allocatePayment, type PaymentAllocation, reverseAllocation } from './allocation.ts';
import { accruedInterest, type LateInterestRate } from './interest.ts';
import { assertMinor } from './money.ts';

/** A fee charged on a case: `amount` in minor units on ISO day `date`. */
export type LedgerFee = { date: string; amount: number };
/** A payment to a case: `amount` in minor units on ISO day `date`; negative for a deduction. */
export type LedgerPayment = { date: string; amount: number };
/**
 * A credit of the client on the claim (a credit note, an objection answered with a credit): `amount` in
 * minor units on ISO day `date`, taken off the principal, then the interest; what exceeds them (the
 * debtor had paid already) is credit held for the debtor, so no money is lost.
 */
export type LedgerCredit = { date: string; amount: number };

export type CaseLedgerInput = {
  /** The debt's principal when the case was registered, minor units. */
  originalPrincipal: number;
  /** Late-payment interest: basis points a year, or a margin in basis points over the reference rate of each day. */
  annualRateBasisPoints: LateInterestRate;
  /** Interest runs from the day after this ISO day. */
  dueDate: string;
  fees: readonly LedgerFee[];
  payments: readonly LedgerPayment[];
  /** The client's credits on the claim (`LedgerCredit`); none when absent. */
  credits?: readonly LedgerCredit[];
};

/** A case's balances (all minor units) after its history; interest is accrued up to `accruedUntil`. */
export type CaseLedgerState = {
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  paidPrincipal: number;
  paidInterest: number;
  paidFees: number;
  paidSum: number;
  credit: number;
  /** What the client's credits took off the principal and interest (not what they left as credit). */
  credited: number;
  accruedUntil: string;
  /** How each payment was applied, in the order of `input.payments`. */
  allocations: PaymentAllocation[];
};

type Event = { date: string; kind: 'fee' | 'credit' | 'payment'; amount: number; index: number };

/** A day's fees come first, then the client's credits, then payments. */
const KIND_ORDER = { fee: 0, credit: 1, payment: 2 } as const;

/**
 * Replays a case's fees and payments in date order (fees before payments, payments before deductions
 * on the same day; a deduction is a negative payment, `reverseAllocation`) and returns its balances in
 * minor units as of its last payment; credit held when a fee is charged pays it. Interest between two
 * payments is rounded half up to the öre on its own, so a later read adds `interestSince` exactly.
 */
export function computeCaseLedger(input: CaseLedgerInput): CaseLedgerState {
  assertMinor(input.originalPrincipal, 'original principal');
  const events: Event[] = [
    ...input.fees.map((fee, index) => ({ date: fee.date, kind: 'fee' as const, amount: fee.amount, index })),
    ...input.payments.map((payment, index) => ({
      date: payment.date,
      kind: 'payment' as const,
      amount: payment.amount,
      index,
    })),
    ...(input.credits ?? []).map((credit, index) => ({
      date: credit.date,
      kind: 'credit' as const,
      amount: credit.amount,
      index,
    })),
  ].sort((a, b) =>
    a.date === b.date
      ? a.kind === b.kind
        ? // A day's deductions (negative payments) come after its payments, whatever order they were stored in.
          Number(a.amount < 0) - Number(b.amount < 0) || a.index - b.index
        : KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
      : a.date < b.date
        ? -1
        : 1,
  );

  const state: CaseLedgerState = {
    remainingPrincipal: input.originalPrincipal,
    remainingInterest: 0,
    remainingFees: 0,
    paidPrincipal: 0,
    paidInterest: 0,
    paidFees: 0,
    paidSum: 0,
    credit: 0,
    credited: 0,
    accruedUntil: input.dueDate,
    allocations: new Array(input.payments.length),
  };
  for (const event of events) {
    assertMinor(event.amount, event.kind);
    if (event.kind === 'fee') {
      payFeeFromCredit(state, event.amount);
      continue;
    }
    // Only a payment or a credit changes the principal, so interest is settled (and rounded) at those only.
    if (event.date > state.accruedUntil) {
      state.remainingInterest += interestSince(state, input.annualRateBasisPoints, event.date);
      state.accruedUntil = event.date;
    }
    if (event.kind === 'credit') {
      applyCredit(state, event.amount);
      continue;
    }
    const allocation =
      event.amount < 0
        ? reverseAllocation(-event.amount, {
            fees: state.paidFees,
            interest: state.paidInterest,
            principal: state.paidPrincipal,
            credit: state.credit,
          })
        : allocatePayment(event.amount, {
            fees: state.remainingFees,
            interest: state.remainingInterest,
            principal: state.remainingPrincipal,
          });
    state.remainingFees -= allocation.fees;
    state.remainingInterest -= allocation.interest;
    state.remainingPrincipal -= allocation.principal;
    state.paidFees += allocation.fees;
    state.paidInterest += allocation.interest;
    state.paidPrincipal += allocation.principal;
    state.credit += allocation.credit;
    state.paidSum += event.amount;
    state.allocations[event.index] = allocation;
  }
  return state;
}

/** Takes a client's credit of `amount` off the principal, then the interest; the rest is held for the debtor. */
function applyCredit(state: CaseLedgerState, amount: number): void {
  const principal = Math.min(amount, state.remainingPrincipal);
  const interest = Math.min(amount - principal, state.remainingInterest);
  state.remainingPrincipal -= principal;
  state.remainingInterest -= interest;
  state.credited += principal + interest;
  state.credit += amount - principal - interest;
}

/**
 * Charges a fee of `amount` (minor units): credit held on the case pays it first, in the allocation
 * order (only fees can be owed beside credit), and moves from credit to fees in the allocations of the
 * payments that held it (in the order of `input.payments`), so each payment's parts still add up to it.
 */
function payFeeFromCredit(state: CaseLedgerState, amount: number): void {
  let fromCredit = Math.min(state.credit, amount);
  state.credit -= fromCredit;
  state.paidFees += fromCredit;
  state.remainingFees += amount - fromCredit;
  for (const allocation of state.allocations) {
    if (fromCredit === 0) break;
    if (!allocation || allocation.credit === 0) continue;
    const moved = Math.min(allocation.credit, fromCredit);
    allocation.credit -= moved;
    allocation.fees += moved;
    fromCredit -= moved;
  }
}

/**
 * Interest in minor units on the remaining principal from the day after `accruedUntil` through ISO day `asOf`,
 * at `annualRateBasisPoints` (basis points a year, or a margin over the reference rate of each day).
 */
export function interestSince(
  state: Pick<CaseLedgerState, 'remainingPrincipal' | 'accruedUntil'>,
  annualRateBasisPoints: LateInterestRate,
  asOf: string,
): number {
  return accruedInterest({
    principal: state.remainingPrincipal,
    annualRateBasisPoints,
    from: state.accruedUntil,
    to: asOf,
  });
}

/** How much of each fee line (amounts in minor units, oldest first) `paidFees` (minor units) has paid, oldest first. */
export function paidPerFeeLine(feeAmounts: readonly number[], paidFees: number): number[] {
  let left = paidFees;
  return feeAmounts.map((amount) => {
    const paid = Math.min(left, amount);
    left -= paid;
    return paid;
  });
}
