import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankidClientOptions, createBankidClient } from './client.ts';
import {
  BankidConnectionError,
  BankidRequestError,
  BankidServiceError,
  BankidTimeoutError,
} from './errors.ts';
import {
  type BankidTestServer,
  createTestCertificates,
  startBankidTestServer,
  type TestCertificates,
} from './test-server/index.ts';

let certificates: TestCertificates;
let impostor: TestCertificates;
let server: BankidTestServer;
let options: BankidClientOptions;

beforeAll(async () => {
  [certificates, impostor] = await Promise.all([
    createTestCertificates(),
    createTestCertificates('Impostor CA'),
  ]);
  server = await startBankidTestServer({ certificates });
  options = {
    url: server.apiUrl,
    ca: certificates.caCert,
    credentials: { cert: certificates.clientCert, key: certificates.clientKey },
    timeoutMs: 2000,
  };
});
afterAll(() => server.close());

describe('the BankID client against the test server, over mutual TLS', () => {
  it('starts an order, collects it pending, then complete once approved', async () => {
    const client = createBankidClient(options);
    const order = await client.auth({ endUserIp: '192.0.2.10' });
    expect(order.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.qrStartSecret).not.toBe(order.qrStartToken);
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    server.orders.open(order.orderRef);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    server.orders.requestSignature(order.orderRef);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    expect(
      server.orders.approve(order.orderRef, '19121212-1212', { givenName: 'Lars', surname: 'Andersson' }),
    ).toEqual({
      ok: true,
      personalNumber: '19121212-XXXX',
    });
    const done = await client.collect(order.orderRef);
    expect(done.status).toBe('complete');
    if (done.status !== 'complete') return;
    expect(done.completionData.user).toEqual({
      personalNumber: '191212121212',
      name: 'Lars Andersson',
      givenName: 'Lars',
      surname: 'Andersson',
    });
    expect(done.completionData.device.ipAddress).toBe('192.0.2.10');
    client.close();
  });

  it('works with the PKCS#12 file and its passphrase too', async () => {
    const client = createBankidClient({
      ...options,
      credentials: { pfx: certificates.clientPfx, passphrase: certificates.clientPfxPassphrase },
    });
    const order = await client.auth({ endUserIp: '127.0.0.1' });
    expect(server.orders.cancelInApp(order.orderRef)).toBe(true);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    client.close();
  });

  it('cancels a pending order, after which BankID no longer knows it', async () => {
    const client = createBankidClient(options);
    const order = await client.auth({ endUserIp: '127.0.0.1' });
    await client.cancel(order.orderRef);
    const error = await client.collect(order.orderRef).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidRequestError);
    expect(error).toMatchObject({ status: 400, errorCode: 'invalidParameters', details: 'No such order' });
    client.close();
  });

  it('maps a refused request to BankidRequestError with errorCode and details', async () => {
    const client = createBankidClient(options);
    const error = await client.auth({ endUserIp: 'not an address' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidRequestError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'invalidParameters',
      details: 'Invalid endUserIp',
    });
    client.close();
  });

  it('answers alreadyInProgress for a second order for the same required person, cancelling the first', async () => {
    const client = createBankidClient(options);
    const requirement = { personalNumber: '198503142385' };
    const first = await client.auth({ endUserIp: '127.0.0.1', requirement });
    const error = await client.auth({ endUserIp: '127.0.0.1', requirement }).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'alreadyInProgress' });
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    client.close();
  });

  it('maps 5xx answers to BankidServiceError', async () => {
    const client = createBankidClient(options);
    server.simulate({ status: 503, errorCode: 'maintenance', details: 'Planned maintenance' });
    const error = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidServiceError);
    expect(error).toMatchObject({ status: 503, errorCode: 'maintenance', details: 'Planned maintenance' });
    server.simulate({ status: 500, errorCode: 'internalError' });
    expect(await client.collect('x').catch((e: unknown) => e)).toMatchObject({
      name: 'BankidServiceError',
      errorCode: 'internalError',
    });
    client.close();
  });

  it('gives up after the time-out with BankidTimeoutError', async () => {
    const client = createBankidClient({ ...options, timeoutMs: 200 });
    server.simulate({ delayMs: 1000 });
    const started = Date.now();
    const error = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidTimeoutError);
    expect(Date.now() - started).toBeLessThan(900);
    client.close();
  });

  it('is refused a connection with a client certificate of another CA', async () => {
    const before = server.orders.pending().length;
    const client = createBankidClient({
      ...options,
      credentials: { cert: impostor.clientCert, key: impostor.clientKey },
    });
    const error = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidConnectionError);
    expect(server.orders.pending()).toHaveLength(before);
    client.close();
  });

  it('is refused a connection without a client certificate', async () => {
    const answered = await new Promise<string>((resolve) => {
      const request = https.request(`${server.apiUrl}/auth`, { method: 'POST', ca: certificates.caCert });
      request.on('response', (response) => resolve(`HTTP ${response.statusCode}`));
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      request.end('{}');
    });
    expect(answered).not.toMatch(/^HTTP/);
  });

  it('does not trust a server whose certificate another CA issued', async () => {
    const client = createBankidClient({ ...options, ca: impostor.caCert });
    const error = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidConnectionError);
    client.close();
  });

  it('sends a call again, once, when the kept-alive connection it went out on had been closed', async () => {
    // A server that, like any, closes an idle kept-alive connection: here as the next call arrives on it.
    const served = new WeakSet<object>();
    let calls = 0;
    const closing = https.createServer(
      { key: certificates.serverKey, cert: certificates.serverCert },
      (request, response) => {
        if (served.has(request.socket)) {
          request.socket.destroy();
          return;
        }
        served.add(request.socket);
        calls += 1;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            orderRef: `order-${calls}`,
            autoStartToken: 'a',
            qrStartToken: 'b',
            qrStartSecret: 'c',
          }),
        );
      },
    );
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const { port } = closing.address() as AddressInfo;
    const client = createBankidClient({ ...options, url: `https://127.0.0.1:${port}/rp/v6.0` });
    try {
      expect((await client.auth({ endUserIp: '127.0.0.1' })).orderRef).toBe('order-1');
      expect((await client.auth({ endUserIp: '127.0.0.1' })).orderRef).toBe('order-2');
      expect(calls).toBe(2);
    } finally {
      client.close();
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    }
  });

  it('reports no server at all as BankidConnectionError', async () => {
    const idle = https.createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const { port } = idle.address() as AddressInfo;
    await new Promise((resolve) => idle.close(resolve));
    const client = createBankidClient({ ...options, url: `https://127.0.0.1:${port}/rp/v6.0` });
    const error = await client.auth({ endUserIp: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankidConnectionError);
    expect(error).toMatchObject({ errorCode: 'connection', details: 'ECONNREFUSED' });
    client.close();
  });
});
