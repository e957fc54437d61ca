/**
 * The back office's records beside the queues (/api/staff): a debtor at a glance, every payment file
 * received, and the audit log, which only an admin reads.
 */
import {
  auditLogQuery,
  auditLogResponse,
  errorBody,
  paymentFilesQuery,
  paymentFilesResponse,
  staffDebtorOverview,
} from '@fordra/contract';
import { stockholmDateTime } from '@fordra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { auditLogList } from './audit-log.ts';
import { staffDebtorOverview as loadDebtorOverview } from './debtor-overview.ts';
import { paymentFileList } from './payment-files.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const today = () => stockholmDateTime(new Date()).date;

export async function staffRecordRoutes(app: FastifyInstance, opts: { db: Executor }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/debtors/:debtorGuid/overview',
    {
      schema: {
        tags: ['staff'],
        params: z.object({ debtorGuid: z.string().max(100) }),
        response: { 200: staffDebtorOverview, ...errors },
      },
      config: { access: 'staff' },
    },
    (request) => loadDebtorOverview(opts.db, request.params.debtorGuid, today()),
  );

  route.get(
    '/payment-files',
    {
      schema: {
        tags: ['staff'],
        querystring: paymentFilesQuery,
        response: { 200: paymentFilesResponse, ...errors },
      },
      config: { access: 'staff' },
    },
    (request) => paymentFileList(opts.db, request.query),
  );

  route.get(
    '/audit-log',
    {
      schema: {
        tags: ['staff'],
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, ...errors },
      },
      config: { access: 'staffAdmin' },
    },
    (request) => auditLogList(opts.db, request.query),
  );
}
