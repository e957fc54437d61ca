/** A client's webhook endpoints and their delivery log, as the client's users and systems see them. */
import type { WebhookEventType } from '@fordra/contract';
import type { deliveriesOfEndpoint, WebhookEndpointRow } from '../db/repositories/webhooks.ts';

export function webhookEndpointForClient(row: WebhookEndpointRow) {
  return {
    endpointGuid: row.guid,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil > new Date()
        ? row.previousSecretUntil.toISOString()
        : null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function webhookDeliveriesForClient(log: Awaited<ReturnType<typeof deliveriesOfEndpoint>>) {
  return log.deliveries.map((delivery) => ({
    deliveryId: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    createdAt: delivery.createdAt.toISOString(),
    attempts: log.attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        attemptedAt: attempt.attemptedAt.toISOString(),
        durationMs: attempt.durationMs,
        statusCode: attempt.statusCode,
        error: attempt.error,
        responseBody: attempt.responseBody,
      })),
  }));
}
