import { describe, expect, it } from 'vitest';
import { STEP } from './plan-wizard-state.ts';
import { proposalFailure } from './proposal-failure.ts';

describe('proposalFailure', () => {
  it.each([
    ['CaseAlreadyInPlan', STEP.cases],
    ['CaseNotActive', STEP.cases],
    ['MixedCurrencies', STEP.cases],
    ['NotFound', STEP.cases],
    ['MonthsTooFew', STEP.calculator],
    ['MonthsTooMany', STEP.calculator],
    ['MonthlyAmountTooLow', STEP.calculator],
    ['QuoteChanged', STEP.calculator],
    ['TermsChanged', STEP.terms],
  ])('shows %s on the step it concerns', (code, step) => {
    expect(proposalFailure(code)).toEqual({ code, step });
  });

  it('shows contact refusals at their field on the apply step', () => {
    expect(proposalFailure('InvalidEmail', 'email')).toEqual({
      code: 'InvalidEmail',
      step: STEP.apply,
      field: 'email',
    });
    expect(proposalFailure('InvalidPhone', 'cellularPhone')).toEqual({
      code: 'InvalidPhone',
      step: STEP.apply,
      field: 'cellularPhone',
    });
    expect(proposalFailure('ContactRequired', 'email').field).toBe('email');
  });

  it('keeps anything else on the apply step, ready to send again', () => {
    expect(proposalFailure('NetworkError')).toEqual({ code: 'NetworkError', step: STEP.apply });
    expect(proposalFailure('InternalError', 'caseGuids')).toEqual({
      code: 'InternalError',
      step: STEP.apply,
    });
  });
});
