/**
 * Webhooks to Standard Webhooks 1.0: the reference implementation's signature vector; events recorded in
 * the transaction of their change (a rollback records nothing), only to the client's own endpoints; a real
 * receiver on this machine that answers as each test asks: retries on the schedule, Retry-After, 410,
 * three days of failures, the order of a case's events, rotation, and the addresses production refuses.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { rowsOf } from '../../db/executor.ts';
import { recordWebhookEvent, recordWebhookEvents } from '../../db/repositories/webhooks.ts';
import { cases, clients, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { isSealed, secretBox } from './secret-box.ts';
import { addressAllowed, guardedLookup, urlRefusal } from './webhook-address.ts';
import { deliverDueWebhooks, startWebhookDelivery } from './webhook-delivery.ts';
import { sealStoredWebhookSecrets } from './webhook-endpoints.ts';
import { webhookSender } from './webhook-sending.ts';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** What the receiver answers on a path, in turn (`held`: not before it settles); 200 once they are used up. */
const answers = new Map<
  string,
  { status: number; headers?: Record<string, string>; held?: Promise<void> }[]
>();
const received: Received[] = [];
let receiver: http.Server;
let base: string;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body });
      const next = answers.get(path)?.shift() ?? { status: 200 };
      void (next.held ?? Promise.resolve()).then(() => {
        response.writeHead(next.status, next.headers ?? {});
        response.end('x'.repeat(5000));
      });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const asClient = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  t.app.inject({
    method,
    url: gw(path),
    headers: {
      authorization: `Bearer ${demoApiKey.key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const demo = () => ({
  policy: { production: false },
  secrets: secretBox(t.config.webhooks.secretKey),
  perEndpoint: 4,
  leaseSeconds: 60,
  timeoutMs: 2000,
});

/** Delivers until nothing is due now. */
async function deliverAll(now?: () => Date) {
  const outcomes: string[] = [];
  for (;;) {
    const round = await deliverDueWebhooks(t.database.db, { ...demo(), ...(now ? { now } : {}) });
    if (round.length === 0) return outcomes;
    outcomes.push(...round);
  }
}

async function addEndpoint(path: string, eventTypes?: string[]) {
  const answer = await asClient('POST', '/v1/WebhookEndpoints', { url: `${base}${path}`, eventTypes });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { endpoint: { endpointGuid: string }; secret: string };
}

async function disableEndpoint(endpointGuid: string) {
  expect(
    (await asClient('PATCH', `/v1/WebhookEndpoints/${endpointGuid}`, { enabled: false })).statusCode,
  ).toBe(200);
}

async function clientCase(clientNumberPlace: 0 | 1) {
  const [client] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .orderBy(clients.clientNumber)
    .offset(clientNumberPlace)
    .limit(1);
  const [row] = await t.database.db
    .select()
    .from(cases)
    .where(eq(cases.clientId, client?.id ?? ''))
    .orderBy(cases.caseNumber)
    .limit(1);
  if (!row) throw new Error('no case');
  return row;
}

const payOn = (caseId: string, amount: number, externalId: string) =>
  registerPayment(t.database.db, {
    caseId,
    amount,
    currency: 'SEK',
    paymentDate: t.today,
    paymentReference: externalId,
    channel: 'bankgiro',
    externalId,
  });

/** The e-mail notices recorded about the endpoint at `url`: to whom, of which kind. */
async function noticesAbout(url: string) {
  const result = await t.database.db.execute(sql`
    select a.username, d.notification, d.address from deliveries d join accounts a on a.id = d.account_id
    where d.payload->>'endpointUrl' = ${url} order by d.id`);
  return (result as unknown as { rows: { username: string; notification: string; address: string }[] }).rows;
}

describe('the signature', () => {
  it('matches the reference implementation’s vector', () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('is verified among several, and refused when changed or five minutes old', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    const headers = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= ${signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)}`,
    };
    expect(verifyWebhook(secret, headers, body, 1614265330)).toBe(true);
    expect(verifyWebhook(secret, headers, `${body} `, 1614265330)).toBe(false);
    expect(verifyWebhook(secret, headers, body, 1614265330 + 301)).toBe(false);
  });
});

