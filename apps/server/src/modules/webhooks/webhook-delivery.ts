/**
 * The delivery worker: claims due deliveries from the queue (`webhook_deliveries`, under a lease, so any
 * process may run it and a crashed one's claims are taken over), sends each signed, and records the
 * attempt and what follows: success, a retry on the specification's schedule, or the end. Each endpoint has
 * its own few slots, so a slow or dead endpoint of one client never holds up another's deliveries.
 */
import {
  retryAfterSeconds,
  WEBHOOK_DISABLE_AFTER_FAILING_DAYS,
  WEBHOOK_TIMEOUT_SECONDS,
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
  releaseClaims,
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

/**
 * Opens stored secrets, each once while it is in use: an endpoint's secret is the same on each of its
 * deliveries, and opening it (AES-GCM) cost more than signing. At most 1 000 kept, all dropped when full; a
 * rotated secret is a new stored value, so the old one is simply no longer asked for.
 */
function openedSecrets(box: SecretBox): SecretBox['open'] {
  const opened = new Map<string, string>();
  return (stored) => {
    let secret = opened.get(stored);
    if (secret === undefined) {
      secret = box.open(stored);
      if (opened.size >= 1_000) opened.clear();
      opened.set(stored, secret);
    }
    return secret;
  };
}

/** What an attempt is made and recorded with. */
type Attempting = {
  db: Executor;
  sender: WebhookSender;
  open: SecretBox['open'];
  recordSuccess: (attempt: AttemptRecord) => Promise<void>;
  now: () => Date;
  log?: FastifyBaseLogger | undefined;
};

function attempting(
  db: Executor,
  options: Pick<WebhookDeliveryOptions, 'policy' | 'secrets' | 'timeoutMs' | 'now'>,
  log?: FastifyBaseLogger,
): Attempting {
  return {
    db,
    sender: webhookSender(options.policy, options.timeoutMs),
    open: openedSecrets(options.secrets),
    recordSuccess: successRecorder(db),
    now: options.now ?? (() => new Date()),
    log,
  };
}

/**
 * Sends one claimed delivery and records its attempt; answers how it ended. `answered` is told as soon as
 * the endpoint has answered (or the request failed), before the attempt is recorded.
 */
async function attemptDelivery(
  { db, sender, open, recordSuccess, now, log }: Attempting,
  delivery: ClaimedDelivery,
  answered?: () => void,
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
  ).map(open);
  const headers = webhookHeaders(secrets, delivery.eventId, Math.floor(attemptedAt.getTime() / 1000), body);
  const result = await sender.send(delivery.url, headers, body);
  answered?.();
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
  const attempt = attempting(db, options);
  try {
    const claimed = await claimDueDeliveries(db, {
      perEndpoint: options.perEndpoint,
      freeSlots: new Map(),
      leaseSeconds: options.leaseSeconds,
    });
    return await Promise.all(claimed.map((delivery) => attemptDelivery(attempt, delivery)));
  } finally {
    attempt.sender.close();
  }
}

/**
 * An endpoint's deliveries in this worker: claimed and waiting to be sent, being sent, and all it holds
 * (those two and those whose attempt is being recorded).
 */
type EndpointWork = {
  waiting: { delivery: ClaimedDelivery; claimedAt: number }[];
  sending: number;
  held: number;
};

/**
 * Runs the delivery worker until the answer's `stop` is called.
 *
 * Each endpoint has `perEndpoint` slots. The worker claims up to as many again ahead of them, so that a slot
 * freed when its endpoint answers sends the endpoint's next delivery at once; the attempt is recorded
 * meanwhile. A slot's turn is then the endpoint's answer, not that and two statements (the attempt's
 * record and the next claim). A case's next event is claimed only once its earlier one is recorded, so the
 * order per case holds. A delivery claimed ahead is sent only while its lease has room for a whole attempt;
 * otherwise, and at `stop`, it is given back to the queue unattempted (`releaseClaims`).
 */
