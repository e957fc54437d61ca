/** The cases a client handed over: the list (also a debtor's own), one case, and handing over a new one. */
import {
  balanceDayQuery,
  caseImportsQuery,
  caseImportsResponse,
  casesExportQuery,
  casesQuery,
  creditorCaseDetailsResponse,
  creditorCasesResponse,
  errorBody,
  guid,
  recordCaseImportRequest,
  registerCollectionCaseRequest,
  registeredCaseResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor, currentParty } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError } from '../../http/api-error.ts';
import { contentDisposition } from '../cases/routes.ts';
import { getCreditorCaseDetails } from './case-details.ts';
import { CASE_CSV_COLUMNS, exportCases, MAX_EXPORT_ROWS } from './case-export.ts';
import { listCaseImports, recordCaseImport } from './case-imports.ts';
import { listCases } from './case-list.ts';
import { registerCollectionCase } from './case-registration.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};
const today = () => stockholmDateTime(new Date()).date;

export async function creditorCaseRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;

  route.get(
    '/cases',
    {
      schema: {
        tags: ['cases'],
        description:
          'A client’s cases, or a signed-in debtor’s own: paged (pageSize ≤ 100), sorted, filtered by status, ' +
          'status group, registration period and creditor; `q` finds a case number, OCR reference or identity ' +
          'number, and own references, invoice numbers and debtors’ last, first or company names that begin with it.',
        querystring: casesQuery,
        response: { 200: creditorCasesResponse, ...errors },
      },
      config: { access: 'debtorOrCreditor' },
    },
    async (request) => {
      const party = currentParty(request);
      const scope =
        party.kind === 'debtor' ? { debtorId: party.debtor.debtorId } : { clientId: party.creditor.clientId };
      return listCases(db, scope, request.query, today());
    },
  );

  route.get(
    '/cases/export',
    {
      schema: {
        tags: ['cases'],
        description:
          `The client’s cases with the list’s filters and order, as CSV (at most ${MAX_EXPORT_ROWS} rows; ` +
          '`;`-separated, amounts in the case’s currency with a decimal comma). Its header is the columns’ ' +
          `stable keys (${CASE_CSV_COLUMNS.join(', ')}), or with \`header=labels\` their names in \`language\` ` +
          '(Swedish for `sv`, English for any other).',
        querystring: casesExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => {
      const csv = await exportCases(db, currentCreditor(request).clientId, request.query, today());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(csv.fileName))
        .send(csv.text);
    },
  );

  route.post(
    '/wip/registration/caseimports',
    {
      schema: {
        tags: ['cases'],
        description:
          'Records an import of cases from a CSV file that the portal has handed over row by row, with what ' +
          'became of each row, so the client can read the report again later. For signed-in users.',
        body: recordCaseImportRequest,
        response: { 201: z.object({ importGuid: guid }), ...errors },
      },
      config: { access: 'creditor', apiKey: false },
    },
    async (request, reply) =>
      reply.code(201).send(await recordCaseImport(db, currentCreditor(request), request.body)),
  );

  route.get(
    '/wip/registration/caseimports',
    {
      schema: {
        tags: ['cases'],
        description: 'The client’s imports of cases from CSV files, newest first, each with its report.',
        querystring: caseImportsQuery,
        response: { 200: caseImportsResponse, ...errors },
      },
      config: { access: 'creditor', apiKey: false },
    },
    async (request) => listCaseImports(db, currentCreditor(request).clientId, request.query),
  );

  route.get(
    '/wip/collectioninformation/getcasedetails/:caseGuid',
    {
      schema: {
        tags: ['cases'],
        description:
          'One case of the client: the claim, its balance split into principal, interest and fees (today, or ' +
          'on the day `asOf`, e.g. the date of a payment the client has just received), the debtor, payments, ' +
          'letters and a timeline.',
        params: z.object({ caseGuid: guid }),
        querystring: balanceDayQuery,
        response: { 200: creditorCaseDetailsResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) => {
      const day = today();
      const asOf = request.query.asOf ?? day;
      const details = await getCreditorCaseDetails(
        db,
        currentCreditor(request).clientId,
        request.params.caseGuid,
        day,
        asOf,
      );
      return { asOf, ...details };
    },
  );

  route.post(
    '/wip/registration/registercollectioncase',
    {
      schema: {
        tags: ['cases'],
        description:
          'Hands over a case for collection. The same `clientReference` twice, or a repeated `Idempotency-Key` ' +
          'header with the same body, answers the first result (200) instead of registering again (201).',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        body: registerCollectionCaseRequest,
        response: { 200: registeredCaseResponse, 201: registeredCaseResponse, ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request, reply) => {
      const caller = currentCreditor(request);
      if (!caller.canWrite) throw new ApiError(403, 'ReadOnlyAccess', 'Your access is read-only.');
      const registered = await registerCollectionCase(db, config, caller, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        today: today(),
      });
      return reply.code(registered.created ? 201 : 200).send(registered);
    },
  );
}
