/**
 * The delivery worker (docs/delivery.md): takes due deliveries from the outbox under a lease, so any process
 * may run it and a dead one's claims are taken over, and sends each by its channel, recording the attempt.
 * A letter goes to the debtor's digital mailbox when they are a recipient, otherwise, and when that fails,
 * into the day's print file. Notifications go by e-mail or SMS, tried again with backoff and given up to
 * staff (dead) after their last retry. Every send carries the delivery's guid as its idempotency key, so a
 * send repeated after a crash reaches the reader once.
 */
import {
  isCurrency,
  letterChannel,
  mailboxDelivery,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationParams,
  noticeRetryDelaySeconds,
  stockholmDateTime,
} from '@fordra/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  finishDelivery,
  notificationDetails,
  queueOnPaperInstead,
} from '../../db/repositories/deliveries.ts';
import { renderedLetters } from '../../db/repositories/letters.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { renderPendingLetter } from '../letters/pending-letters.ts';
import { letterDelivered } from '../webhooks/webhook-events.ts';
import type { DeliveryChannels, SendOutcome } from './channels.ts';
import { renderNotification } from './notifications/render-notification.ts';

export type DeliveryContext = {
  channels: DeliveryChannels;
  /** What every notification says besides its own values: where to sign in, and who signs it. */
  sender?: { portalUrl: string; productName: string };
  /** How long a claim holds before another worker may take the delivery over. */
  leaseSeconds: number;
  /** Deliveries taken at once. */
  batch: number;
  /** Sends in flight at once. */
  concurrency: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** A letter: always a debtor's. */
type ClaimedLetter = ClaimedDelivery & { debtorId: string; identityNumber: string };

const isLetter = (delivery: ClaimedDelivery): delivery is ClaimedLetter =>
  delivery.purpose === 'letter' && delivery.debtorId !== null && delivery.identityNumber !== null;

/** Sends one claimed letter on ISO day `day`: to the digital mailbox, or into the print file's queue. */
async function deliverLetter(
  db: Executor,
  context: DeliveryContext,
  delivery: ClaimedLetter,
  recipients: ReadonlySet<string>,
  rendered: ReadonlyMap<string, Uint8Array>,
  day: string,
): Promise<void> {
  const { mailbox } = context.channels;
  const channel =
    delivery.channel === 'paper' || mailbox === null
      ? 'paper'
      : letterChannel({ mailboxRecipient: recipients.has(delivery.identityNumber), mailboxFailed: false });
  if (channel === 'paper' || mailbox === null || delivery.documentId === null) {
    await finishDelivery(db, delivery.id, { status: 'queued', channel: 'paper', printDay: day });
    return;
  }
  let outcome: SendOutcome;
  try {
    const content =
      rendered.get(delivery.documentId) ?? (await renderPendingLetter(db, delivery.documentId))?.content;
    if (!content) throw new Error('the letter has no PDF');
    outcome = await mailbox.send({
      idempotencyKey: delivery.guid,
      identityNumber: delivery.identityNumber,
      subject: delivery.documentTitle ?? '',
      fileName: delivery.fileName ?? `${delivery.guid}.pdf`,
      pdf: Buffer.from(content),
    });
  } catch (error) {
    outcome = { kind: 'failed', reason: reasonOf(error), permanent: false };
  }
  if (outcome.kind === 'failed') {
    // A failed digital delivery goes on paper the same day (docs/delivery.md).
    await db.transaction(async (tx) => {
      await finishDelivery(tx, delivery.id, {
        status: 'failed',
        channel: 'digitalMailbox',
        reason: outcome.reason,
      });
      await queueOnPaperInstead(tx, delivery, day);
    });
    return;
  }
  const proof = mailboxDelivery(day);
  await db.transaction(async (tx) => {
    await finishDelivery(tx, delivery.id, {
      status: outcome.kind,
      channel: 'digitalMailbox',
      externalId: outcome.externalId,
      proof,
    });
    if (delivery.caseId)
      await recordWebhookEvent(
        tx,
        letterDelivered(delivery.caseId, {
          kind: delivery.documentKind ?? 'letter',
          channel: 'digitalMailbox',
          ...proof,
        }),
      );
  });
}

/** The kind a notification was recorded with; one the catalogue does not know is an error of ours. */
function notificationKind(recorded: string): NotificationKind {
  const kind = NOTIFICATION_KINDS.find((known) => known === recorded);
  if (!kind) throw new Error(`no notification of kind ${recorded}`);
  return kind;
}

/** A notification's values as recorded (strings, amounts in öre as digits) with the sender's. */
function notificationParams(
  payload: Record<string, string>,
  sender: { portalUrl: string; productName: string },
): NotificationParams {
  const { amount, currency, ...rest } = payload;
  return {
    ...rest,
    ...sender,
    ...(amount !== undefined && /^-?\d+$/.test(amount) ? { amount: Number(amount) } : {}),
    ...(currency !== undefined && isCurrency(currency) ? { currency } : {}),
  };
}

/** Sends one claimed notification by its channel; a failure is tried again later, or given up. */
async function deliverNotification(
  db: Executor,
  context: DeliveryContext,
  delivery: ClaimedDelivery,
): Promise<void> {
  const channel = delivery.channel === 'sms' ? 'sms' : 'email';
  const { sms, email } = context.channels;
  const { address, notification } = delivery;
  let outcome: SendOutcome = { kind: 'failed', reason: `no ${channel} channel`, permanent: false };
  try {
    const details =
      address !== null && notification !== null
        ? await notificationDetails(db, {
            caseId: delivery.caseId,
            instalmentId: delivery.payload.instalmentId ?? null,
          })
        : {};
    const text =
      address !== null && notification !== null && context.sender
        ? renderNotification(
            notificationKind(notification),
            delivery.language,
            notificationParams({ ...details, ...delivery.payload }, context.sender),
          )
        : null;
    if (text && address && channel === 'sms' && sms)
      outcome = await sms.send({ idempotencyKey: delivery.guid, to: address, text: text.sms });
    if (text && address && channel === 'email' && email)
      outcome = await email.send({
        idempotencyKey: delivery.guid,
        to: address,
        subject: text.subject,
        html: text.html,
        text: text.text,
        language: delivery.language,
      });
  } catch (error) {
    outcome = { kind: 'failed', reason: reasonOf(error), permanent: false };
  }
  if (outcome.kind !== 'failed') {
    await finishDelivery(db, delivery.id, {
      status: outcome.kind,
      channel,
      externalId: outcome.externalId,
      proof: null,
    });
    return;
  }
  const delay = outcome.permanent ? null : noticeRetryDelaySeconds(delivery.attempts);
  await finishDelivery(
    db,
    delivery.id,
    delay === null
      ? { status: 'dead', channel, reason: outcome.reason }
      : { status: 'pending', channel, reason: outcome.reason, retryAt: new Date(Date.now() + delay * 1000) },
  );
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachAtMost<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const next = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, next));
}

