/**
 * The gateway's webhook calls (changes by the client's admins, in the portal, or its systems' read-write keys): endpoints, their
 * secret, the delivery log, replay and a test event; and one event by its id, whose answer's schema lists
 * every event's payload in the OpenAPI document.
 */
import {
  createWebhookEndpointRequest,
  errorBody,
  guid,
  replayWebhookRequest,
  replayWebhookResponse,
  updateWebhookEndpointRequest,
  WEBHOOK_EVENT_TYPES,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookEndpoint,
  webhookEndpointsResponse,
  webhookEndpointWithSecret,
  webhookEventPayload,
} from '@fordra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCreditor } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { webhookEventOfClient } from '../../db/repositories/webhooks.ts';
import { notFound } from '../../http/api-error.ts';
import { configuredSecretBox } from './secret-box.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  replayWebhookEvents,
  rotateWebhookSecret,
  sendTestWebhook,
  webhookDeliveryLog,
} from './webhook-endpoints.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const endpointParams = z.object({ endpointGuid: guid });
/** Read by the client's users and systems; changed by its admins and read-write keys (`webhook-endpoints.ts`). */
const admins = { access: 'creditor' } as const;

export async function webhookRoutes(app: FastifyInstance, opts: { db: Executor; config: Config }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const policy = { production: opts.config.mode === 'production' };
  const secrets = configuredSecretBox(opts.config.webhooks);

  route.get(
    '/v1/WebhookEndpoints',
    {
      schema: { tags: ['webhooks'], response: { 200: webhookEndpointsResponse, ...errors } },
      config: admins,
    },
    async (request) => listWebhookEndpoints(db, currentCreditor(request)),
  );

  route.post(
    '/v1/WebhookEndpoints',
    {
      schema: {
        tags: ['webhooks'],
        description:
          'Adds an endpoint the client’s events are sent to (Standard Webhooks 1.0). Its secret (`whsec_…`) ' +
          'is in this answer only. The URL must be https to a public address (http to this machine in a demo).',
        body: createWebhookEndpointRequest,
        response: { 201: webhookEndpointWithSecret, ...errors },
      },
      config: admins,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWebhookEndpoint(db, currentCreditor(request), request.body, policy, secrets)),
  );

  route.patch(
    '/v1/WebhookEndpoints/:endpointGuid',
    {
      schema: {
        tags: ['webhooks'],
        description: 'Changes an endpoint’s URL, description or event types, or enables or disables it.',
        params: endpointParams,
        body: updateWebhookEndpointRequest,
        response: { 200: webhookEndpoint, ...errors },
      },
      config: admins,
    },
    async (request) =>
      changeWebhookEndpoint(db, currentCreditor(request), request.params.endpointGuid, request.body, policy),
  );

  route.delete(
    '/v1/WebhookEndpoints/:endpointGuid',
    {
      schema: {
        tags: ['webhooks'],
        description: 'Removes an endpoint with its delivery log.',
        params: endpointParams,
        response: { 204: z.null(), ...errors },
      },
      config: admins,
    },
    async (request, reply) => {
      await removeWebhookEndpoint(db, currentCreditor(request), request.params.endpointGuid);
      return reply.code(204).send(null);
    },
  );

  route.post(
    '/v1/WebhookEndpoints/:endpointGuid/RotateSecret',
    {
      schema: {
        tags: ['webhooks'],
        description:
          'Gives the endpoint a new secret, in this answer only. For 24 hours every message is signed with ' +
          'both the new and the previous secret, so a receiver holding either accepts it.',
        params: endpointParams,
        response: { 200: webhookEndpointWithSecret, ...errors },
      },
      config: admins,
    },
    async (request) =>
      rotateWebhookSecret(db, currentCreditor(request), request.params.endpointGuid, secrets),
  );

  route.get(
    '/v1/WebhookEndpoints/:endpointGuid/Deliveries',
    {
      schema: {
        tags: ['webhooks'],
        description:
          'The endpoint’s deliveries, newest first, each with its attempts (status, time, duration).',
        params: endpointParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse, ...errors },
      },
      config: admins,
    },
    async (request) =>
      webhookDeliveryLog(db, currentCreditor(request), request.params.endpointGuid, request.query),
  );

  route.post(
    '/v1/WebhookEndpoints/:endpointGuid/Replay',
    {
      schema: {
        tags: ['webhooks'],
        description:
          'Sends one event (`eventId`) again, or every event since a time (`since`) that the endpoint wants, ' +
          'with their original `webhook-id`s.',
        params: endpointParams,
        body: replayWebhookRequest,
        response: { 200: replayWebhookResponse, ...errors },
      },
      config: admins,
    },
    async (request) =>
      replayWebhookEvents(db, currentCreditor(request), request.params.endpointGuid, request.body),
  );

  route.post(
    '/v1/WebhookEndpoints/:endpointGuid/Test',
    {
      schema: {
        tags: ['webhooks'],
        description: 'Sends a `webhook.test` event to the endpoint.',
        params: endpointParams,
        response: { 200: replayWebhookResponse, ...errors },
      },
      config: admins,
    },
    async (request) => sendTestWebhook(db, currentCreditor(request), request.params.endpointGuid),
  );

  route.get(
    '/v1/WebhookEvents/:eventId',
    {
      schema: {
        tags: ['webhooks'],
        description:
          'One event of the client, as its endpoints are sent it: the schema of this answer lists every ' +
          'event type’s payload.',
        params: z.object({ eventId: z.string().max(64) }),
        response: { 200: z.union(WEBHOOK_EVENT_TYPES.map((type) => webhookEventPayload(type))), ...errors },
      },
      config: { access: 'creditor' },
    },
    async (request) => {
      const event = await webhookEventOfClient(db, currentCreditor(request).clientId, request.params.eventId);
      if (!event) throw notFound('The event');
      return event.payload;
    },
  );
}
