/**
 * The back office's delivery calls under /api/staff (docs/delivery.md#paper): the troubled letters' queue, a
 * letter marked returned or sent again, and the print files with their manifests.
 */
import {
  deliveryActionResponse,
  errorBody,
  guid,
  isoDate,
  markReturnedRequest,
  printFilesResponse,
  queueQuery,
  sendAgainRequest,
  troubledDeliveriesResponse,
} from '@fordra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentStaff } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import type { StaffActor } from './actions.ts';
import {
  markLetterReturned,
  printFileManifest,
  printFiles,
  sendLetterAgain,
  troubledLetters,
} from './delivery-actions.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const staffOnly = { access: 'staff' as const };
const deliveryParams = z.object({ deliveryGuid: guid });

const actorOf = (request: FastifyRequest): StaffActor => ({
  accountId: currentStaff(request).accountId,
  ipAddress: request.ip,
});

export async function staffDeliveryRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  route.get(
    '/queues/deliveries',
    {
      schema: {
        tags: ['staff'],
        description: 'Letters that failed, came back by post or were given up, not yet sent again.',
        querystring: queueQuery,
        response: { 200: troubledDeliveriesResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) => troubledLetters(db, request.query),
  );

  route.post(
    '/deliveries/:deliveryGuid/returned',
    {
      schema: {
        tags: ['staff'],
        description:
          'Records a posted paper letter as returned by the post, with the reason; its proof of delivery is ' +
          'withdrawn. Any other delivery answers 409 DeliveryNotPosted.',
        params: deliveryParams,
        body: markReturnedRequest,
        response: { 200: deliveryActionResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) =>
      markLetterReturned(db, actorOf(request), {
        ...request.body,
        deliveryGuid: request.params.deliveryGuid,
      }),
  );

  route.post(
    '/deliveries/:deliveryGuid/send-again',
    {
      schema: {
        tags: ['staff'],
        description:
          'Sends a failed, returned or given-up letter again, to the debtor’s address as it is now; one sent ' +
          'again already, or one not in trouble, answers 409 DeliveryNotTroubled.',
        params: deliveryParams,
        body: sendAgainRequest,
        response: { 200: deliveryActionResponse, ...errors },
      },
      config: staffOnly,
    },
    (request) =>
      sendLetterAgain(db, actorOf(request), { ...request.body, deliveryGuid: request.params.deliveryGuid }),
  );

  route.get(
    '/print-files',
    {
      schema: { tags: ['staff'], response: { 200: printFilesResponse, ...errors } },
      config: staffOnly,
    },
    () => printFiles(db),
  );

  route.get(
    '/print-files/:day/manifest.csv',
    {
      schema: {
        tags: ['staff'],
        description: 'The manifest of the day’s print file (text/csv): each PDF’s pages, bytes and SHA-256.',
        params: z.object({ day: isoDate }),
        produces: ['text/csv'],
        response: { 200: z.any().describe('The manifest (text/csv)'), ...errors },
      },
      config: staffOnly,
    },
    async (request, reply) => {
      const { day } = request.params;
      const manifest = await printFileManifest(db, opts.config.printDir, day);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="manifest-${day}.csv"`)
        .send(manifest);
    },
  );
}
