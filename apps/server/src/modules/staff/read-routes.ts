/** The back office's reads (/api/staff): the queues and their counts, the search box, a case's page, its documents. */
import {
  errorBody,
  manualCasesQuery,
  manualCasesResponse,
  planProposalsResponse,
  queueCounts,
  queueQuery,
  refusedPaymentFilesResponse,
  staffCaseView,
  staffSearchQuery,
  staffSearchResponse,
  unmatchedPaymentsResponse,
  waitingConversationsResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../http/api-error.ts';
import { getArchiveDocument } from '../cases/case-service.ts';
import { sendDocument } from '../cases/routes.ts';
import { isGuid, staffCaseView as loadCaseView } from './case-view.ts';
import {
  queueCounts as countQueues,
  manualCases,
  planProposals,
  refusedPaymentFiles,
  unmatchedPayments,
  waitingConversations,
} from './queues.ts';
import { staffSearch } from './search.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const today = () => stockholmDateTime(new Date()).date;
const staffOnly = { access: 'staff' as const };
/** A guid in a path: anything that is not one is not found, like an unknown one. */
const pathGuid = z.string().max(100);

export async function staffReadRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/queues',
    { schema: { tags: ['staff'], response: { 200: queueCounts, ...errors } }, config: staffOnly },
    () => countQueues(opts.db),
  );

  route.get(
    '/queues/plans',
    {
      schema: {
        tags: ['staff'],
        querystring: queueQuery,
        response: { 200: planProposalsResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => planProposals(opts.db, request.query),
  );

  route.get(
    '/queues/conversations',
    {
      schema: {
        tags: ['staff'],
        querystring: queueQuery,
        response: { 200: waitingConversationsResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => waitingConversations(opts.db, request.query),
  );

  route.get(
    '/queues/unmatched-payments',
    {
      schema: {
        tags: ['staff'],
        querystring: queueQuery,
        response: { 200: unmatchedPaymentsResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => unmatchedPayments(opts.db, request.query),
  );

  route.get(
    '/queues/cases',
    {
      schema: {
        tags: ['staff'],
        querystring: manualCasesQuery,
        response: { 200: manualCasesResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => manualCases(opts.db, request.query, today()),
  );

  route.get(
    '/queues/payment-files',
    {
      schema: {
        tags: ['staff'],
        querystring: queueQuery,
        response: { 200: refusedPaymentFilesResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => refusedPaymentFiles(opts.db, request.query),
  );

  route.get(
    '/search',
    {
      schema: {
        tags: ['staff'],
        querystring: staffSearchQuery,
        response: { 200: staffSearchResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => staffSearch(opts.db, request.query.q, today()),
  );

  route.get(
    '/cases/:caseGuid',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ caseGuid: pathGuid }),
        response: { 200: staffCaseView, ...errors },
      },
      config: staffOnly,
    },
    (request) => loadCaseView(opts.db, request.params.caseGuid, today()),
  );

  route.get(
    '/documents/:documentGuid',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ documentGuid: pathGuid }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The document (application/pdf)'), ...errors },
      },
      config: staffOnly,
    },
    async (request, reply) => {
      if (!isGuid(request.params.documentGuid)) throw notFound('The document');
      return sendDocument(reply, await getArchiveDocument(opts.db, 'provider', request.params.documentGuid));
    },
  );
}