/**
 * Sends every due delivery (only letters with `lettersOnly`) as of ISO day `day`, batch after batch until
 * none is due; how many it took. The business day's run calls it before the print file, the worker between.
 */
export async function deliverDue(
  db: Executor,
  context: DeliveryContext,
  options: { day: string; lettersOnly?: boolean },
): Promise<number> {
  let taken = 0;
  for (;;) {
    const claimed = await claimDueDeliveries(db, {
      limit: context.batch,
      leaseSeconds: context.leaseSeconds,
      lettersOnly: options.lettersOnly ?? false,
    });
    if (claimed.length === 0) return taken;
    taken += claimed.length;
    const letters = claimed.filter(isLetter);
    let recipients = new Set<string>();
    if (context.channels.mailbox && letters.length > 0) {
      try {
        recipients = await context.channels.mailbox.recipients([
          ...new Set(letters.map((letter) => letter.identityNumber)),
        ]);
      } catch (error) {
        // The register unreachable: every letter of the batch goes on paper, today.
        context.log?.warn({ err: error }, 'the digital mailbox register could not be asked');
      }
    }
    // The PDFs of the letters bound for the mailbox, read at once.
    const rendered = await renderedLetters(
      db,
      letters.flatMap((letter) =>
        letter.documentId && recipients.has(letter.identityNumber) ? [letter.documentId] : [],
      ),
    );
    await eachAtMost(claimed, context.concurrency, async (delivery) => {
      try {
        if (isLetter(delivery)) await deliverLetter(db, context, delivery, recipients, rendered, options.day);
        else await deliverNotification(db, context, delivery);
      } catch (error) {
        // Left under its lease: taken again when the lease lapses.
        context.log?.error({ err: error, deliveryId: delivery.id }, 'a delivery could not be recorded');
      }
    });
  }
}

/** Runs the worker until the answer's `stop` is called: every `pollMs`, and at once when woken. */
export function startDeliveryWorker(db: Executor, context: DeliveryContext, pollMs: number) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue(db, context, { day: stockholmDateTime(new Date()).date })
      .catch((error: unknown) => context.log?.error({ err: error }, 'due deliveries could not be sent'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const tick = () => {
    run();
    if (!stopped) timer = setTimeout(tick, pollMs);
  };
  tick();
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
