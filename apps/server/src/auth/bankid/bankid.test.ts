import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BankidTestServer } from '@fordra/bankid/test-server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { withSearchNames } from '../../db/repositories/debtors.ts';
import { accounts, auditLog, bankidOrders, debtors } from '../../db/schema.ts';
import { startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';
import { connectBankid, connectBankidTestServerLater } from './bankid-setup.ts';

let t: TestApp;
let bankid: BankidTestServer;
beforeAll(async () => {
  t = await startTestApp({ BANKID_TIMEOUT_SECONDS: '1' });
  if (!t.bankidTestServer) throw new Error('The BankID test server should run by default');
  bankid = t.bankidTestServer;
});
afterAll(() => t.close());

/** A browser on the sign-in page: it has its CSRF cookie and token. */
async function browser(): Promise<Visitor> {
  const visitor = new Visitor(t.app);
  await visitor.fetchCsrf();
  return visitor;
}

const post = (visitor: Visitor, path: string, json: Record<string, unknown> = {}) =>
  visitor.request('POST', `/api/auth/bankid/${path}`, {
    json,
    headers: { 'x-csrf-token': visitor.csrfToken },
  });

async function start(visitor: Visitor): Promise<{ orderRef: string; autoStartToken: string }> {
  const response = await post(visitor, 'start');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const collect = (visitor: Visitor, orderRef: string) => post(visitor, 'collect', { orderRef });

const callback = (visitor: Visitor, orderRef: string) =>
  visitor.request('POST', '/api/auth/callback/bankid', {
    form: { csrfToken: visitor.csrfToken, callbackUrl: '/cases', json: 'true', orderRef },
  });

describe('BankID login', () => {
  it('is listed among the providers', async () => {
    const providers = (await (await browser()).request('GET', '/api/auth/providers')).json();
    expect(providers.bankid).toEqual({
      id: 'bankid',
      name: 'BankID',
      type: 'bankid',
      signinUrl: '/api/auth/signin/bankid',
      callbackUrl: '/api/auth/callback/bankid',
    });
  });

  it('starts, collects pending, is approved in the test app and signs in through the callback', async () => {
    const visitor = await browser();
    const started = await post(visitor, 'start');
    expect(started.json()).toMatchObject({ timeoutSeconds: 30, testAppUrl: bankid.appUrl });
    expect(started.body).not.toMatch(/qrStartSecret|qrStartToken/);
    const { orderRef } = started.json();

    expect((await collect(visitor, orderRef)).json()).toEqual({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    const qr = await visitor.request('GET', `/api/auth/bankid/qr?orderRef=${orderRef}`);
    expect(qr.json().qrData).toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    // The code the page shows is one the app accepts for this very order.
    expect(bankid.orders.findOrder(qr.json().qrData)).toEqual({ ok: true, orderRef });
    bankid.orders.requestSignature(orderRef);
    expect((await collect(visitor, orderRef)).json()).toEqual({ status: 'pending', hintCode: 'userSign' });

    expect(bankid.orders.approve(orderRef, '19121212-1212')).toMatchObject({ ok: true });
    expect((await collect(visitor, orderRef)).json()).toEqual({ status: 'complete', hintCode: null });
    expect(visitor.cookies.has('fordra.session')).toBe(false);

    const signedIn = await callback(visitor, orderRef);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ url: '/cases' });
    const session = (await visitor.request('GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({ name: 'Lars Andersson', loginMethod: 'bankid' });

    const [lars] = await t.database.db
      .select({ id: debtors.id })
      .from(debtors)
      .where(eq(debtors.identityNumber, '19121212-1212'));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.bankid'), eq(auditLog.debtorId, lars?.id ?? '')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ orderRef });
    const [row] = await t.database.db.select().from(bankidOrders).where(eq(bankidOrders.orderRef, orderRef));
    expect(row).toMatchObject({ status: 'used', personalNumber: null, qrStartSecret: null });
  });

  it('refuses a replayed or finished order with a specific error', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '19850314-2385');
    await collect(visitor, orderRef);
    // A second press on the page, sent before the first was answered, carries the cookies of then.
    const secondPress = new Visitor(t.app);
    for (const [name, value] of visitor.cookies) secondPress.cookies.set(name, value);
    secondPress.csrfToken = visitor.csrfToken;
    expect((await callback(visitor, orderRef)).statusCode).toBe(200);
    const sessionCookie = visitor.cookies.get('fordra.session');

    const replay = await callback(secondPress, orderRef);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('BankidOrderFinished');
    expect(secondPress.cookies.get('fordra.session')).toBeUndefined();
    expect(visitor.cookies.get('fordra.session')).toBe(sessionCookie);
    expect((await collect(secondPress, orderRef)).json().error.code).toBe('BankidOrderFinished');
    expect(
      (await secondPress.request('GET', `/api/auth/bankid/qr?orderRef=${orderRef}`)).json().error.code,
    ).toBe('BankidOrderFinished');
    // The signed-in browser has a new CSRF token; the order was bound to the old one.
    await visitor.fetchCsrf();
    expect((await callback(visitor, orderRef)).statusCode).toBe(404);
  });

  it('refuses another browser’s order everywhere, without a session', async () => {
    const owner = await browser();
    const { orderRef } = await start(owner);
    bankid.orders.approve(orderRef, '19121212-1212');
    const stranger = await browser();
    for (const response of [
      await stranger.request('GET', `/api/auth/bankid/qr?orderRef=${orderRef}`),
      await collect(stranger, orderRef),
      await post(stranger, 'cancel', { orderRef }),
      await callback(stranger, orderRef),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('BankidOrderNotFound');
    }
    expect(stranger.cookies.has('fordra.session')).toBe(false);
    // Without any cookie there is no browser to match.
    const bare = await t.app.inject({ method: 'GET', url: `/api/auth/bankid/qr?orderRef=${orderRef}` });
    expect(bare.json().error.code).toBe('BankidOrderNotFound');
    // The owner still signs in with it.
    await collect(owner, orderRef);
    expect((await callback(owner, orderRef)).statusCode).toBe(200);
  });

  it('sends a person who is no debtor to UnknownUser, without a session, masked in the audit log', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '199001010017');
    expect((await collect(visitor, orderRef)).json().status).toBe('complete');
    const response = await callback(visitor, orderRef);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('UnknownUser');
    expect(visitor.cookies.has('fordra.session')).toBe(false);
    expect((await visitor.request('GET', '/api/auth/session')).json()).toEqual({});
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.bankid.unknown-user'));
    expect(entry?.details).toEqual({ orderRef, personalNumber: '19900101-XXXX' });
    expect((await callback(visitor, orderRef)).json().error.code).toBe('BankidOrderFinished');
  });

  it('signs in a client’s user registered with the personal number, who is no debtor', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '198003141689');
    await collect(visitor, orderRef);
    expect((await callback(visitor, orderRef)).statusCode).toBe(200);
    const session = (await visitor.request('GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({
      name: 'Lena Berg',
      role: 'creditor',
      debtorGuid: null,
      loginMethod: 'bankid',
    });
    expect((await visitor.request('GET', '/api/extgwapi/api/v1/CurrentUser')).json().user.username).toBe(
      'kund',
    );
  });

  it('makes a password-less account on a debtor’s first BankID login when they have none', async () => {
    const [debtor] = await t.database.db
      .insert(debtors)
      .values(
        withSearchNames({
          kind: 'person',
          firstName: 'Anna',
          lastName: 'Berg',
          identityNumber: '19800515-1231',
        }),
      )
      .returning({ id: debtors.id });
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '198005151231');
    await collect(visitor, orderRef);
    expect((await callback(visitor, orderRef)).statusCode).toBe(200);
    expect((await visitor.request('GET', '/api/auth/session')).json().user.name).toBe('Anna Berg');
    const made = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.debtorId, debtor?.id ?? ''));
    expect(made).toMatchObject([{ username: null, passwordHash: null, displayName: 'Anna Berg' }]);
  });

  it('does not sign in before BankID has finished, nor after a cancel', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    const early = await callback(visitor, orderRef);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('BankidOrderPending');

    expect((await post(visitor, 'cancel', { orderRef })).json()).toEqual({ status: 'cancelled' });
    expect(bankid.orders.approve(orderRef, '19121212-1212')).toEqual({ ok: false, reason: 'NotPending' });
    expect((await collect(visitor, orderRef)).json().error.code).toBe('BankidOrderFinished');
    expect((await callback(visitor, orderRef)).json().error.code).toBe('BankidOrderFinished');
    expect(visitor.cookies.has('fordra.session')).toBe(false);
  });

  it('reports a failed order’s hint code and refuses it for sign-in', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.cancelInApp(orderRef);
    expect((await collect(visitor, orderRef)).json()).toEqual({ status: 'failed', hintCode: 'userCancel' });
    expect((await callback(visitor, orderRef)).json().error.code).toBe('BankidOrderFinished');
  });

  it('cancels the browser’s earlier pending order when it starts a new one', async () => {
    const visitor = await browser();
    const first = await start(visitor);
    const second = await start(visitor);
    expect(bankid.orders.pending().map((order) => order.orderRef)).not.toContain(first.orderRef);
    expect((await collect(visitor, first.orderRef)).json().error.code).toBe('BankidOrderFinished');
    expect((await collect(visitor, second.orderRef)).json().status).toBe('pending');
  });

  it('answers BankidUnavailable when BankID answers 5xx or too late, and signs no one in', async () => {
    const visitor = await browser();
    bankid.simulate({ status: 503, errorCode: 'maintenance' });
    const refused = await post(visitor, 'start');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('BankidUnavailable');

    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '19121212-1212');
    bankid.simulate({ status: 500, errorCode: 'internalError' });
    expect((await collect(visitor, orderRef)).json().error.code).toBe('BankidUnavailable');
    bankid.simulate({ delayMs: 1500 });
    expect((await collect(visitor, orderRef)).json().error.code).toBe('BankidUnavailable');
    expect((await callback(visitor, orderRef)).json().error.code).toBe('BankidOrderPending');
    expect(visitor.cookies.has('fordra.session')).toBe(false);
    // Once BankID answers again the order completes as usual.
    expect((await collect(visitor, orderRef)).json().status).toBe('complete');
  });

  it('needs the CSRF token to start, collect or cancel', async () => {
    const visitor = await browser();
    const response = await visitor.request('POST', '/api/auth/bankid/start', { json: {} });
    expect(response.json().error.code).toBe('CsrfTokenMissing');
  });

  it('forgets the personal number of a completed order nobody used', async () => {
    const visitor = await browser();
    const { orderRef } = await start(visitor);
    bankid.orders.approve(orderRef, '19850314-2385');
    expect((await collect(visitor, orderRef)).json().status).toBe('complete');
    const stored = async () =>
      (await t.database.db.select().from(bankidOrders).where(eq(bankidOrders.orderRef, orderRef)))[0];
    expect((await stored())?.personalNumber).toBe('19850314-2385');
    // Left unused for more than five minutes, then anyone starts a login.
    await t.database.db
      .update(bankidOrders)
      .set({ endedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(bankidOrders.orderRef, orderRef));
    await start(await browser());
    expect(await stored()).toMatchObject({ personalNumber: null, status: 'cancelled' });
    expect((await callback(visitor, orderRef)).statusCode).toBe(409);
  });

  it('never writes a full personal number into the audit log', async () => {
    const entries = await t.database.db.select().from(auditLog).where(like(auditLog.action, 'login.bankid%'));
    expect(entries.length).toBeGreaterThan(0);
    // The numbers this file signs in with, in every way they could be written; not a loose pattern,
    // which the random UUIDs in the entries would match by chance.
    const written = JSON.stringify(entries);
    for (const personalNumber of ['19121212-1212', '19850314-2385', '19800515-1231']) {
      const digits = personalNumber.replace('-', '');
      for (const form of [personalNumber, digits, digits.slice(2), personalNumber.slice(2)])
        expect(written).not.toContain(form);
    }
  });
});

