import { type ProposalFailure, STEP } from './plan-wizard-state.ts';

const stepOfCode: Readonly<Record<string, number>> = {
  NotFound: STEP.cases,
  CaseNotActive: STEP.cases,
  CaseAlreadyInPlan: STEP.cases,
  MixedCurrencies: STEP.cases,
  MonthsTooFew: STEP.calculator,
  MonthsTooMany: STEP.calculator,
  MonthlyAmountTooLow: STEP.calculator,
  QuoteChanged: STEP.calculator,
  TermsChanged: STEP.terms,
};

/**
 * Where a refused proposal is shown: the step whose input it concerns, with the field for contact
 * details; anything else (no connection, a server fault) stays on the apply step, ready to send again.
 */
export function proposalFailure(code: string, field?: string): ProposalFailure {
  const step = stepOfCode[code];
  if (step !== undefined) return { code, step };
  if (field === 'email' || field === 'cellularPhone') return { code, step: STEP.apply, field };
  return { code, step: STEP.apply };
}
