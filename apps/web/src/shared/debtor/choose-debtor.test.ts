import { describe, expect, it } from 'vitest';
import { chooseDebtor } from './choose-debtor.ts';

describe('chooseDebtor', () => {
  it('prefers the first debtor with active cases', () => {
    const debtors = [
      { id: 'a', ActiveCases: 0 },
      { id: 'b', ActiveCases: 2 },
      { id: 'c', ActiveCases: 1 },
    ];
    expect(chooseDebtor(debtors)?.id).toBe('b');
  });

  it('falls back to the first debtor, or null for none', () => {
    expect(
      chooseDebtor([
        { id: 'a', ActiveCases: 0 },
        { id: 'b', ActiveCases: 0 },
      ])?.id,
    ).toBe('a');
    expect(chooseDebtor([])).toBeNull();
  });
});
