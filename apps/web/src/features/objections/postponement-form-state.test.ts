import { describe, expect, it } from 'vitest';
import { choicesWithinPolicy, chosenDueDate } from './postponement-form-state.ts';

describe('asking for more time', () => {
  const today = '2026-12-06';

  it('offers the choices the policy gives at once', () => {
    expect(choicesWithinPolicy(today, '2027-01-05')).toEqual(['7', '14', '30']);
    expect(choicesWithinPolicy(today, '2026-12-20')).toEqual(['7', '14']);
  });

  it('turns a choice into the new due date, and another date only when it can be asked for', () => {
    expect(chosenDueDate('14', '', today)).toBe('2026-12-20');
    expect(chosenDueDate('other', '2027-02-01', today)).toBe('2027-02-01');
    expect(chosenDueDate('other', today, today)).toBeNull();
    expect(chosenDueDate('other', '2027-12-07', today)).toBeNull();
    expect(chosenDueDate('other', '', today)).toBeNull();
  });
});
