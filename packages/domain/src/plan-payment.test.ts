import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividePlanPayment, isPlanSettled, lastInstalmentSplit, unpaidPlanShares } from './plan-payment.ts';

const splits = [
  [{ caseId: 'a', amount: 1_000 }],
  [
    { caseId: 'a', amount: 400 },
    { caseId: 'b', amount: 600 },
  ],
  [{ caseId: 'b', amount: 900 }],
];

describe('unpaidPlanShares', () => {
  it('lets what each case received pay its own parts, oldest first', () => {
    expect(
      unpaidPlanShares(
        splits,
        new Map([
          ['a', 1_200],
          ['b', 100],
        ]),
      ),
    ).toEqual([
      { caseId: 'a', amount: 200 },
      { caseId: 'b', amount: 500 },
      { caseId: 'b', amount: 900 },
    ]);
  });
});

describe('dividePlanPayment', () => {
  const owed = new Map([
    ['a', 1_400],
    ['b', 1_500],
  ]);

  it('follows the split of the instalments in the order they fall due', () => {
    const unpaid = unpaidPlanShares(splits, new Map());
    expect(dividePlanPayment(1_000, unpaid, owed)).toEqual([{ caseId: 'a', amount: 1_000 }]);
    expect(dividePlanPayment(2_000, unpaid, owed)).toEqual([
      { caseId: 'a', amount: 1_400 },
      { caseId: 'b', amount: 600 },
    ]);
  });

  it('pays a partial payment to the earliest parts first', () => {
    const unpaid = unpaidPlanShares(splits, new Map([['a', 1_000]]));
    expect(dividePlanPayment(500, unpaid, owed)).toEqual([
      { caseId: 'a', amount: 400 },
      { caseId: 'b', amount: 100 },
    ]);
  });

  it('never pays a case beyond what it owes, and keeps what exceeds the whole debt as credit on the first case', () => {
    const unpaid = unpaidPlanShares(splits, new Map());
    const less = new Map([
      ['a', 1_000],
      ['b', 1_600],
    ]);
    expect(dividePlanPayment(3_000, unpaid, less)).toEqual([
      { caseId: 'a', amount: 1_400 },
      { caseId: 'b', amount: 1_600 },
    ]);
    // 2 600 owed in all: the 100 beyond it is credit on case a.
    expect(dividePlanPayment(2_700, unpaid, less)).toEqual([
      { caseId: 'a', amount: 1_100 },
      { caseId: 'b', amount: 1_600 },
    ]);
  });

  it('divides every öre, and no case gets more than it owes until all are paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 50_000 })), { maxLength: 12 }),
        fc.integer({ min: 0, max: 400_000 }),
        (owedAmounts, parts, amount) => {
          const ids = owedAmounts.map((_, index) => `case${index}`);
          const owedMap = new Map(ids.map((id, index) => [id, owedAmounts[index] ?? 0]));
          const unpaid = parts.map(([place, share]) => ({
            caseId: ids[place % ids.length] ?? '',
            amount: share,
          }));
          const shares = dividePlanPayment(amount, unpaid, owedMap);
          expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(amount);
          const totalOwed = owedAmounts.reduce((sum, value) => sum + value, 0);
          for (const share of shares) {
            const most = owedMap.get(share.caseId) ?? 0;
            if (amount <= totalOwed) expect(share.amount).toBeLessThanOrEqual(most);
          }
        },
      ),
    );
  });
});

describe('lastInstalmentSplit', () => {
  it('bills each case what it owes on the due date less what earlier unpaid parts still bring it', () => {
    const owed = new Map([
      ['a', 0],
      ['b', 2_000],
      ['c', 700],
    ]);
    expect(lastInstalmentSplit(owed, [{ caseId: 'b', amount: 600 }])).toEqual([
      { caseId: 'b', amount: 1_400 },
      { caseId: 'c', amount: 700 },
    ]);
  });
});

describe('isPlanSettled', () => {
  it('is true only when every case owes nothing', () => {
    expect(isPlanSettled([0, 0])).toBe(true);
    expect(isPlanSettled([0, 1])).toBe(false);
    expect(isPlanSettled([])).toBe(false);
  });
});
