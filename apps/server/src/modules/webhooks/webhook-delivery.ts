/**
 * The delivery worker: claims due deliveries from the queue (`webhook_deliveries`, under a lease, so any
 * process may run it and a crashed one's claims are taken over), sends each signed, and records the
 * attempt and what follows: success, a retry on the specification's schedule, or the end. Each endpoint has
 * its own few slots, so a slow or dead endpoint of one client never holds up another's deliveries.
 */
import {
  retryAfterSeconds,
  WEBHOOK_DISABLE_AFTER_FAILING_DAYS,
  webhookRetryDelaySeconds,
} from '@fordra/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import { recordClientAdminNotices } from '../../db/repositories/deliveries.ts';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableFailedEndpoint,
  finishAttempt,
  finishSucceededAttempts,
} from '../../db/repositories/webhooks.ts';
import type { SecretBox } from './secret-box.ts';
import type { WebhookAddressPolicy } from './webhook-address.ts';
import { type WebhookSender, webhookSender } from './webhook-sending.ts';
import { webhookHeaders } from './webhook-signature.ts';

export type WebhookDeliveryOptions = {
  policy: WebhookAddressPolicy;
  /** Opens the endpoints' stored signing secrets. */
  secrets: SecretBox;
  /** Attempts in flight to one endpoint at most, per process. */
  perEndpoint: number;
  /** Attempts in flight at most, per process. */
  maxInFlight: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseSeconds: number;
  /** How often an idle worker looks for due deliveries. */
  pollMs: number;
  /** When an attempt's request gives up. */
  timeoutMs?: number;
  /** The clock, for tests of the three days. */
  now?: () => Date;
};

/**
 * Stores successful attempts in batches: those that end while a batch is being stored go in the next one
 * (one statement each, `finishSucceededAttempts`). Each caller's promise settles when its attempt is stored,
 * so a case's next event is claimable only after its earlier one is recorded delivered.
 */
function successRecorder(db: Executor) {
  let queue: { attempt: AttemptRecord; done: () => void; failed: (error: unknown) => void }[] = [];
  let storing = false;
  const store = async () => {
    if (storing) return;
    storing = true;
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        try {
          await finishSucceededAttempts(
            db,
            batch.map((entry) => entry.attempt),
          );
          for (const entry of batch) entry.done();
        } catch (error) {
          for (const entry of batch) entry.failed(error);
        }
      }
    } finally {
      storing = false;
    }
  };
  return (attempt: AttemptRecord) =>
    new Promise<void>((done, failed) => {
      queue.push({ attempt, done, failed });
      void store();
    });
}

/** Sends one claimed delivery and records its attempt; answers how it ended. */
async function attemptDelivery(
  db: Executor,
  sender: WebhookSender,
  secretsOf: SecretBox,
  recordSuccess: (attempt: AttemptRecord) => Promise<void>,
  delivery: ClaimedDelivery,
  now: () => Date,
  log?: FastifyBaseLogger,
): Promise<'succeeded' | 'retry' | 'failed'> {
  const { type, timestamp, data } = delivery.payload;
  const body = JSON.stringify({ type, timestamp, data });
  const attemptedAt = now();
  const overlap =
    delivery.previousSecret &&
    delivery.previousSecretUntil &&
    new Date(delivery.previousSecretUntil) > attemptedAt;
  // A secret that does not open (the key changed) throws: the delivery stays claimed, and is tried again
  // when its lease ends, with no attempt recorded against the client's endpoint.
  const secrets = (
    overlap && delivery.previousSecret ? [delivery.secret, delivery.previousSecret] : [delivery.secret]
  ).map(secretsOf.open);
  const headers = webhookHeaders(secrets, delivery.eventId, Math.floor(attemptedAt.getTime() / 1000), body);
  const result = await sender.send(delivery.url, headers, body);
  const status = result.statusCode;
  const succeeded = status !== null && status >= 200 && status < 300;
  const gone = status === 410;
  const delay =
    succeeded || gone
      ? null
      : webhookRetryDelaySeconds(
          delivery.attempts,
          retryAfterSeconds(result.retryAfter, attemptedAt),
          Math.random(),
        );
  const outcome = succeeded
    ? ({ kind: 'succeeded' } as const)
    : delay === null
      ? ({ kind: 'failed' } as const)
      : ({ kind: 'retry', retryAt: new Date(attemptedAt.getTime() + delay * 1000) } as const);
  const attempt: AttemptRecord = {
    deliveryId: delivery.id,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    attemptedAt,
    durationMs: result.durationMs,
    statusCode: status,
    error: result.error,
    responseBody: result.responseBody,
  };
  if (outcome.kind === 'succeeded') {
    await recordSuccess(attempt);
    return 'succeeded';
  }
  const { failingSince } = await finishAttempt(db, attempt, outcome);
  if (gone) {
    await switchOff(db, delivery.endpointId, 'gone');
    log?.warn({ endpointId: delivery.endpointId }, 'A webhook endpoint answered 410 Gone: disabled');
  } else if (
    failingSince &&
    attemptedAt.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_FAILING_DAYS * 86_400_000
  ) {
    await switchOff(db, delivery.endpointId, 'failing');
    log?.warn({ endpointId: delivery.endpointId }, 'A webhook endpoint failed for three days: disabled');
  }
  return outcome.kind;
}

