/**
 * The SMS gateway's delivery reports (docs/delivery.md): the gateway posts `id`, `status` and `delivered`
 * to `SMS_REPORT_PATH` for each message it sent. It signs nothing, so the URL it was given carries a secret
 * token (`SMS_REPORT_TOKEN`), checked here; a report of an unknown message changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMS_REPORT_PATH } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { recordChannelReport } from '../../db/repositories/deliveries.ts';
import { ApiError } from '../../http/api-error.ts';
import { parseSmsReport } from './channels/http-sms-gateway.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function deliveryRoutes(app: FastifyInstance, opts: { db: Executor; reportToken: string }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    SMS_REPORT_PATH,
    {
      schema: {
        tags: ['operations'],
        description:
          'An SMS gateway’s delivery report (46elks-style form body: id, status, delivered), to the URL with its token.',
        querystring: z.object({ token: z.string().max(200) }),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 204: z.null() },
      },
      // A server's call, with no cookie: its token in the URL is what it proves itself with.
      config: { access: 'public', csrf: false },
    },
    async (request, reply) => {
      if (!sameToken(request.query.token, opts.reportToken))
        throw new ApiError(403, 'Forbidden', 'The report’s token is not the portal’s.');
      const report = parseSmsReport(request.body ?? null);
      if (!report) throw new ApiError(400, 'BadRequest', 'The report names no message and status.');
      await recordChannelReport(opts.db, {
        channel: 'sms',
        externalId: report.externalId,
        status: report.status,
        ...(report.status === 'failed' ? { reason: 'reported failed by the gateway' } : {}),
      });
      return reply.code(204).send(null);
    },
  );
}