describe('the BankID test server started after the portal serves', () => {
  it('makes a login started before it is up wait for it, then answers as the test server does', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-bankid-later-'));
    const config = loadConfig({
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      BANKID_TEST_SERVER_PORT: '0',
      BANKID_TEST_APP_PORT: '0',
    });
    const later = connectBankidTestServerLater(config.bankid, { warn: () => {} });
    if (!later) throw new Error('The test server is on by default');
    const app = await buildApp(config, t.database, { bankid: later.connection });
    try {
      const visitor = new Visitor(app);
      await visitor.fetchCsrf();
      expect(Object.keys((await visitor.request('GET', '/api/auth/providers')).json())).toContain('bankid');
      let answered = false;
      const started = post(visitor, 'start').finally(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
      await later.start();
      const response = await started;
      expect(response.statusCode, response.body).toBe(200);
      const appUrl = later.connection.testServer?.appUrl;
      expect(appUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
      expect(response.json()).toMatchObject({ testAppUrl: appUrl });
    } finally {
      await app.close();
      await later.connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is closed without having started', async () => {
    const config = loadConfig({
      SESSION_SECRET: 'x',
      BANKID_TEST_SERVER_PORT: '0',
      BANKID_TEST_APP_PORT: '0',
    });
    await connectBankidTestServerLater(config.bankid, { warn: () => {} })?.connection.close();
    expect(
      connectBankidTestServerLater(loadConfig({ SESSION_SECRET: 'x', BANKID_TEST_SERVER: 'false' }).bankid, {
        warn: () => {},
      }),
    ).toBeNull();
  });
});

describe('BankID not reachable or not configured', () => {
  /** Another app on the same database, with BankID configured differently. */
  async function appWith(env: Record<string, string>) {
    const config = loadConfig({
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const connection = await connectBankid(config.bankid, { warn: () => {} });
    const app = await buildApp(config, t.database, { bankid: connection });
    const visitor = new Visitor(app);
    await visitor.fetchCsrf();
    return { config, connection, app, visitor, close: () => app.close() };
  }

  it('answers BankidUnavailable when nothing answers at BANKID_URL (with a PKCS#12 certificate)', async () => {
    const files = t.config.bankid.testServer.certDir;
    const unreachable = await appWith({
      BANKID_TEST_SERVER: 'false',
      BANKID_URL: 'https://127.0.0.1:9/rp/v6.0',
      BANKID_CA: `${files}/ca.pem`,
      BANKID_PFX: `${files}/client.p12`,
      BANKID_PASSPHRASE: 'qwerty123',
    });
    try {
      expect(unreachable.config.bankid).toMatchObject({
        url: 'https://127.0.0.1:9/rp/v6.0',
        pfxFile: `${files}/client.p12`,
        passphrase: 'qwerty123',
        testServer: { enabled: false },
      });
      expect(unreachable.connection?.testServer).toBeNull();
      const response = await post(unreachable.visitor, 'start');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('BankidUnavailable');
    } finally {
      await unreachable.close();
    }
  });

  it('refuses to start with BANKID_URL but no client certificate', async () => {
    await expect(
      connectBankid(
        loadConfig({
          SESSION_SECRET: 'x',
          BANKID_TEST_SERVER: 'false',
          BANKID_URL: 'https://x',
          BANKID_CA: '/dev/null',
        }).bankid,
        { warn: () => {} },
      ),
    ).rejects.toThrow(
      'BANKID_URL needs BANKID_CLIENT_CERT and BANKID_CLIENT_KEY, or BANKID_PFX and BANKID_PASSPHRASE',
    );
  });

  it('is not offered without the test server or BANKID_URL', async () => {
    const without = await appWith({ BANKID_TEST_SERVER: 'false' });
    try {
      expect(without.connection).toBeNull();
      const { visitor } = without;
      expect(Object.keys((await visitor.request('GET', '/api/auth/providers')).json())).toEqual([
        'credentials',
      ]);
      const callbackResponse = await visitor.request('POST', '/api/auth/callback/bankid', {
        form: { csrfToken: visitor.csrfToken, orderRef: 'x' },
      });
      expect(callbackResponse.statusCode).toBe(404);
      expect(callbackResponse.json().error.code).toBe('UnknownProvider');
      expect((await post(visitor, 'start')).statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