export function startWebhookDelivery(db: Executor, options: WebhookDeliveryOptions, log: FastifyBaseLogger) {
  const attempt = attempting(db, options, log);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000;
  /** How long a delivery claimed ahead may wait to be sent: its lease less an attempt and a margin. */
  const sendableForMs = options.leaseSeconds * 1000 - timeoutMs - 1_000;
  // A lease too short to wait in leaves nothing to claim ahead: each claimed delivery is sent at once.
  const claimAhead = sendableForMs > 0;
  const ahead = claimAhead ? options.perEndpoint * 2 : options.perEndpoint;
  const mostHeld = claimAhead ? options.maxInFlight * 2 : options.maxInFlight;
  const endpoints = new Map<string, EndpointWork>();
  const attempts = new Set<Promise<unknown>>();
  let sending = 0;
  let held = 0;
  let stopped = false;
  let claiming = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const workOf = (endpointId: string) => {
    let work = endpoints.get(endpointId);
    if (!work) {
      work = { waiting: [], sending: 0, held: 0 };
      endpoints.set(endpointId, work);
    }
    return work;
  };
  const release = (work: EndpointWork, endpointId: string) => {
    held -= 1;
    work.held -= 1;
    if (work.held === 0 && endpoints.get(endpointId) === work) endpoints.delete(endpointId);
  };
  const giveBack = (ids: number[]) => {
    if (ids.length === 0) return Promise.resolve();
    return releaseClaims(db, ids).catch((error: unknown) =>
      log.error({ err: error }, 'claimed webhook deliveries could not be given back'),
    );
  };

  const start = (work: EndpointWork, endpointId: string, delivery: ClaimedDelivery) => {
    work.sending += 1;
    sending += 1;
    let answered = false;
    const free = () => {
      if (answered) return;
      answered = true;
      work.sending -= 1;
      sending -= 1;
      send();
    };
    const attemptMade = attemptDelivery(attempt, delivery, free)
      .catch((error: unknown) => log.error({ err: error }, 'a webhook delivery could not be recorded'))
      .finally(() => {
        free();
        release(work, endpointId);
        attempts.delete(attemptMade);
        // A recorded attempt may have made its case's next event claimable, and freed room to claim.
        void poll();
      });
    attempts.add(attemptMade);
  };

  /** Sends what waits, as far as the slots allow: one an endpoint in turn, so that none goes first always. */
  const send = () => {
    const stale: number[] = [];
    let sent = true;
    while (sent && !stopped && sending < options.maxInFlight) {
      sent = false;
      for (const [endpointId, work] of [...endpoints]) {
        if (sending >= options.maxInFlight) break;
        const next =
          work.waiting.length > 0 && work.sending < options.perEndpoint ? work.waiting.shift() : null;
        if (!next) continue;
        sent = true;
        if (claimAhead && performance.now() - next.claimedAt > sendableForMs) {
          stale.push(next.delivery.id);
          release(work, endpointId);
          continue;
        }
        start(work, endpointId, next.delivery);
        // To the back of the line.
        if (endpoints.get(endpointId) === work) {
          endpoints.delete(endpointId);
          endpoints.set(endpointId, work);
        }
      }
    }
    void giveBack(stale);
  };

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
        const room = mostHeld - held;
        if (room <= 0) break;
        const freeSlots = new Map(
          [...endpoints].map(([endpointId, work]) => [
            endpointId,
            Math.max(0, ahead - work.sending - work.waiting.length),
          ]),
        );
        const claimed = await claimDueDeliveries(db, {
          perEndpoint: ahead,
          freeSlots,
          leaseSeconds: options.leaseSeconds,
          limit: room,
        });
        const claimedAt = performance.now();
        for (const delivery of claimed) {
          const work = workOf(delivery.endpointId);
          work.waiting.push({ delivery, claimedAt });
          work.held += 1;
          held += 1;
        }
        send();
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
      const unsent = [...endpoints.values()].flatMap((work) => work.waiting.splice(0));
      await giveBack(unsent.map((waiting) => waiting.delivery.id));
      await Promise.allSettled([...attempts]);
      attempt.sender.close();
    },
  };
}
