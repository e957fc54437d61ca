/**
 * Webhooks (Standard Webhooks 1.0, docs/webhooks.md): the events a client's systems can be sent, each
 * payload's shape, and the gateway's calls that manage endpoints and read their delivery log.
 */
import { z } from 'zod';
import { caseStatus } from './case-status.ts';
import { guid } from './cases.ts';
import { isoDate } from './lists.ts';
import { currency, minorUnits } from './money.ts';

/** Every event type; `webhook.test` is sent by "send test event" only. */
export const WEBHOOK_EVENT_TYPES = [
  'case.registered',
  'case.status_changed',
  'letter.issued',
  'letter.delivered',
  'payment.registered',
  'direct_payment.registered',
  'plan.proposed',
  'plan.accepted',
  'plan.rejected',
  'plan.completed',
  'plan.terminated',
  'enforcement.application_filed',
  'enforcement.application_withdrawn',
  'settlement.produced',
  'objection.opened',
  'objection.answered',
  'case.paused',
  'case.resumed',
  'case.recalled',
  'case.credited',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, { error: 'InvalidEventType' });

/** The case an event is about, as the client knows it. */
const caseReference = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  clientReference: z.string().nullable(),
  creditorGuid: guid,
});

const caseData = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ case: caseReference, ...shape });

const webhookPayment = z.object({
  paymentGuid: guid,
  paymentDate: isoDate,
  currency,
  /** Minor units (öre); negative for a deduction. */
  amount: minorUnits,
  channel: z.enum(['bankgiro', 'swish', 'direct', 'other']),
  allocation: z.object({ principal: minorUnits, interest: minorUnits, fees: minorUnits }),
  /** What of it is the client's: principal and interest less the provider's share of interest. */
  dueToClient: minorUnits,
  /** What of it the provider keeps: fees and its share of interest. */
  keptByProvider: minorUnits,
});

const planData = caseData({ plan: z.object({ planGuid: guid }) });

/** The `data` of each event type. */
export const webhookEventData = {
  'case.registered': caseData({
    registrationDate: isoDate,
    currency,
    principal: minorUnits,
  }),
  'case.status_changed': caseData({ previousStatus: caseStatus, status: caseStatus }),
  'letter.issued': caseData({
    letter: z.object({ kind: z.string(), issuedOn: isoDate }),
  }),
  'letter.delivered': caseData({
    letter: z.object({
      kind: z.string(),
      /** `digitalMailbox`: put in the debtor's digital mailbox; `paper`: posted in the day's print file. */
      channel: z.enum(['digitalMailbox', 'paper']),
      /** The day it was put in the mailbox or posted. */
      sentOn: isoDate,
      /** The day it counts as delivered (a posted letter: the posting day and the postal days). */
      deliveredOn: isoDate,
    }),
  }),
  'payment.registered': caseData({ payment: webhookPayment }),
  'direct_payment.registered': caseData({ payment: webhookPayment }),
  'plan.proposed': planData,
  'plan.accepted': planData,
  'plan.rejected': planData,
  'plan.completed': planData,
  'plan.terminated': planData,
  'enforcement.application_filed': caseData({ filedOn: isoDate }),
  'enforcement.application_withdrawn': caseData({ withdrawnOn: isoDate }),
  'settlement.produced': z.object({
    settlement: z.object({ reportGuid: guid, periodStart: isoDate, periodEnd: isoDate }),
  }),
  'objection.opened': caseData({ objection: z.object({ objectionGuid: guid }) }),
  'objection.answered': caseData({ objection: z.object({ objectionGuid: guid }) }),
  'case.paused': caseData({ pausedUntil: isoDate.nullable() }),
  'case.resumed': caseData({}),
  'case.recalled': caseData({}),
  'case.credited': caseData({ currency, amount: minorUnits }),
  'webhook.test': z.object({ message: z.string() }),
} satisfies Record<WebhookEventType, z.ZodType>;

/** The body of an event of `type`, what an endpoint receives: signed and sent as it is. */
export function webhookEventPayload<Type extends WebhookEventType>(type: Type) {
  return z
    .object({
      type: z.literal(type),
      /** When the change was made (ISO 8601, UTC). */
      timestamp: z.string(),
      data: webhookEventData[type],
    })
    .meta({ id: `WebhookEvent_${type.replaceAll('.', '_')}`, description: `The event ${type}.` });
}

// ---- Endpoints ------------------------------------------------------------

const endpointUrl = z
  .string({ error: 'InvalidWebhookUrl' })
  .max(2000, { error: 'InvalidWebhookUrl' })
  .refine((value) => URL.canParse(value), { error: 'InvalidWebhookUrl' });
const description = z.string({ error: 'BadRequest' }).max(200, { error: 'BadRequest' });
const eventTypes = z.array(webhookEventType).max(WEBHOOK_EVENT_TYPES.length, { error: 'InvalidEventType' });

export const webhookEndpoint = z.object({
  endpointGuid: guid,
  url: z.string(),
  description: z.string(),
  /** The types it is sent; empty: every type. */
  eventTypes: z.array(webhookEventType),
  enabled: z.boolean(),
  /** Why it is disabled: `byUser`, `gone` (it answered 410), `failing` (it failed for three days). */
  disabledReason: z.enum(['byUser', 'gone', 'failing']).nullable(),
  /** Until when the previous secret signs too, after a rotation. */
  previousSecretUntil: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export const webhookEndpointsResponse = z.object({ items: z.array(webhookEndpoint) });
export const createWebhookEndpointRequest = z.object({
  url: endpointUrl,
  description: description.optional(),
  eventTypes: eventTypes.optional(),
});
export const updateWebhookEndpointRequest = z.object({
  url: endpointUrl.optional(),
  description: description.optional(),
  eventTypes: eventTypes.optional(),
  enabled: z.boolean({ error: 'BadRequest' }).optional(),
});
/** The secret (`whsec_…`) is in this answer only. */
export const webhookEndpointWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });

// ---- Log and replay -------------------------------------------------------

export const webhookAttempt = z.object({
  attemptedAt: z.string(),
  durationMs: z.number().int(),
  /** The HTTP status answered, or null when none was (timeout, refused address, connection error). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** At most 1 KB of the answer's body. */
  responseBody: z.string().nullable(),
});
export const webhookDelivery = z.object({
  deliveryId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivering', 'succeeded', 'failed']),
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export const webhookDeliveriesQuery = z.object({
  /** Deliveries before this one (its `deliveryId`), for the next page. */
  before: z.coerce.number({ error: 'BadRequest' }).int({ error: 'BadRequest' }).min(1).optional(),
  pageSize: z.coerce.number({ error: 'BadRequest' }).int({ error: 'BadRequest' }).min(1).max(100).default(25),
});
export const webhookDeliveriesResponse = z.object({ items: z.array(webhookDelivery) });
/**
 * One event (`eventId`) or every event since `since` (ISO 8601) sent again to the endpoint; events are kept
 * for 90 days, so an earlier `since` replays what is left of them.
 */
export const replayWebhookRequest = z.union([
  z.object({ eventId: z.string({ error: 'BadRequest' }).max(64, { error: 'BadRequest' }) }),
  z.object({ since: z.iso.datetime({ offset: true, error: 'InvalidDate' }) }),
]);
export const replayWebhookResponse = z.object({ queued: z.number().int() });

/** The body of any event, as stored and sent. */
export type WebhookEventBody = {
  [Type in WebhookEventType]: {
    type: Type;
    timestamp: string;
    data: z.infer<(typeof webhookEventData)[Type]>;
  };
}[WebhookEventType];
