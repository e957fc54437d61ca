import type { CaseDetails } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { mostRelevantCase } from './most-relevant-case.ts';

const aCase = (fields: Partial<CaseDetails>) =>
  ({
    caseNumber: '1000',
    isActive: true,
    dueDate: '2026-06-01',
    currency: 'SEK',
    remainingAmount: 100_00,
    ...fields,
  }) as CaseDetails;

describe('mostRelevantCase', () => {
  it('opens the active case that has waited longest', () => {
    const cases = [
      aCase({ caseNumber: '1', dueDate: '2026-09-01' }),
      aCase({ caseNumber: '2', dueDate: '2026-03-15', isActive: false }),
      aCase({ caseNumber: '3', dueDate: '2026-05-20' }),
    ];
    expect(mostRelevantCase(cases)?.caseNumber).toBe('3');
  });

  it('then the larger amount in the same currency, then the case number', () => {
    expect(
      mostRelevantCase([aCase({ caseNumber: '1', remainingAmount: 50_00 }), aCase({ caseNumber: '2' })])
        ?.caseNumber,
    ).toBe('2');
    expect(
      mostRelevantCase([
        aCase({ caseNumber: '2', currency: 'EUR', remainingAmount: 1 }),
        aCase({ caseNumber: '1', currency: 'SEK', remainingAmount: 999_00 }),
      ])?.caseNumber,
    ).toBe('1');
  });

  it('has nothing to open without an active case', () => {
    expect(mostRelevantCase([])).toBeNull();
    expect(mostRelevantCase([aCase({ isActive: false })])).toBeNull();
  });
});
