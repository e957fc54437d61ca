import { z } from 'zod';
import { instalmentStatus, planStatus } from './case-status.ts';
import { guid } from './cases.ts';
import { currency, minorUnits } from './money.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const planInstalment = z.object({
  sequence: z.number().int(),
  dueDate: isoDate,
  amount: minorUnits,
  paid: minorUnits,
  status: instalmentStatus,
  /** The instalment's parts per case of the plan, in the order paid (minor units adding up to `amount`). */
  split: z.array(z.object({ caseNumber: z.string(), amount: minorUnits })),
});

export const plan = z.object({
  planGuid: guid,
  status: planStatus,
  isActive: z.boolean(),
  currency,
  principal: minorUnits,
  interest: minorUnits,
  fees: minorUnits,
  total: minorUnits,
  months: z.number().int(),
  monthlyAmount: minorUnits,
  effectiveRateTenths: z.number().int(),
  remainingInstalments: z.number().int(),
  paidAmount: minorUnits,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  cases: z.array(z.object({ caseGuid: guid, caseNumber: z.string(), creditorName: z.string() })),
  instalments: z.array(planInstalment),
});
export type Plan = z.infer<typeof plan>;

/** Why a case cannot go into a new plan; null when it can. */
export const planIneligibility = z.enum(['InPlan', 'PendingProposal', 'NothingToPay']).nullable();

/** An active case as the plan calculator needs it: what it owes today (minor units) and its rate. */
export const planCandidate = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  creditorName: z.string(),
  description: z.string(),
  currency,
  principal: minorUnits,
  interest: minorUnits,
  fees: minorUnits,
  annualRateBasisPoints: z.number().int(),
  /**
   * Whether a plan over this case may carry the set-up fee: false where its client claims the 4 a §
   * compensation from a business debtor, which covers it (domain `planSetupFee`).
   */
  setupFeeHasBasis: z.boolean(),
  ineligible: planIneligibility,
});
export type PlanCandidate = z.infer<typeof planCandidate>;

/** POST /api/soap/getPaymentplanDetails: the debtor's plans, and what a new proposal can be made of. */
export const paymentPlanDetailsResponse = z.object({
  plans: z.array(plan),
  candidates: z.array(planCandidate),
  /** The strictest limits of the creditors involved (domain `PlanBounds`). */
  bounds: z.object({ minMonths: z.number().int(), maxMonths: z.number().int(), minMonthlyMinor: minorUnits }),
  /** The first instalment falls due on this day; the others a month apart. */
  firstDueDate: isoDate,
  termsVersion: z.string(),
});
export type PaymentPlanDetails = z.infer<typeof paymentPlanDetailsResponse>;

/** POST /api/soap/getInstalmentPlanQuote: the cases a plan would cover and its number of months. */
export const instalmentPlanQuoteRequest = z
  .object({
    caseGuids: z.array(guid).min(1).max(50),
    months: z.number().int(),
  })
  .strict();

/**
 * The figures a plan proposal must show (the spec's calculator outputs), quoted today by the domain's
 * `quoteInstalmentPlan`: amounts in minor units of `currency`; `shown` of a proposal is these figures.
 */
export const instalmentPlanQuote = z.object({
  currency,
  principal: minorUnits,
  /** Interest accrued on the cases plus interest during the plan. */
  interest: minorUnits,
  /** Fees on the cases, the plan's set-up fee and one notice fee per instalment. */
  fees: minorUnits,
  months: z.number().int(),
  /** The first instalment; every instalment but the last is this amount. */
  perMonth: minorUnits,
  total: minorUnits,
  /** The effective annual rate in tenths of a per cent (123 = 12.3 %), as the terms state it. */
  effectiveRateTenths: z.number().int(),
  /** The day the figures are quoted for (today, Stockholm) and the first instalment's due date. */
  quotedOn: isoDate,
  firstDueDate: isoDate,
  instalments: z.array(z.object({ sequence: z.number().int(), dueDate: isoDate, amount: minorUnits })),
  /** The terms a proposal with these figures accepts. */
  termsVersion: z.string(),
});
export type InstalmentPlanQuoteFigures = z.infer<typeof instalmentPlanQuote>;

/** 409 of a proposal: `QuoteChanged` holds the figures quoted now, to show before sending again. */
export const proposalConflictBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    quote: instalmentPlanQuote.optional(),
  }),
});

/** POST /api/soap/createInstalmentPlan: a proposal; sending it accepts the terms of `termsVersion`. */
export const createInstalmentPlanRequest = z
  .object({
    /** One key per proposal: a retry or a second tab sending the same key gets the same plan. */
    idempotencyKey: z.uuid(),
    caseGuids: z.array(guid).min(1).max(50),
    months: z.number().int(),
    /** The figures the debtor saw; the server re-quotes and refuses if they differ. */
    shown: z.object({
      principal: minorUnits,
      interest: minorUnits,
      fees: minorUnits,
      total: minorUnits,
      perMonth: minorUnits,
    }),
    contact: z.object({
      email: z.string().max(254).nullable(),
      cellularPhone: z.string().max(40).nullable(),
    }),
    acceptTerms: z.literal(true),
    termsVersion: z.string().max(20),
  })
  .strict();
export type CreateInstalmentPlanRequest = z.infer<typeof createInstalmentPlanRequest>;

export const createInstalmentPlanResponse = z.object({ plan, decision: z.enum(['Accepted', 'Pending']) });
