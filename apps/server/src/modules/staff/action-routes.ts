/**
 * The back office's actions under /api/staff: who is signed in, placing and registering payments,
 * pausing and resuming a case, Kronofogden's decision, a debtor's contact details and payment files.
 * Each answers the case as it is after the action (a debtor's details, a file's import report).
 */
import {
  enforcementDecisionRequest,
  errorBody,
  guid,
  manualPaymentRequest,
  pauseCaseRequest,
  placePaymentRequest,
  resumeCaseRequest,
  staffCaseActionResponse,
  staffContactRequest,
  staffContactResponse,
  staffMe,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { caseIdByGuid } from '../../db/repositories/cases.ts';
import { staffAccountName } from '../../db/repositories/staff.ts';
import { notFound } from '../../http/api-error.ts';
import { signedInStaffForStaff } from '../../presenters/staff-account-for-staff.ts';
import { registerEnforcementDecision } from '../enforcement/enforcement-decisions.ts';
import {
  correctDebtorContact,
  pauseCase,
  placePayment,
  registerManualPayment,
  resumeCase,
  type StaffActor,
} from './actions.ts';
import { staffCaseView } from './case-view.ts';
import { staffDeliveryRoutes } from './delivery-routes.ts';
import { paymentFileRoutes } from './payment-file-upload.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};
const today = () => stockholmDateTime(new Date()).date;
const caseParams = z.object({ caseGuid: guid });

function actorOf(request: FastifyRequest): StaffActor {
  return { accountId: currentStaff(request).accountId, ipAddress: request.ip };
}

export async function staffActionRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const caseNow = async (caseGuid: string) => ({ case: await staffCaseView(db, caseGuid, today()) });

  route.get(
    '/me',
    {
      schema: {
        tags: ['staff'],
        description: 'The signed-in member of staff: name and role (handler or admin).',
        response: { 200: staffMe, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const session = currentStaff(request);
      const account = await staffAccountName(db, session.accountId);
      if (!account) throw notFound('The account');
      return signedInStaffForStaff(account, session.staffRole);
    },
  );

  route.post(
    '/unmatched-payments/:paymentGuid/placement',
    {
      schema: {
        tags: ['staff'],
        description:
          'Places an unmatched payment on a case, allocated by the ledger as a matched payment is; a payment ' +
          'already on a case or an invoice answers 409 PaymentAlreadyPlaced.',
        params: z.object({ paymentGuid: guid }),
        body: placePaymentRequest,
        response: { 200: staffCaseActionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      await placePayment(db, actorOf(request), { ...request.body, paymentGuid: request.params.paymentGuid });
      return caseNow(request.body.caseGuid);
    },
  );

  route.post(
    '/cases/:caseGuid/payments',
    {
      schema: {
        tags: ['staff'],
        description:
          'Registers a payment by hand (channel other) in the case’s currency; more than owed becomes credit. ' +
          'A repeated `Idempotency-Key` header with the same payment registers nothing more.',
        params: caseParams,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: manualPaymentRequest,
        response: { 200: staffCaseActionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { caseGuid } = request.params;
      await registerManualPayment(
        db,
        actorOf(request),
        { ...request.body, caseGuid, idempotencyKey: request.headers['idempotency-key'] },
        today(),
        { portalUrl: opts.config.publicUrl },
      );
      return caseNow(caseGuid);
    },
  );

  route.post(
    '/cases/:caseGuid/pause',
    {
      schema: {
        tags: ['staff'],
        description:
          'Pauses a case until its resume day (after today, at most a year ahead): the collection process ' +
          'takes no step on it before then.',
        params: caseParams,
        body: pauseCaseRequest,
        response: { 200: staffCaseActionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { caseGuid } = request.params;
      await pauseCase(db, actorOf(request), { ...request.body, caseGuid }, today());
      return caseNow(caseGuid);
    },
  );

  route.post(
    '/cases/:caseGuid/resume',
    {
      schema: {
        tags: ['staff'],
        description: 'Ends a case’s pause now.',
        params: caseParams,
        body: resumeCaseRequest,
        response: { 200: staffCaseActionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { caseGuid } = request.params;
      await resumeCase(db, actorOf(request), { ...request.body, caseGuid });
      return caseNow(caseGuid);
    },
  );

  route.post(
    '/cases/:caseGuid/enforcement-decision',
    {
      schema: {
        tags: ['staff'],
        description:
          'Registers Kronofogden’s decision on a case (verdict, enforcement, rejected, withdrawn); the same ' +
          'decision of the same day again changes nothing.',
        params: caseParams,
        body: enforcementDecisionRequest,
        response: { 200: staffCaseActionResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const { caseGuid } = request.params;
      const caseId = await caseIdByGuid(db, caseGuid);
      if (!caseId) throw notFound('The case');
      await registerEnforcementDecision(db, {
        ...request.body,
        caseId,
        staffAccountId: currentStaff(request).accountId,
      });
      return caseNow(caseGuid);
    },
  );

  route.put(
    '/debtors/:debtorGuid/contact',
    {
      schema: {
        tags: ['staff'],
        description:
          'Corrects a debtor’s e-mail address and mobile number (empty or null clears one), checked as the ' +
          'debtor’s own are; audited with the old and new values.',
        params: z.object({ debtorGuid: guid }),
        body: staffContactRequest,
        response: { 200: staffContactResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async (request) =>
      correctDebtorContact(db, actorOf(request), { ...request.body, debtorGuid: request.params.debtorGuid }),
  );

  await app.register(paymentFileRoutes, { db, config: opts.config });
  await app.register(staffDeliveryRoutes, { db, config: opts.config });
}
