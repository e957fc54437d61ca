// A payment made to a plan, divided over its cases as the plan's instalments split it.
import { assertMinor } from './money.ts';

/** One case's part of an instalment or of a payment: the case's id and an amount in minor units. */
export type CaseShare = { readonly caseId: string; readonly amount: number };

function assertNonNegativeMinor(amount: number, label: string): void {
  assertMinor(amount, label);
  if (amount < 0) throw new RangeError(`${label} must not be negative, got ${amount}`);
}

/**
 * The parts of a plan's instalments (each its split, in sequence order) not yet paid, in the order
 * they fall due, after `paid` (minor units by case id: what each case has received since the plan
 * began) has paid each case's parts, oldest first.
 */
export function unpaidPlanShares(
  instalments: readonly (readonly CaseShare[])[],
  paid: ReadonlyMap<string, number>,
): CaseShare[] {
  const left = new Map(paid);
  const unpaid: CaseShare[] = [];
  for (const split of instalments) {
    for (const part of split) {
      const covered = Math.min(left.get(part.caseId) ?? 0, part.amount);
      left.set(part.caseId, (left.get(part.caseId) ?? 0) - covered);
      if (part.amount > covered) unpaid.push({ caseId: part.caseId, amount: part.amount - covered });
    }
  }
  return unpaid;
}

/**
 * Divides a payment of `amount` (minor units) made to a plan over its cases: first the unpaid parts of
 * its instalments in the order they fall due (`unpaid`, from `unpaidPlanShares`; a partial payment pays
 * the earliest parts in full first), each case never beyond what it owes (`owed`, minor units by case
 * id, in the plan's order of cases); then what the cases still owe, in that order; anything left is
 * credit on the plan's first case. The shares come one per case, in the order first reached.
 */
export function dividePlanPayment(
  amount: number,
  unpaid: readonly CaseShare[],
  owed: ReadonlyMap<string, number>,
): CaseShare[] {
  assertNonNegativeMinor(amount, 'payment');
  const [firstCase] = owed.keys();
  if (firstCase === undefined) throw new RangeError('A plan needs at least one case');
  const room = new Map(owed);
  const shares = new Map<string, number>();
  let left = amount;
  const give = (caseId: string, most: number) => {
    const share = Math.min(left, most, room.get(caseId) ?? 0);
    if (share <= 0) return;
    shares.set(caseId, (shares.get(caseId) ?? 0) + share);
    room.set(caseId, (room.get(caseId) ?? 0) - share);
    left -= share;
  };
  for (const part of unpaid) give(part.caseId, part.amount);
  for (const caseId of owed.keys()) give(caseId, Number.MAX_SAFE_INTEGER);
  if (left > 0 || shares.size === 0) shares.set(firstCase, (shares.get(firstCase) ?? 0) + left);
  return [...shares].map(([caseId, share]) => ({ caseId, amount: share }));
}

/**
 * The split of a plan's last instalment as it is billed: what each case (in the plan's order) owes on
 * its due date (`owedOnDueDate`, minor units) less what the unpaid parts of the earlier instalments
 * (`unpaidEarlier`) will still bring it, so that a plan paid from then on as billed ends at zero.
 */
export function lastInstalmentSplit(
  owedOnDueDate: ReadonlyMap<string, number>,
  unpaidEarlier: readonly CaseShare[],
): CaseShare[] {
  const coming = new Map<string, number>();
  for (const part of unpaidEarlier) coming.set(part.caseId, (coming.get(part.caseId) ?? 0) + part.amount);
  const split: CaseShare[] = [];
  for (const [caseId, owed] of owedOnDueDate) {
    assertNonNegativeMinor(owed, 'owed');
    const share = owed - (coming.get(caseId) ?? 0);
    if (share > 0) split.push({ caseId, amount: share });
  }
  return split;
}

/** Tells whether a plan is complete: every one of its cases owes nothing (`owed`, minor units each). */
export function isPlanSettled(owed: readonly number[]): boolean {
  return owed.length > 0 && owed.every((amount) => amount === 0);
}
