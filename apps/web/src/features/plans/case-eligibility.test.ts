import type { PlanCandidate } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { caseChoiceBlock, chosenCandidates, chosenCurrency, eligibleChoice } from './case-eligibility.ts';

function candidate(caseGuid: string, overrides: Partial<PlanCandidate> = {}): PlanCandidate {
  return {
    caseGuid,
    caseNumber: caseGuid.slice(0, 6),
    creditorName: 'Kvarnby Bredband AB',
    description: 'Bredband',
    currency: 'SEK',
    principal: 100_000,
    interest: 1_000,
    fees: 24_000,
    annualRateBasisPoints: 1_000,
    setupFeeHasBasis: true,
    ineligible: null,
    ...overrides,
  };
}

const sek1 = candidate('11111111-1111-4111-8111-111111111111');
const sek2 = candidate('22222222-2222-4222-8222-222222222222');
const eur = candidate('33333333-3333-4333-8333-333333333333', { currency: 'EUR' });
const planned = candidate('44444444-4444-4444-8444-444444444444', { ineligible: 'InPlan' });
const pending = candidate('55555555-5555-4555-8555-555555555555', { ineligible: 'PendingProposal' });
const all = [sek1, sek2, eur, planned, pending];

describe('caseChoiceBlock', () => {
  it('lets every open case be chosen while none is', () => {
    expect(caseChoiceBlock(sek1, all, [])).toBeNull();
    expect(caseChoiceBlock(eur, all, [])).toBeNull();
  });

  it("gives the server's reason for a case already planned or proposed", () => {
    expect(caseChoiceBlock(planned, all, [])).toEqual({ reason: 'InPlan' });
    expect(caseChoiceBlock(pending, all, [sek1.caseGuid])).toEqual({ reason: 'PendingProposal' });
  });

  it('blocks cases in another currency than the first chosen, naming it', () => {
    expect(caseChoiceBlock(eur, all, [sek1.caseGuid])).toEqual({
      reason: 'OtherCurrency',
      chosenCurrency: 'SEK',
    });
    expect(caseChoiceBlock(sek2, all, [eur.caseGuid])).toEqual({
      reason: 'OtherCurrency',
      chosenCurrency: 'EUR',
    });
    expect(caseChoiceBlock(sek2, all, [sek1.caseGuid])).toBeNull();
  });
});

describe('chosenCurrency', () => {
  it('is that of the chosen cases, or null', () => {
    expect(chosenCurrency(all, [])).toBeNull();
    expect(chosenCurrency(all, ['gone', eur.caseGuid])).toBe('EUR');
  });
});

describe('eligibleChoice', () => {
  it('keeps a choice that is still open, in order', () => {
    expect(eligibleChoice(all, [sek2.caseGuid, sek1.caseGuid])).toEqual([sek2.caseGuid, sek1.caseGuid]);
  });

  it('drops cases that are gone, planned meanwhile, repeated or in another currency than the first kept', () => {
    expect(
      eligibleChoice(all, ['gone', planned.caseGuid, eur.caseGuid, sek1.caseGuid, eur.caseGuid]),
    ).toEqual([eur.caseGuid]);
    expect(eligibleChoice(all, [pending.caseGuid, sek1.caseGuid, eur.caseGuid])).toEqual([sek1.caseGuid]);
  });
});

describe('chosenCandidates', () => {
  it('lists the chosen cases in the order shown', () => {
    expect(chosenCandidates(all, [sek2.caseGuid, sek1.caseGuid])).toEqual([sek1, sek2]);
  });
});
