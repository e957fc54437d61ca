/** A debtor's plan details and an instalment-plan proposal as the web sends it, for tests. */
import { randomUUID } from 'node:crypto';
import { type Currency, planSetupFee, quoteInstalmentPlan } from '@fordra/domain';
import type { Visitor } from './test-app.ts';

export type Candidate = {
  caseGuid: string;
  currency: string;
  principal: number;
  interest: number;
  fees: number;
  annualRateBasisPoints: number;
  setupFeeHasBasis: boolean;
  ineligible: string | null;
  caseNumber: string;
};

export async function planDetails(visitor: Visitor) {
  return (await visitor.soap('getPaymentplanDetails')).json() as {
    plans: {
      planGuid: string;
      status: string;
      isActive: boolean;
      instalments: {
        status: string;
        amount: number;
        paid: number;
        split: { caseNumber: string; amount: number }[];
      }[];
      cases: { caseGuid: string }[];
      total: number;
    }[];
    candidates: Candidate[];
    firstDueDate: string;
    termsVersion: string;
    bounds: { minMonths: number; maxMonths: number; minMonthlyMinor: number };
  };
}

/** A proposal as the web sends it: figures quoted with the same domain function. */
export async function proposal(
  visitor: Visitor,
  pick: (c: Candidate) => boolean,
  months: number,
  overrides: Record<string, unknown> = {},
) {
  const d = await planDetails(visitor);
  const chosen = d.candidates.filter(pick);
  // With no eligible case to quote (the call is about to be refused) the figures do not matter.
  const quote =
    chosen.length === 0
      ? { principal: 0, interest: 0, fees: 0, total: 0, perMonth: 0 }
      : quoteInstalmentPlan({
          cases: chosen.map((c) => ({
            principal: c.principal,
            interest: c.interest,
            fees: c.fees,
            annualRateBasisPoints: c.annualRateBasisPoints,
          })),
          currency: (chosen[0]?.currency ?? 'SEK') as Currency,
          months,
          firstDueDate: d.firstDueDate,
          setupFee: planSetupFee(
            (chosen[0]?.currency ?? 'SEK') as Currency,
            chosen.map((c) => c.setupFeeHasBasis),
          ),
        });
  return {
    idempotencyKey: randomUUID(),
    caseGuids: chosen.map((c) => c.caseGuid),
    months,
    shown: {
      principal: quote.principal,
      interest: quote.interest,
      fees: quote.fees,
      total: quote.total,
      perMonth: quote.perMonth,
    },
    contact: { email: 'person@example.se', cellularPhone: '070-123 45 67' },
    acceptTerms: true,
    termsVersion: d.termsVersion,
    ...overrides,
  };
}
