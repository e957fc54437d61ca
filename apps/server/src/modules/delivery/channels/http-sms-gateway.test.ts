import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsTestServer } from '../test-servers/sms-test-server.ts';
import { httpSmsGateway, parseSmsReport, type SmsReport } from './http-sms-gateway.ts';

/** A portal's report callback: what it was posted, as parseSmsReport reads it. */
async function startCallback() {
  const reports: (SmsReport | null)[] = [];
  let arrived = () => {};
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      reports.push(parseSmsReport(body));
      response.writeHead(204).end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/delivery/sms-report`,
    reports,
    /** Resolves once `count` reports have arrived. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        arrived = () => reports.length >= count && resolve();
        arrived();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let gateway: Awaited<ReturnType<typeof startSmsTestServer>>;
let callback: Awaited<ReturnType<typeof startCallback>>;
beforeAll(async () => {
  gateway = await startSmsTestServer(0, { reportDelayMs: 20 });
  callback = await startCallback();
});
afterAll(async () => {
  await gateway.close();
  await callback.close();
});

type Sent = { id: string; to: string; from: string; message: string; reference: string; status: string };
const sent = async () => (await (await fetch(`${gateway.url}/messages`)).json()) as Sent[];
const failFor = (to: string, failure: string) =>
  fetch(`${gateway.url}/test/fail`, { method: 'POST', body: JSON.stringify({ to, failure }) });
const client = (reportUrl: string | null = null) =>
  httpSmsGateway({ url: gateway.url, user: 'u', password: 'p', from: 'Fordra', reportUrl });

describe('the SMS gateway over HTTP', () => {
  it('sends a message once per idempotency key, and its delivery report reaches the portal', async () => {
    const sms = client(callback.url);
    const message = { idempotencyKey: 'delivery-1', to: '+46701234567', text: 'Du har ett nytt brev.' };
    const first = await sms.send(message);
    expect(first).toEqual({ kind: 'sent', externalId: expect.stringMatching(/^s[0-9a-f]{32}$/) });
    expect(await sms.send(message)).toEqual(first);
    const mine = (await sent()).filter((one) => one.to === '+46701234567');
    expect(mine).toEqual([
      expect.objectContaining({ from: 'Fordra', message: 'Du har ett nytt brev.', reference: 'delivery-1' }),
    ]);

    await callback.until(1);
    expect(callback.reports).toEqual([
      {
        externalId: first.kind === 'sent' ? first.externalId : '',
        status: 'delivered',
        at: expect.any(Date),
      },
    ]);
    expect(Math.abs((callback.reports[0]?.at.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    // The page shows the message and, once the gateway has read the callback's answer, how it answered.
    const page = () => fetch(`${gateway.url}/`).then((response) => response.text());
    await expect.poll(page).toContain('HTTP 204');
    expect(await page()).toContain('Du har ett nytt brev.');
  });

  it('reports a message that could not be delivered as failed', async () => {
    await failFor('+46700000001', 'undeliverable');
    const outcome = await client(callback.url).send({
      idempotencyKey: 'delivery-2',
      to: '+46700000001',
      text: 'Hej',
    });
    expect(outcome.kind).toBe('sent');
    await callback.until(2);
    expect(callback.reports[1]).toMatchObject({ status: 'failed' });
  });

  it('fails for good on a number the gateway refuses, for now while it is down', async () => {
    const sms = client();
    expect(await sms.send({ idempotencyKey: 'delivery-3', to: '0701234567', text: 'Hej' })).toMatchObject({
      kind: 'failed',
      permanent: true,
    });
    await failFor('+46700000002', 'permanent');
    expect(await sms.send({ idempotencyKey: 'delivery-4', to: '+46700000002', text: 'Hej' })).toMatchObject({
      kind: 'failed',
      permanent: true,
    });
    await failFor('+46700000003', 'transient');
    expect(await sms.send({ idempotencyKey: 'delivery-5', to: '+46700000003', text: 'Hej' })).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    await failFor('+46700000003', 'none');
    expect(await sms.send({ idempotencyKey: 'delivery-5', to: '+46700000003', text: 'Hej' })).toMatchObject({
      kind: 'sent',
    });
  });

  it('fails for now when nothing answers in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const sms = httpSmsGateway({
      url,
      user: 'u',
      password: 'p',
      from: 'Fordra',
      reportUrl: null,
      timeoutMs: 100,
    });
    expect(await sms.send({ idempotencyKey: 'delivery-6', to: '+46701234567', text: 'Hej' })).toMatchObject({
      kind: 'failed',
      permanent: false,
    });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('parseSmsReport', () => {
  it('reads 46elks’s report, its time in UTC without a zone', () => {
    expect(parseSmsReport('id=s1234&status=delivered&delivered=2026-12-06T13%3A57%3A23.741000')).toEqual({
      externalId: 's1234',
      status: 'delivered',
      at: new Date('2026-12-06T13:57:23.741Z'),
    });
    expect(parseSmsReport({ id: 's9', status: 'failed', delivered: '2026-12-06 13:57:23' })).toEqual({
      externalId: 's9',
      status: 'failed',
      at: new Date('2026-12-06T13:57:23Z'),
    });
  });

  it('dates a report without a readable time when it arrives', () => {
    const now = new Date('2026-12-06T12:00:00Z');
    expect(parseSmsReport(new URLSearchParams({ id: 's1', status: 'delivered' }), now)?.at).toEqual(now);
  });

  it('is null for what is not a report', () => {
    expect(parseSmsReport('')).toBeNull();
    expect(parseSmsReport(null)).toBeNull();
    expect(parseSmsReport({ id: 's1', status: 'sent' })).toBeNull();
    expect(parseSmsReport({ status: 'delivered' })).toBeNull();
  });
});
