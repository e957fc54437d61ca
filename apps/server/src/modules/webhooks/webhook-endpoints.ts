/**
 * A client's webhook endpoints, managed by its admins in the portal or through the gateway: added (the
 * secret shown once, stored sealed: secret-box.ts), changed, disabled, removed, the secret rotated (the previous one signing too for a
 * day), and the delivery log read, events sent again and a test event sent. Every query is scoped by the
 * caller's client.
 */
import type { WebhookEventType } from '@fordra/contract';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  deleteWebhookEndpoint,
  deliveriesOfEndpoint,
  insertWebhookEndpoint,
  queueEventAgain,
  queueEventsSince,
  queueTestEvent,
  replaceStoredWebhookSecret,
  storedWebhookSecrets,
  updateWebhookEndpoint,
  webhookEndpointOfClient,
  webhookEndpointsOfClient,
} from '../../db/repositories/webhooks.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { webhookDeliveriesForClient, webhookEndpointForClient } from '../../presenters/webhook-for-client.ts';
import type { SecretBox } from './secret-box.ts';
import { urlRefusal, type WebhookAddressPolicy } from './webhook-address.ts';
import { newWebhookSecret } from './webhook-signature.ts';

/** How long the previous secret signs too after a rotation, so receivers can change over. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

const actor = (caller: CreditorCaller) => ({ accountId: caller.accountId, apiKeyId: caller.apiKeyId });

function checkUrl(url: string, policy: WebhookAddressPolicy) {
  const refusal = urlRefusal(url, policy);
  if (refusal)
    throw new ApiError(400, 'InvalidWebhookUrl', `The URL cannot receive webhooks: ${refusal}.`, {
      field: 'url',
    });
}

/** Endpoints are changed by the client's admins and its systems' read-write keys, not by its other users. */
function checkManager(caller: CreditorCaller) {
  if (caller.apiKeyId === null && !caller.isAdmin)
    throw new ApiError(403, 'Forbidden', 'Only the client’s administrators manage webhook endpoints.');
}

async function ownEndpoint(db: Executor, caller: CreditorCaller, endpointGuid: string) {
  const row = await webhookEndpointOfClient(db, caller.clientId, endpointGuid);
  if (!row) throw notFound('The webhook endpoint');
  return row;
}

export async function listWebhookEndpoints(db: Executor, caller: CreditorCaller) {
  const rows = await webhookEndpointsOfClient(db, caller.clientId);
  return { items: rows.map(webhookEndpointForClient) };
}

export async function createWebhookEndpoint(
  db: Executor,
  caller: CreditorCaller,
  input: { url: string; description?: string | undefined; eventTypes?: WebhookEventType[] | undefined },
  policy: WebhookAddressPolicy,
  secrets: SecretBox,
) {
  checkManager(caller);
  checkUrl(input.url, policy);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const row = await insertWebhookEndpoint(tx, {
      clientId: caller.clientId,
      url: input.url,
      description: input.description ?? '',
      eventTypes: [...new Set(input.eventTypes ?? [])],
      secret: secrets.seal(secret),
    });
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.webhook.created',
      entity: 'webhook_endpoint',
      entityId: row.guid,
      details: { url: row.url },
    });
    return { endpoint: webhookEndpointForClient(row), secret };
  });
}

export async function changeWebhookEndpoint(
  db: Executor,
  caller: CreditorCaller,
  endpointGuid: string,
  input: {
    url?: string | undefined;
    description?: string | undefined;
    eventTypes?: WebhookEventType[] | undefined;
    enabled?: boolean | undefined;
  },
  policy: WebhookAddressPolicy,
) {
  checkManager(caller);
  const row = await ownEndpoint(db, caller, endpointGuid);
  if (input.url !== undefined) checkUrl(input.url, policy);
  return db.transaction(async (tx) => {
    const changed = await updateWebhookEndpoint(tx, row.id, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
      ...(input.enabled !== undefined
        ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'byUser', failingSince: null }
        : {}),
    });
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.webhook.changed',
      entity: 'webhook_endpoint',
      entityId: row.guid,
      details: { ...input },
    });
    return webhookEndpointForClient(changed ?? row);
  });
}

export async function removeWebhookEndpoint(db: Executor, caller: CreditorCaller, endpointGuid: string) {
  checkManager(caller);
  const row = await ownEndpoint(db, caller, endpointGuid);
  await db.transaction(async (tx) => {
    await deleteWebhookEndpoint(tx, row.id);
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.webhook.removed',
      entity: 'webhook_endpoint',
      entityId: row.guid,
      details: { url: row.url },
    });
  });
}

/** A new secret, shown in this answer only; the one it replaces signs too for 24 hours. */
export async function rotateWebhookSecret(
  db: Executor,
  caller: CreditorCaller,
  endpointGuid: string,
  secrets: SecretBox,
) {
  checkManager(caller);
  const row = await ownEndpoint(db, caller, endpointGuid);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const changed = await updateWebhookEndpoint(tx, row.id, {
      secret: secrets.seal(secret),
      previousSecret: row.secret,
      previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS),
    });
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.webhook.secret-rotated',
      entity: 'webhook_endpoint',
      entityId: row.guid,
      details: {},
    });
    return { endpoint: webhookEndpointForClient(changed ?? row), secret };
  });
}

export async function webhookDeliveryLog(
  db: Executor,
  caller: CreditorCaller,
  endpointGuid: string,
  page: { before?: number | undefined; pageSize: number },
) {
  const row = await ownEndpoint(db, caller, endpointGuid);
  return { items: webhookDeliveriesForClient(await deliveriesOfEndpoint(db, row.id, page)) };
}

/** Sends one event of the client again, or every event since a time, to the endpoint. */
export async function replayWebhookEvents(
  db: Executor,
  caller: CreditorCaller,
  endpointGuid: string,
  input: { eventId: string } | { since: string },
) {
  checkManager(caller);
  const row = await ownEndpoint(db, caller, endpointGuid);
  if ('eventId' in input) {
    const queued = await queueEventAgain(db, row, input.eventId);
    if (queued === 0) throw notFound('The event');
    return { queued };
  }
  return { queued: await queueEventsSince(db, row, new Date(input.since)) };
}

export async function sendTestWebhook(db: Executor, caller: CreditorCaller, endpointGuid: string) {
  checkManager(caller);
  const row = await ownEndpoint(db, caller, endpointGuid);
  await db.transaction((tx) => queueTestEvent(tx, row));
  return { queued: 1 };
}

/**
 * Seals under the key every signing secret stored in the clear (from before sealing came in) or under an
 * earlier key (before the key was rotated); how many, and how many opened with no key the box knows (left
 * as they are, their endpoints' deliveries waiting). Run by the process that delivers webhooks, at its start;
 * a secret changed meanwhile is left to its new, sealed value.
 */
export async function sealStoredWebhookSecrets(
  db: Executor,
  secrets: SecretBox,
): Promise<{ sealed: number; unreadable: number }> {
  let sealed = 0;
  let unreadable = 0;
  for (const row of await storedWebhookSecrets(db))
    for (const column of ['secret', 'previousSecret'] as const) {
      const stored = row[column];
      if (stored === null || secrets.sealedUnderKey(stored)) continue;
      let secret: string;
      try {
        secret = secrets.open(stored);
      } catch {
        unreadable++;
        continue;
      }
      await replaceStoredWebhookSecret(db, row.id, column, stored, secrets.seal(secret));
      sealed++;
    }
  return { sealed, unreadable };
}
