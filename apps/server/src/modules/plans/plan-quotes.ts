/**
 * A plan quoted for a debtor's chosen cases, as a proposal would be: the same checks (the cases are the
 * debtor's, active, in no plan, in one currency; the months and monthly amount within the creditors'
 * limits) and the domain's `quoteInstalmentPlan` on what the cases owe today. The quote call answers it;
 * a proposal re-quotes with it and refuses figures that differ (409 `QuoteChanged`).
 */
import type { InstalmentPlanQuoteFigures } from '@fordra/contract';
import { monthsBoundsCheck, planBoundsCheck, planSetupFee, quoteInstalmentPlan } from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { debtorOfCaseByGuid } from '../../db/repositories/cases.ts';
import { ApiError } from '../../http/api-error.ts';
import { firstDueDateFor } from './plan-decisions.ts';
import { planCandidates, strictestBounds } from './plan-queries.ts';
import { PLAN_TERMS_VERSION } from './plan-terms.ts';

const boundsMessages = {
  MonthsTooFew: 'The plan has too few months.',
  MonthsTooMany: 'The plan has too many months.',
  MonthlyAmountTooLow: 'The monthly amount is below the lowest allowed.',
} as const;

/** The debtor's chosen cases quoted for `months` on ISO day `today`, with the creditors involved. */
export async function quoteProposal(
  db: Executor | Transaction,
  debtorId: string,
  chosen: { caseGuids: readonly string[]; months: number },
  today: string,
) {
  const { candidates, creditors: creditorRows } = await planCandidates(db, debtorId, today);
  if (new Set(chosen.caseGuids).size !== chosen.caseGuids.length)
    throw new ApiError(400, 'BadRequest', 'A case is chosen twice.');
  const found = chosen.caseGuids.map((caseGuid) => candidates.find((c) => c.caseGuid === caseGuid));
  for (const [index, candidate] of found.entries()) {
    if (candidate) continue;
    // Not among the active cases: the debtor's own closed case, or not the debtor's at all.
    const owner = await debtorOfCaseByGuid(db, chosen.caseGuids[index] ?? '');
    if (owner?.debtorId === debtorId)
      throw new ApiError(400, 'CaseNotActive', 'A chosen case is closed.', { field: 'caseGuids' });
    throw new ApiError(404, 'NotFound', 'The case was not found.', { field: 'caseGuids' });
  }
  const picked = found.filter((c) => c !== undefined);
  if (picked.some((c) => c.ineligible !== null)) {
    throw new ApiError(
      409,
      'CaseAlreadyInPlan',
      'A chosen case is already in a plan or a waiting proposal.',
      {
        field: 'caseGuids',
      },
    );
  }
  const currency = picked[0]?.currency;
  if (!currency || picked.some((c) => c.currency !== currency))
    throw new ApiError(400, 'MixedCurrencies', 'The chosen cases are in different currencies.', {
      field: 'caseGuids',
    });
  const involved = creditorRows.filter((creditor) => picked.some((c) => c.creditorId === creditor.id));
  const bounds = strictestBounds(involved);
  // Before quoting: a quote of 0 or 100 000 months is not a question to ask.
  const monthsViolation = monthsBoundsCheck(chosen.months, bounds);
  if (monthsViolation)
    throw new ApiError(400, monthsViolation, boundsMessages[monthsViolation], { field: 'months' });
  const quote = quoteInstalmentPlan({
    cases: picked.map((c) => ({
      principal: c.principal,
      interest: c.interest,
      fees: c.fees,
      annualRateBasisPoints: c.annualRateBasisPoints,
    })),
    currency,
    months: chosen.months,
    firstDueDate: firstDueDateFor(today),
    quotedOn: today,
    // None where the 4 a § compensation covers it (docs/domain.md#fees), as the plan's acceptance charges.
    setupFee: planSetupFee(
      currency,
      picked.map((c) => c.setupFeeHasBasis),
    ),
  });
  const [violation] = planBoundsCheck(quote, bounds);
  if (violation) throw new ApiError(400, violation, boundsMessages[violation], { field: 'months' });
  return { picked, involved, currency, quote };
}

type ProposalQuote = Awaited<ReturnType<typeof quoteProposal>>;

/** The quote as the API answers it (contract `instalmentPlanQuote`). */
export function quoteFigures({ quote, currency }: ProposalQuote, today: string): InstalmentPlanQuoteFigures {
  return {
    currency,
    principal: quote.principal,
    interest: quote.interest,
    fees: quote.fees,
    months: quote.months,
    perMonth: quote.perMonth,
    total: quote.total,
    effectiveRateTenths: quote.effectiveRateTenths,
    quotedOn: today,
    firstDueDate: firstDueDateFor(today),
    instalments: quote.instalments.map(({ sequence, dueDate, amount }) => ({ sequence, dueDate, amount })),
    termsVersion: PLAN_TERMS_VERSION,
  };
}