describe('events', () => {
  it('reach the client’s endpoint signed, with the client’s and the provider’s shares', async () => {
    const { endpoint, secret } = await addEndpoint('/own');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const own = await clientCase(0);
    const other = await clientCase(1);
    await payOn(own.id, 10_000, 'WH-OWN-1');
    await payOn(other.id, 10_000, 'WH-OTHER-1');
    expect(await deliverAll()).toContain('succeeded');
    const payments = received.filter((entry) => entry.body.includes('"payment.registered"'));
    // Only its own case's payment: another client's never reaches it.
    expect(payments).toHaveLength(1);
    const [delivered] = payments;
    if (!delivered) throw new Error('nothing delivered');
    expect(verifyWebhook(secret, delivered.headers as Record<string, string>, delivered.body)).toBe(true);
    const event = JSON.parse(delivered.body);
    expect(event.data.case.caseGuid).toBe(own.guid);
    const { payment } = event.data;
    expect(payment.amount).toBe(10_000);
    expect(payment.dueToClient + payment.keptByProvider).toBe(10_000);
    expect(delivered.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);

    const log = (await asClient('GET', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Deliveries`)).json();
    const logged = log.items.find((item: { eventType: string }) => item.eventType === 'payment.registered');
    expect(logged.status).toBe('succeeded');
    expect(logged.attempts[0].statusCode).toBe(200);
    // The answer's body is kept to 1 KB.
    expect(logged.attempts[0].responseBody).toHaveLength(1024);
    await disableEndpoint(endpoint.endpointGuid);
  });

  it('are recorded in the transaction of their change: a rollback records nothing', async () => {
    const own = await clientCase(0);
    const before = await t.database.db.$count(webhookEvents);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, { type: 'case.recalled', caseId: own.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.database.db.$count(webhookEvents)).toBe(before);
  });

  it('recorded together keep their order, each its client’s, with a delivery to each endpoint that wants it', async () => {
    const { endpoint } = await addEndpoint('/together', [
      'case.paused',
      'case.resumed',
      'settlement.produced',
    ]);
    const own = await clientCase(0);
    const other = await clientCase(1);
    const [after] = rowsOf<{ seq: string }>(
      await t.database.db.execute(sql`select max(seq) as seq from webhook_events`),
    );
    await t.database.db.transaction((tx) =>
      recordWebhookEvents(tx, [
        { type: 'case.paused', caseId: own.id, data: { n: 1 } },
        { type: 'case.paused', caseId: other.id, data: { n: 2 } },
        { type: 'settlement.produced', clientId: own.clientId, data: { n: 3 } },
        // A case that does not exist records nothing.
        { type: 'case.paused', caseId: crypto.randomUUID(), data: { n: 4 } },
        { type: 'case.recalled', caseId: own.id, data: { n: 5 } },
        { type: 'case.resumed', caseId: own.id, data: { n: 6 } },
      ]),
    );
    const recorded = rowsOf<{ client: string; n: number; caseGuid: string | null; delivered: number }>(
      await t.database.db.execute(sql`
        select ev.client_id as client, (ev.payload->'data'->>'n')::int as n,
          ev.payload->'data'->'case'->>'caseGuid' as "caseGuid",
          (select count(*)::int from webhook_deliveries d
            join webhook_endpoints e on e.id = d.endpoint_id
            where d.event_id = ev.id and e.guid = ${endpoint.endpointGuid}) as delivered
        from webhook_events ev where ev.seq > ${after?.seq ?? 0} order by ev.seq`),
    );
    expect(recorded).toEqual([
      { client: own.clientId, n: 1, caseGuid: own.guid, delivered: 1 },
      { client: other.clientId, n: 2, caseGuid: other.guid, delivered: 0 },
      { client: own.clientId, n: 3, caseGuid: null, delivered: 1 },
      // Not among the types the endpoint wants.
      { client: own.clientId, n: 5, caseGuid: own.guid, delivered: 0 },
      { client: own.clientId, n: 6, caseGuid: own.guid, delivered: 1 },
    ]);
    await disableEndpoint(endpoint.endpointGuid);
  });

  it('of a case go in order: a later one waits until the earlier one is delivered', async () => {
    const { endpoint } = await addEndpoint('/order', ['payment.registered']);
    answers.set('/order', [{ status: 500 }]);
    const own = await clientCase(0);
    await payOn(own.id, 1_000, 'WH-ORDER-1');
    await payOn(own.id, 2_000, 'WH-ORDER-2');
    await deliverAll();
    // The first failed and waits for its retry; the second was not sent before it.
    expect(received.map((entry) => JSON.parse(entry.body).data.payment.amount)).toEqual([1_000]);
    await t.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
    );
    await deliverAll();
    expect(received.map((entry) => JSON.parse(entry.body).data.payment.amount)).toEqual([
      1_000, 1_000, 2_000,
    ]);
    await disableEndpoint(endpoint.endpointGuid);
  });

  it('sent by the running worker: a slow endpoint holds up no other, and a case’s events keep their order', async () => {
    const slow = await addEndpoint('/slow', ['payment.registered']);
    const fast = await addEndpoint('/fast', ['payment.registered']);
    // The slow endpoint answers its first request only when the test lets it.
    let answerSlow = () => {};
    const held = new Promise<void>((resolve) => {
      answerSlow = resolve;
    });
    answers.set('/slow', [{ status: 200, held }]);
    const worker = startWebhookDelivery(
      t.database.db,
      { ...demo(), perEndpoint: 1, maxInFlight: 4, pollMs: 20, timeoutMs: 30_000 },
      t.app.log,
    );
    const amountsAt = (path: string) =>
      received
        .filter((entry) => entry.path === path)
        .map((entry) => JSON.parse(entry.body).data.payment.amount as number);
    const until = async (done: () => boolean) => {
      const started = Date.now();
      while (!done()) {
        if (Date.now() - started > 20_000) throw new Error('not within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      const own = await clientCase(0);
      for (const [place, amount] of [1_100, 1_200, 1_300].entries())
        await payOn(own.id, amount, `WH-RUNNING-${place}`);
      // One at a time to each endpoint, the next event of the case only once the one before is recorded.
      // While the slow endpoint has not answered, the fast one gets all three.
      await until(() => amountsAt('/fast').length === 3);
      expect(amountsAt('/fast')).toEqual([1_100, 1_200, 1_300]);
      expect(amountsAt('/slow')).toEqual([1_100]);
      answerSlow();
      await until(() => amountsAt('/slow').length === 3);
      expect(amountsAt('/slow')).toEqual([1_100, 1_200, 1_300]);
    } finally {
      answerSlow();
      await worker.stop();
    }
    await disableEndpoint(slow.endpoint.endpointGuid);
    await disableEndpoint(fast.endpoint.endpointGuid);
  });
});

describe('the running worker', () => {
  it('sends no more at once than an endpoint’s slots, and gives back unattempted what it claimed ahead when stopped', async () => {
    const { endpoint } = await addEndpoint('/busy', ['payment.registered']);
    let answerAll = () => {};
    const held = new Promise<void>((resolve) => {
      answerAll = resolve;
    });
    answers.set(
      '/busy',
      Array.from({ length: 6 }, () => ({ status: 200, held })),
    );
    const [client] = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(clients.clientNumber)
      .limit(1);
    const six = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.clientId, client?.id ?? ''))
      .orderBy(cases.caseNumber)
      .limit(6);
    expect(six).toHaveLength(6);
    for (const [place, each] of six.entries()) await payOn(each.id, 100 + place, `WH-BUSY-${place}`);
    const states = async () => {
      const rows = await t.database.db
        .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
      // How many are in each state, with how many attempts counted.
      const tally: Record<string, number> = {};
      for (const row of rows)
        tally[`${row.status}:${row.attempts}`] = (tally[`${row.status}:${row.attempts}`] ?? 0) + 1;
      return tally;
    };
    const worker = startWebhookDelivery(
      t.database.db,
      { ...demo(), perEndpoint: 2, maxInFlight: 8, pollMs: 20 },
      t.app.log,
    );
    const atBusy = () => received.filter((entry) => entry.path === '/busy').length;
    let stopped: Promise<void> | null = null;
    try {
      const started = Date.now();
      while (atBusy() < 2 && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      // Two slots: two requests sent, two more claimed ahead to follow them at once, two left queued.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(atBusy()).toBe(2);
      expect(await states()).toEqual({ 'delivering:1': 4, 'pending:0': 2 });
      // Stopping gives back the two claimed ahead before it waits for the two being sent.
      stopped = worker.stop();
      const given = Date.now();
      while ((await states())['pending:0'] !== 4 && Date.now() - given < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await states()).toEqual({ 'delivering:1': 2, 'pending:0': 4 });
    } finally {
      answerAll();
      await (stopped ?? worker.stop());
    }
    expect(atBusy()).toBe(2);
    expect(await states()).toEqual({ 'pending:0': 4, 'succeeded:1': 2 });
    // Due at once: the next round sends them.
    expect(await deliverAll()).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    await disableEndpoint(endpoint.endpointGuid);
  });
});

describe('retries', () => {
  it('follow the schedule, honour Retry-After, and end with 410 disabling the endpoint', async () => {
    const { endpoint } = await addEndpoint('/flaky', ['payment.registered']);
    answers.set('/flaky', [
      { status: 500 },
      { status: 503, headers: { 'retry-after': '7200' } },
      { status: 410 },
    ]);
    const own = await clientCase(0);
    const started = Date.now();
    await payOn(own.id, 500, 'WH-RETRY-1');
    expect(await deliverAll()).toEqual(['retry']);
    const next = async () => {
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
      return row?.webhook_deliveries;
    };
    // 5 s after the first failure, ±10 %.
    const wait = ((await next())?.nextAttemptAt.getTime() ?? 0) - started;
    expect(wait).toBeGreaterThanOrEqual(4_400);
    expect(wait).toBeLessThan(5_500 + (Date.now() - started));
    await t.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
    );
    expect(await deliverAll()).toEqual(['retry']);
    // Retry-After (2 h) is longer than the schedule's 5 min: it is honoured.
    expect(((await next())?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(7_100_000);
    await t.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
    );
    expect(await deliverAll()).toEqual(['failed']);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    expect(row?.enabled).toBe(false);
    expect(row?.disabledReason).toBe('gone');
    // The client's administrator is told by e-mail; its read-only user is not.
    expect(await noticesAbout(`${base}/flaky`)).toEqual([
      {
        username: 'kund',
        notification: 'webhookEndpointGone',
        address: 'lena.berg@norrsken-kredit.example.se',
      },
    ]);
  });

  it('failing for three days disable the endpoint', async () => {
    const { endpoint } = await addEndpoint('/dead', ['payment.registered']);
    answers.set('/dead', [{ status: 500 }, { status: 500 }]);
    const own = await clientCase(0);
    await payOn(own.id, 700, 'WH-DEAD-1');
    expect(await deliverAll()).toEqual(['retry']);
    await t.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
    );
    const later = new Date(Date.now() + 3 * 86_400_000 + 1_000);
    expect(await deliverAll(() => later)).toEqual(['retry']);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    expect(row?.disabledReason).toBe('failing');
    expect(await noticesAbout(`${base}/dead`)).toEqual([
      {
        username: 'kund',
        notification: 'webhookEndpointFailing',
        address: 'lena.berg@norrsken-kredit.example.se',
      },
    ]);
  });
});

describe('a rotated secret', () => {
  it('signs beside the previous one for a day, so receivers holding either accept', async () => {
    const { endpoint, secret: old } = await addEndpoint('/rotate', ['webhook.test']);
    const rotated = await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/RotateSecret`);
    expect(rotated.statusCode).toBe(200);
    const { secret: fresh, endpoint: after } = rotated.json();
    expect(fresh).not.toBe(old);
    expect(after.previousSecretUntil).not.toBeNull();
    expect((await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Test`)).statusCode).toBe(
      200,
    );
    await deliverAll();
    const [delivered] = received.filter((entry) => entry.path === '/rotate');
    if (!delivered) throw new Error('nothing delivered');
    const headers = delivered.headers as Record<string, string>;
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verifyWebhook(old, headers, delivered.body)).toBe(true);
    expect(verifyWebhook(fresh, headers, delivered.body)).toBe(true);
    // Replayed, an event keeps its id.
    const eventId = headers['webhook-id'];
    const replayed = await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Replay`, {
      eventId,
    });
    expect(replayed.json()).toEqual({ queued: 1 });
    await deliverAll();
    expect(
      received.filter((entry) => entry.path === '/rotate').map((entry) => entry.headers['webhook-id']),
    ).toEqual([eventId, eventId]);
    await disableEndpoint(endpoint.endpointGuid);
  });
});

describe('signing secrets at rest', () => {
  it('are stored sealed: the database holds no secret a client was shown', async () => {
    const { endpoint, secret } = await addEndpoint('/sealed', ['webhook.test']);
    const rotated = (
      await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/RotateSecret`)
    ).json() as { secret: string };
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    for (const stored of [row?.secret ?? '', row?.previousSecret ?? '']) {
      expect(isSealed(stored)).toBe(true);
      expect(stored).not.toContain('whsec_');
    }
    const box = secretBox(t.config.webhooks.secretKey);
    expect([box.open(row?.secret ?? ''), box.open(row?.previousSecret ?? '')]).toEqual([
      rotated.secret,
      secret,
    ]);
    await disableEndpoint(endpoint.endpointGuid);
  });

  it('stored in the clear before are sealed, and still sign', async () => {
    const { endpoint, secret } = await addEndpoint('/clear', ['webhook.test']);
    // As an endpoint added before sealing came in stored it.
    await t.database.db
      .update(webhookEndpoints)
      .set({ secret })
      .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    const box = secretBox(t.config.webhooks.secretKey);
    expect(await sealStoredWebhookSecrets(t.database.db, box)).toEqual({ sealed: 1, unreadable: 0 });
    expect(await sealStoredWebhookSecrets(t.database.db, box)).toEqual({ sealed: 0, unreadable: 0 });
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    expect(isSealed(row?.secret ?? '')).toBe(true);
    expect((await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Test`)).statusCode).toBe(
      200,
    );
    await deliverAll();
    const [delivered] = received.filter((entry) => entry.path === '/clear');
    if (!delivered) throw new Error('nothing delivered');
    expect(verifyWebhook(secret, delivered.headers as Record<string, string>, delivered.body)).toBe(true);
    await disableEndpoint(endpoint.endpointGuid);
  });

  it('sealed under a key since rotated are sealed under the new key, and still sign; unknown keys are left', async () => {
    const { endpoint, secret } = await addEndpoint('/rotated', ['webhook.test']);
    const earlierKey = randomBytes(32);
    const sealedEarlier = secretBox(earlierKey).seal(secret);
    const setStored = (stored: string) =>
      t.database.db
        .update(webhookEndpoints)
        .set({ secret: stored })
        .where(eq(webhookEndpoints.guid, endpoint.endpointGuid));
    const storedNow = async () =>
      (
        await t.database.db
          .select({ secret: webhookEndpoints.secret })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.guid, endpoint.endpointGuid))
      )[0]?.secret ?? '';
    // Without the earlier key, the secret opens with no key the process has: counted, and left as it is.
    await setStored(sealedEarlier);
    expect(await sealStoredWebhookSecrets(t.database.db, secretBox(t.config.webhooks.secretKey))).toEqual({
      sealed: 0,
      unreadable: 1,
    });
    expect(await storedNow()).toBe(sealedEarlier);
    // Given the earlier key (WEBHOOK_SECRET_KEY_PREVIOUS), it is sealed again under the key.
    const rotating = secretBox(t.config.webhooks.secretKey, [earlierKey]);
    expect(await sealStoredWebhookSecrets(t.database.db, rotating)).toEqual({ sealed: 1, unreadable: 0 });
    expect(await sealStoredWebhookSecrets(t.database.db, rotating)).toEqual({ sealed: 0, unreadable: 0 });
    expect(secretBox(t.config.webhooks.secretKey).open(await storedNow())).toBe(secret);
    // A process with the new key alone signs with it.
    expect((await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Test`)).statusCode).toBe(
      200,
    );
    await deliverAll();
    const [delivered] = received.filter((entry) => entry.path === '/rotated');
    if (!delivered) throw new Error('nothing delivered');
    expect(verifyWebhook(secret, delivered.headers as Record<string, string>, delivered.body)).toBe(true);
    await disableEndpoint(endpoint.endpointGuid);
  });
});

describe('addresses', () => {
  const production = { production: true };
  it('in production: https only, and never to private, loopback or link-local addresses', () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://user:pass@example.com/hook',
    ])
      expect(urlRefusal(url, production), url).not.toBeNull();
    expect(urlRefusal('https://hooks.example.com/fordra', production)).toBeNull();
    expect(addressAllowed('93.184.215.14', production)).toBe(true);
  });

  it('outside production: http only to this machine', () => {
    expect(urlRefusal('http://localhost:3446/', { production: false })).toBeNull();
    expect(urlRefusal('http://example.com/', { production: false })).not.toBeNull();
  });

  it('are checked on the resolved address at connect time', async () => {
    const refused = await new Promise<Error | null>((resolve) =>
      guardedLookup(production)('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(refused?.message).toMatch(/refused address/);
    const sender = webhookSender(production, 2000);
    const port = (receiver.address() as AddressInfo).port;
    const result = await sender.send(`https://localhost:${port}/ssrf`, {}, '{}');
    sender.close();
    expect(result.statusCode).toBeNull();
    expect(result.error).toBe('WEBHOOK_ADDRESS_REFUSED');
    expect(received.filter((entry) => entry.path === '/ssrf')).toEqual([]);
  });

  it('an endpoint the policy refuses is not added', async () => {
    const answer = await asClient('POST', '/v1/WebhookEndpoints', { url: 'http://example.com/hook' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('InvalidWebhookUrl');
  });

  it('a redirect is not followed', async () => {
    const { endpoint } = await addEndpoint('/moved', ['webhook.test']);
    answers.set('/moved', [{ status: 302, headers: { location: `${base}/elsewhere` } }]);
    await asClient('POST', `/v1/WebhookEndpoints/${endpoint.endpointGuid}/Test`);
    expect(await deliverAll()).toEqual(['retry']);
    expect(received.map((entry) => entry.path)).toEqual(['/moved']);
    await disableEndpoint(endpoint.endpointGuid);
  });
});