/**
 * Switches an endpoint off and, in the same transaction, tells its client's administrators by e-mail
 * (docs/webhooks.md#when-an-endpoint-is-switched-off); nothing when another attempt switched it off first.
 */
async function switchOff(db: Executor, endpointId: string, reason: 'gone' | 'failing') {
  await db.transaction(async (tx) => {
    const endpoint = await disableFailedEndpoint(tx, endpointId, reason);
    if (endpoint)
      await recordClientAdminNotices(
        tx,
        endpoint.clientId,
        reason === 'gone' ? 'webhookEndpointGone' : 'webhookEndpointFailing',
        { endpointUrl: endpoint.url },
      );
  });
}

/**
 * One round: claims what is due now and sends it all, answering how each attempt ended. Tests and the
 * command line use it; the running portal uses `startWebhookDelivery`.
 */
export async function deliverDueWebhooks(
  db: Executor,
  options: Pick<
    WebhookDeliveryOptions,
    'policy' | 'secrets' | 'perEndpoint' | 'leaseSeconds' | 'timeoutMs' | 'now'
  >,
) {
  const sender = webhookSender(options.policy, options.timeoutMs);
  const now = options.now ?? (() => new Date());
  const recordSuccess = successRecorder(db);
  try {
    const claimed = await claimDueDeliveries(db, {
      perEndpoint: options.perEndpoint,
      freeSlots: new Map(),
      leaseSeconds: options.leaseSeconds,
    });
    return await Promise.all(
      claimed.map((delivery) => attemptDelivery(db, sender, options.secrets, recordSuccess, delivery, now)),
    );
  } finally {
    sender.close();
  }
}

/** Runs the delivery worker until the answer's `stop` is called. */
export function startWebhookDelivery(db: Executor, options: WebhookDeliveryOptions, log: FastifyBaseLogger) {
  const sender = webhookSender(options.policy, options.timeoutMs);
  const now = options.now ?? (() => new Date());
  const recordSuccess = successRecorder(db);
  const inFlight = new Map<string, number>();
  const attempts = new Set<Promise<unknown>>();
  let stopped = false;
  let claiming = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const poll = async () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        if (attempts.size >= options.maxInFlight) break;
        const freeSlots = new Map(
          [...inFlight].map(([endpointId, count]) => [endpointId, Math.max(0, options.perEndpoint - count)]),
        );
        const claimed = await claimDueDeliveries(db, {
          perEndpoint: options.perEndpoint,
          freeSlots,
          leaseSeconds: options.leaseSeconds,
        });
        for (const delivery of claimed) {
          inFlight.set(delivery.endpointId, (inFlight.get(delivery.endpointId) ?? 0) + 1);
          const attempt = attemptDelivery(db, sender, options.secrets, recordSuccess, delivery, now, log)
            .catch((error: unknown) => log.error({ err: error }, 'a webhook delivery could not be recorded'))
            .finally(() => {
              const left = (inFlight.get(delivery.endpointId) ?? 1) - 1;
              if (left > 0) inFlight.set(delivery.endpointId, left);
              else inFlight.delete(delivery.endpointId);
              attempts.delete(attempt);
              // A freed slot looks for the endpoint's next delivery at once.
              void poll();
            });
          attempts.add(attempt);
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, 'due webhook deliveries could not be claimed');
    } finally {
      claiming = false;
    }
  };
  const tick = () => {
    void poll().finally(() => {
      if (!stopped) timer = setTimeout(tick, options.pollMs);
    });
  };
  tick();
  return {
    /** Looks for due deliveries now (after a commit that recorded events, in this process). */
    wake: () => void poll(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (claiming) await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.allSettled([...attempts]);
      sender.close();
    },
  };
}
