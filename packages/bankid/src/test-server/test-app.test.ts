import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCode } from '../qr-code.ts';
import { type BankidTestServer, createTestCertificates, startBankidTestServer } from './index.ts';

let server: BankidTestServer;
beforeAll(async () => {
  server = await startBankidTestServer({ certificates: await createTestCertificates() });
});
afterAll(() => server.close());

const post = (form: Record<string, string>) =>
  fetch(server.appUrl, { method: 'POST', body: new URLSearchParams(form) }).then(async (response) => ({
    status: response.status,
    html: await response.text(),
  }));

describe('the BankID test app page', () => {
  it('lists pending orders and approves the chosen one as a personal number', async () => {
    const order = server.orders.auth({ endUserIp: '127.0.0.1' });
    const page = await (await fetch(server.appUrl)).text();
    expect(page).toContain(`value="${order.orderRef}"`);
    const approved = await post({
      orderRef: order.orderRef,
      personalNumber: '19121212-1212',
      action: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.html).toContain(`Order ${order.orderRef.slice(0, 8)} identified as 19121212-XXXX.`);
    expect(server.orders.collect(order.orderRef)).toMatchObject({ status: 'complete' });
  });

  it('explains a malformed personal number and keeps what was typed', async () => {
    const order = server.orders.auth({ endUserIp: '127.0.0.1' });
    const refused = await post({
      orderRef: order.orderRef,
      personalNumber: '19121212-1213',
      action: 'approve',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('(its check digit) is wrong');
    expect(refused.html).toContain('value="19121212-1213"');
    expect(server.orders.collect(order.orderRef)).toMatchObject({ status: 'pending' });
  });

  it('takes a pasted QR code text and cancels that order in the app', async () => {
    const order = server.orders.auth({ endUserIp: '127.0.0.1' });
    const code = qrCode(order.qrStartToken, order.qrStartSecret, 0);
    const cancelled = await post({ code, action: 'cancel' });
    expect(cancelled.html).toContain('cancelled in the app (userCancel)');
    expect(server.orders.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    expect(
      (await post({ code: 'bankid.nothing', action: 'approve', personalNumber: '19121212-1212' })).status,
    ).toBe(400);
  });

  it('refuses a form posted from another site', async () => {
    const response = await fetch(server.appUrl, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ action: 'approve' }),
    });
    expect(response.status).toBe(403);
  });
});
