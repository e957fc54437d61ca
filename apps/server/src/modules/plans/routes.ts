/** Instalment plans: the debtor's view and proposal (legacy calls), and the staff decision. */
import {
  createInstalmentPlanRequest,
  createInstalmentPlanResponse,
  errorBody,
  guid,
  instalmentPlanQuote,
  instalmentPlanQuoteRequest,
  paymentPlanDetailsResponse,
  planDecisionRequest,
  planDecisionResponse,
  proposalConflictBody,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDebtor, currentStaff } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError } from '../../http/api-error.ts';
import { planCandidateForDebtor } from '../../presenters/plan-for-debtor.ts';
import { decidePlan, firstDueDateFor } from './plan-decisions.ts';
import { createProposal } from './plan-proposals.ts';
import { listPlans, planCandidates, strictestBounds } from './plan-queries.ts';
import { quoteFigures, quoteProposal } from './plan-quotes.ts';
import { PLAN_TERMS_VERSION } from './plan-terms.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const today = () => stockholmDateTime(new Date()).date;

export async function planLegacyRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/getPaymentplanDetails',
    {
      schema: {
        tags: ['plans'],
        body: z.object({}).strict().optional(),
        response: { 200: paymentPlanDetailsResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => {
      const { debtorId } = currentDebtor(request);
      const day = today();
      const { candidates, creditors } = await planCandidates(opts.db, debtorId, day);
      return {
        plans: await listPlans(opts.db, debtorId, day),
        candidates: candidates.map(planCandidateForDebtor),
        bounds: strictestBounds(creditors),
        firstDueDate: firstDueDateFor(day),
        termsVersion: PLAN_TERMS_VERSION,
      };
    },
  );

  route.post(
    '/getInstalmentPlanQuote',
    {
      schema: {
        tags: ['plans'],
        description:
          'The figures a plan proposal over these cases and months must show (principal, interest, fees, ' +
          'months, per month, total, effective rate), quoted today exactly as `createInstalmentPlan` ' +
          'quotes it, with its instalments and the terms version to accept. Send `principal`, `interest`, ' +
          '`fees`, `total` and `perMonth` as the proposal’s `shown`; figures that have changed meanwhile ' +
          'answer 409 `QuoteChanged` with the new quote in `error.quote`. Limits break as the proposal ' +
          'would: 400 `MonthsTooFew`, `MonthsTooMany`, `MonthlyAmountTooLow`, `MixedCurrencies`, ' +
          '`CaseNotActive`; 409 `CaseAlreadyInPlan`; 404 for a case not the debtor’s.',
        body: instalmentPlanQuoteRequest,
        response: { 200: instalmentPlanQuote, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => {
      const day = today();
      const proposal = await quoteProposal(opts.db, currentDebtor(request).debtorId, request.body, day);
      return quoteFigures(proposal, day);
    },
  );

  route.post(
    '/createInstalmentPlan',
    {
      schema: {
        tags: ['plans'],
        description:
          'Proposes a plan and accepts its terms. The server quotes again; when `shown` differs from ' +
          'today’s figures it answers 409 `QuoteChanged` with the new figures in `error.quote` ' +
          '(as `getInstalmentPlanQuote` answers them) and records nothing.',
        body: createInstalmentPlanRequest,
        response: { 200: createInstalmentPlanResponse, ...errors, 409: proposalConflictBody },
      },
      config: { access: 'debtor' },
    },
    async (request) => {
      const { debtorId } = currentDebtor(request);
      const day = today();
      const { planId, decision } = await createProposal(opts.db, opts.config.provider, {
        debtorId,
        request: request.body,
        today: day,
        ipAddress: request.ip,
        notify: { portalUrl: opts.config.publicUrl },
      });
      const [plan] = await listPlans(opts.db, debtorId, day, [planId]);
      if (!plan) throw new ApiError(404, 'NotFound', 'The plan was not found.');
      return { plan, decision };
    },
  );
}

export async function planStaffRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/plans/:planGuid/decision',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ planGuid: guid }),
        body: planDecisionRequest,
        response: { 200: planDecisionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const staff = currentStaff(request);
      const { planId, debtorId } = await decidePlan(opts.db, opts.config.provider, {
        planGuid: request.params.planGuid,
        decision: request.body.decision,
        decidedBy: { name: staff.accountName, accountId: staff.accountId },
        reason: request.body.reason,
        notify: { portalUrl: opts.config.publicUrl },
      });
      const [plan] = await listPlans(opts.db, debtorId, today(), [planId]);
      if (!plan) throw new ApiError(404, 'NotFound', 'The plan was not found.');
      return { plan };
    },
  );
}
