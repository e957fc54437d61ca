// An instalment plan paid as scheduled, worked out with the case ledger's own arithmetic.
import { allocatePayment } from './allocation.ts';
import { interestSince } from './case-ledger.ts';
import { daysInMonth } from './iso-date.ts';

/** What one chosen case owes on the quote's day, each amount in minor units, and its annual rate in basis points. */
export type PlanCaseDebt = {
  readonly principal: number;
  readonly interest: number;
  readonly fees: number;
  readonly annualRateBasisPoints: number;
};

/** One case's part of an instalment: `case` is its place among the plan's cases, `amount` in minor units. */
export type PlanSplitPart = { readonly case: number; readonly amount: number };

/** The plan's fees, minor units: the set-up fee with the first instalment, a notice fee with each. */
export type PlanFees = { readonly setupFee: number; readonly noticeFee: number };

/**
 * The order in which a plan pays its cases: the highest annual rate (basis points) first, so that the
 * debtor pays the least interest; among equal rates, the order the cases were given in.
 */
export function planCaseOrder(cases: readonly Pick<PlanCaseDebt, 'annualRateBasisPoints'>[]): number[] {
  return [...cases.keys()].sort(
    (a, b) => (cases[b]?.annualRateBasisPoints ?? 0) - (cases[a]?.annualRateBasisPoints ?? 0) || a - b,
  );
}

/** A case as the ledger holds it between payments: amounts in minor units, interest settled up to `accruedUntil`. */
type CaseState = {
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  accruedUntil: string;
  rate: number;
};

/** What `state` owes on ISO day `day` (minor units), interest since its last payment included. */
function owedOn(state: CaseState, day: string): number {
  return (
    state.remainingPrincipal +
    state.remainingInterest +
    state.remainingFees +
    interestSince(state, state.rate, day)
  );
}

/** Pays `amount` (minor units) on ISO day `day` as `computeCaseLedger` does: interest settled, then fees → interest → principal. */
function pay(state: CaseState, amount: number, day: string): void {
  if (day > state.accruedUntil) {
    state.remainingInterest += interestSince(state, state.rate, day);
    state.accruedUntil = day;
  }
  const allocation = allocatePayment(amount, {
    fees: state.remainingFees,
    interest: state.remainingInterest,
    principal: state.remainingPrincipal,
  });
  state.remainingFees -= allocation.fees;
  state.remainingInterest -= allocation.interest;
  state.remainingPrincipal -= allocation.principal;
}

/** A simulated instalment: its amount and its split, minor units. */
export type ScheduledInstalment = { readonly amount: number; readonly split: readonly PlanSplitPart[] };

/**
 * Pays a plan as scheduled through the ledger's arithmetic: from ISO day `quotedOn` (interest settled up
 * to it), each instalment but the last is `perMonth` minor units paid on its due date (`dueDates`, ISO) to
 * the cases in `planCaseOrder`, each up to what it owes; a plan fee is charged before its instalment on the
 * case that instalment pays first; the last instalment is what the cases owe on its due date.
 * `shortfall` tells that an instalment but the last found less owed than `perMonth`.
 */
export function schedulePlan(
  cases: readonly PlanCaseDebt[],
  fees: PlanFees,
  quotedOn: string,
  dueDates: readonly string[],
  perMonth: number,
): { instalments: ScheduledInstalment[]; shortfall: boolean } {
  const states: CaseState[] = cases.map((debt) => ({
    remainingPrincipal: debt.principal,
    remainingInterest: debt.interest,
    remainingFees: debt.fees,
    accruedUntil: quotedOn,
    rate: debt.annualRateBasisPoints,
  }));
  const order = planCaseOrder(cases);
  const instalments: ScheduledInstalment[] = [];
  let shortfall = false;
  for (const [index, dueDate] of dueDates.entries()) {
    const feeCase = planFeeCase(order, (place) => owedOn(states[place] as CaseState, dueDate));
    const charged = states[feeCase] as CaseState;
    charged.remainingFees += fees.noticeFee + (index === 0 ? fees.setupFee : 0);
    const last = index === dueDates.length - 1;
    let left = perMonth;
    const split: PlanSplitPart[] = [];
    for (const place of order) {
      const state = states[place] as CaseState;
      const owed = owedOn(state, dueDate);
      const amount = last ? owed : Math.min(left, owed);
      if (amount === 0) continue;
      pay(state, amount, dueDate);
      split.push({ case: place, amount });
      left -= amount;
    }
    if (!last && left > 0) shortfall = true;
    instalments.push({ amount: split.reduce((sum, part) => sum + part.amount, 0), split });
  }
  return { instalments, shortfall };
}

/**
 * The case a plan's fee is charged on (its place among the plan's cases): the first, in `order`, that
 * `owed` (minor units by place) says still owes, else the first of `order`.
 */
export function planFeeCase(order: readonly number[], owed: (place: number) => number): number {
  return order.find((place) => owed(place) > 0) ?? order[0] ?? 0;
}

/**
 * Returns `count` dates `YYYY-MM-DD` one calendar month apart from the real date `first`, each on `first`'s day
 * of the month or its month's last day; integer maths, as Date objects cost more than the rest of a quote.
 */
export function monthlyDueDates(first: string, count: number): string[] {
  const firstYear = Number(first.slice(0, 4));
  const firstMonthIndex = Number(first.slice(5, 7)) - 1;
  const day = Number(first.slice(8, 10));
  const dates: string[] = [];
  for (let offset = 0; offset < count; offset++) {
    const year = firstYear + Math.floor((firstMonthIndex + offset) / 12);
    const monthIndex = (firstMonthIndex + offset) % 12;
    if (year > 9999) throw new RangeError(`A plan from ${first} over ${count} months ends after year 9999`);
    const dayOfMonth = Math.min(day, daysInMonth(year, monthIndex + 1));
    dates.push(`${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
  }
  return dates;
}
