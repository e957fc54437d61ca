/** Cases, documents, payments and how to pay: the debtor's own, nothing else. */
import {
  caseDetailsRequest,
  caseDetailsResponse,
  errorBody,
  guid,
  historyDocumentRequest,
  historyDocumentResponse,
  paymentDetailsRequest,
  paymentDetailsResponse,
  paymentInfoQuery,
  paymentInfoResponse,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentDebtor, currentParty } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { type ReadCache, sendCached } from '../../http/read-cache.ts';
import {
  getArchiveDocument,
  getCaseDetails,
  getHistoryDocuments,
  getPaymentDetails,
  getPaymentInfo,
} from './case-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const today = () => stockholmDateTime(new Date()).date;

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers with a stored document's bytes, to be saved under its own name. */
export function sendDocument(
  reply: FastifyReply,
  doc: { fileName: string; contentType: string; content: Uint8Array },
) {
  return reply
    .type(doc.contentType)
    .header('content-disposition', contentDisposition(doc.fileName))
    .send(Buffer.from(doc.content));
}

export async function caseLegacyRoutes(app: FastifyInstance, opts: { db: Executor; reads: ReadCache }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const debtorRoute = { access: 'debtor' as const };

  route.post(
    '/getCaseDetails',
    {
      schema: {
        tags: ['cases'],
        body: caseDetailsRequest.optional(),
        response: { 200: caseDetailsResponse, ...errors },
      },
      config: debtorRoute,
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      const day = today();
      const caseGuid = request.body?.caseGuid;
      const asOf = request.body?.asOf ?? day;
      const key = `caseDetails:${debtorId}:${day}:${caseGuid ?? ''}:${asOf}`;
      return sendCached(reply, opts.reads, key, async () => ({
        cases: await getCaseDetails(opts.db, debtorId, day, caseGuid, asOf),
        asOf,
      }));
    },
  );

  route.post(
    '/getHistoryDocument',
    {
      schema: {
        tags: ['cases'],
        body: historyDocumentRequest,
        response: { 200: historyDocumentResponse, ...errors },
      },
      config: debtorRoute,
    },
    async (request) => ({
      documents: await getHistoryDocuments(opts.db, currentDebtor(request).debtorId, request.body.caseGuid),
    }),
  );

  route.post(
    '/getPaymentDetails',
    {
      schema: {
        tags: ['payments'],
        body: paymentDetailsRequest.optional(),
        response: { 200: paymentDetailsResponse, ...errors },
      },
      config: debtorRoute,
    },
    async (request) =>
      getPaymentDetails(opts.db, currentDebtor(request).debtorId, today(), request.body?.caseGuid),
  );
}

export async function caseGatewayRoutes(app: FastifyInstance, opts: { db: Executor; reads: ReadCache }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/debtoraccess/paymentinfo',
    {
      schema: {
        tags: ['payments'],
        querystring: paymentInfoQuery,
        response: { 200: paymentInfoResponse, ...errors },
      },
      config: { access: 'debtor' },
    },
    async (request, reply) => {
      const { debtorId } = currentDebtor(request);
      const day = today();
      const { caseGuid } = request.query;
      return sendCached(reply, opts.reads, `paymentInfo:${debtorId}:${day}:${caseGuid ?? ''}`, () =>
        getPaymentInfo(opts.db, debtorId, day, caseGuid),
      );
    },
  );

  route.get(
    '/Archive/:documentGuid',
    {
      schema: {
        tags: ['cases'],
        params: z.object({ documentGuid: guid }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The document (application/pdf)'), ...errors },
      },
      config: { access: 'debtorOrCreditor' },
    },
    async (request, reply) => {
      const party = currentParty(request);
      const owner =
        party.kind === 'debtor' ? { debtorId: party.debtor.debtorId } : { clientId: party.creditor.clientId };
      return sendDocument(reply, await getArchiveDocument(opts.db, owner, request.params.documentGuid));
    },
  );
}
