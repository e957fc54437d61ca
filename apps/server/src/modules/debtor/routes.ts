/** The debtor's identity, contact details, totals and creditor settings (legacy and gateway calls). */
import {
  creditorSettingsResponse,
  debtorDetailsResponse,
  debtorSummaryRequest,
  debtorSummaryResponse,
  errorBody,
  updateDebtorDetailsRequest,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDebtor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { creditorSettingsOfDebtor } from '../../db/repositories/clients.ts';
import { type ReadCache, sendCached } from '../../http/read-cache.ts';
import { updateContactDetails } from './contact-details.ts';
import { getDebtorEntry, getDebtorSummary } from './debtor-service.ts';

const emptyBody = z.object({}).passthrough().optional();
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

export async function debtorLegacyRoutes(app: FastifyInstance, opts: { db: Executor; reads: ReadCache }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/getCurrentDebtorDetails',
    {
      schema: { tags: ['debtor'], body: emptyBody, response: { 200: debtorDetailsResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      return sendCached(reply, opts.reads, `debtorDetails:${debtorId}`, async () => ({
        GetDebtorDetailsResult: { Debtors: { Debtor: [await getDebtorEntry(opts.db, debtorId)] } },
      }));
    },
  );

  route.post(
    '/getDebtorSummary',
    {
      schema: {
        tags: ['debtor'],
        description:
          'The debtor’s remaining debt per currency: on active cases (principal, interest, fees) and open ' +
          'invoices, today or on the day `asOf`. Invoices are as of today whatever the day.',
        body: debtorSummaryRequest.optional(),
        response: { 200: debtorSummaryResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      const today = stockholmDateTime(new Date()).date;
      const asOf = request.body?.asOf ?? today;
      return sendCached(reply, opts.reads, `debtorSummary:${debtorId}:${today}:${asOf}`, async () => ({
        asOf,
        ...(await getDebtorSummary(opts.db, debtorId, today, asOf)),
      }));
    },
  );
}

export async function debtorGatewayRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/debtoraccess/settings',
    {
      schema: { tags: ['debtor'], response: { 200: creditorSettingsResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request) => ({
      data: { creditorSettings: await creditorSettingsOfDebtor(opts.db, currentDebtor(request).debtorId) },
    }),
  );

  route.post(
    '/debtoraccess/updatedebtordetails',
    {
      schema: {
        tags: ['debtor'],
        body: updateDebtorDetailsRequest,
        response: { 200: debtorDetailsResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request) => {
      const { debtorId, session } = currentDebtor(request);
      await updateContactDetails(opts.db, {
        debtorId,
        accountId: session.accountId,
        ipAddress: request.ip,
        request: request.body,
      });
      return { GetDebtorDetailsResult: { Debtors: { Debtor: [await getDebtorEntry(opts.db, debtorId)] } } };
    },
  );
}
