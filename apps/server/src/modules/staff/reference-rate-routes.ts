/**
 * The reference rates under /api/staff: every member of staff reads them (the overview shows a missing
 * half-year as the first thing to do); only an admin (`staffAdmin`) enters a rate or imports the series.
 */
import {
  enterReferenceRateRequest,
  errorBody,
  importReferenceRatesRequest,
  importReferenceRatesResponse,
  referenceRateParams,
  referenceRatesResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentStaff } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { enterReferenceRate, importReferenceRates, listReferenceRates } from './reference-rate-entry.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };
const today = () => stockholmDateTime(new Date()).date;

export async function referenceRateRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  route.get(
    '/reference-rates',
    {
      schema: {
        tags: ['staff'],
        description:
          'The Riksbank’s reference rates, newest first, with their sources, and the half-years up to today without one.',
        response: { 200: referenceRatesResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    async () => listReferenceRates(db, today()),
  );

  route.put(
    '/reference-rates/:validFrom',
    {
      schema: {
        tags: ['staff'],
        description:
          'An admin enters (or corrects) the published rate of the half-year beginning `validFrom` (1 January or ' +
          '1 July) with its source, audited with the rate it replaces; 400 InvalidReferenceRate for another day or a rate out of bounds.',
        params: referenceRateParams,
        body: enterReferenceRateRequest,
        response: { 200: referenceRatesResponse, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async (request) =>
      enterReferenceRate(
        db,
        { accountId: currentStaff(request).accountId, ipAddress: request.ip },
        request.params.validFrom,
        request.body,
        today(),
      ),
  );

  route.post(
    '/reference-rates/import',
    {
      schema: {
        tags: ['staff'],
        description:
          'An admin imports the Riksbank’s series as exported (CSV: `YYYY-MM-DD;rate` lines with decimal commas, an ' +
          'optional header): new half-years are added; 400 ReferenceRateFileRefused for any other file and 409 ' +
          'ReferenceRateDiffers for a half-year on file at another rate, each changing nothing.',
        body: importReferenceRatesRequest,
        response: { 200: importReferenceRatesResponse, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    async (request) =>
      importReferenceRates(
        db,
        { accountId: currentStaff(request).accountId, ipAddress: request.ip },
        request.body,
        today(),
      ),
  );
}
