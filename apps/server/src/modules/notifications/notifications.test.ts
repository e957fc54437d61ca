/**
 * The debtor's notifications: all off until turned on, a channel only once its address is verified by a
 * code (15 minutes, five tries, three an hour), and the events that record them in their own transaction.
 */
import { writeBgmax } from '@fordra/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, contactVerifications, debtors, deliveries } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { sendVerificationCode } from './notification-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATH = '/api/extgwapi/api/debtoraccess/notifications';

const settings = (visitor: Visitor) => visitor.request('GET', PATH);
const put = (visitor: Visitor, preferences: unknown[]) =>
  visitor.request('PUT', PATH, { json: { preferences }, headers: { 'x-csrf-token': visitor.csrfToken } });
const sendCode = (visitor: Visitor, channel: string) =>
  visitor.request('POST', `${PATH}/verification`, {
    json: { channel },
    headers: { 'x-csrf-token': visitor.csrfToken },
  });
const confirm = (visitor: Visitor, channel: string, code: string) =>
  visitor.request('POST', `${PATH}/verification/confirm`, {
    json: { channel, code },
    headers: { 'x-csrf-token': visitor.csrfToken },
  });

async function debtorIdOf(identityNumber: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: debtors.id })
    .from(debtors)
    .where(eq(debtors.identityNumber, identityNumber));
  if (!row) throw new Error(`No debtor ${identityNumber}`);
  return row.id;
}

/** The code the worker would send: the payload of the latest `verificationCode` to `address`. */
async function latestCode(address: string): Promise<string> {
  const [row] = await t.database.db
    .select({ payload: deliveries.payload })
    .from(deliveries)
    .where(and(eq(deliveries.notification, 'verificationCode'), eq(deliveries.address, address)))
    .orderBy(desc(deliveries.id))
    .limit(1);
  if (!row?.payload.code) throw new Error(`No code sent to ${address}`);
  return row.payload.code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('notification settings', () => {
  it('refuse a visitor without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
  });

  it('are all off at first, with the addresses from the contact details unverified', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const response = await settings(visitor);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.contacts).toEqual({
      email: { address: 'lars.andersson@example.se', verified: false },
      sms: { address: '+46701234567', verified: false },
    });
    expect(body.preferences).toHaveLength(12);
    expect(body.preferences.every((row: { enabled: boolean }) => !row.enabled)).toBe(true);
  });

  it('refuse to turn a channel on before its address is verified, and allow turning it off', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const on = await put(visitor, [{ event: 'paymentRegistered', channel: 'sms', enabled: true }]);
    expect(on.statusCode).toBe(400);
    expect(on.json().error.code).toBe('ContactNotVerified');
    const off = await put(visitor, [{ event: 'paymentRegistered', channel: 'sms', enabled: false }]);
    expect(off.statusCode, off.body).toBe(200);
    const unknown = await put(visitor, [{ event: 'birthday', channel: 'sms', enabled: false }]);
    expect(unknown.statusCode).toBe(400);
  });

  it('verify the phone with the code sent: a wrong code counts a try, the right one verifies', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const sent = await sendCode(visitor, 'sms');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'sms', address: '+46701234567' });
    const code = await latestCode('+46701234567');
    expect(code).toMatch(/^\d{6}$/);
    // Only the hash is kept beside the code's delivery.
    const [stored] = await t.database.db
      .select()
      .from(contactVerifications)
      .where(eq(contactVerifications.address, '+46701234567'));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    // Not six digits: refused as wrong, and no try spent.
    const malformed = await confirm(visitor, 'sms', '12 34');
    expect(malformed.json().error.code).toBe('VerificationCodeWrong');
    const [untried] = await t.database.db
      .select({ tries: contactVerifications.tries })
      .from(contactVerifications)
      .where(eq(contactVerifications.address, '+46701234567'));
    expect(untried?.tries).toBe(0);

    const wrong = await confirm(visitor, 'sms', wrongOf(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('VerificationCodeWrong');

    // Another debtor cannot confirm it, nor sees it.
    const other = await signedIn(t.app, 'foretag');
    const theirs = await confirm(other, 'sms', code);
    expect(theirs.json().error.code).toBe('VerificationCodeMissing');
    expect((await settings(other)).json().contacts.sms.verified).toBe(false);

    const right = await confirm(visitor, 'sms', code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().contacts.sms).toEqual({ address: '+46701234567', verified: true });
    expect(right.json().contacts.email.verified).toBe(false);

    const on = await put(visitor, [{ event: 'paymentRegistered', channel: 'sms', enabled: true }]);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().preferences).toContainEqual({
      event: 'paymentRegistered',
      channel: 'sms',
      enabled: true,
    });
    // The other debtor's switches are their own.
    expect((await settings(other)).json().preferences.some((row: { enabled: boolean }) => row.enabled)).toBe(
      false,
    );
  });

  it('refuse an expired code', async () => {
    const visitor = await signedIn(t.app, 'plan');
    const debtorId = await debtorIdOf('19770921-4576');
    await sendVerificationCode(t.database.db, {
      debtorId,
      channel: 'email',
      now: new Date(Date.now() - 16 * 60_000),
    });
    const response = await confirm(visitor, 'email', await latestCode('erik.nilsson@example.se'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VerificationCodeExpired');
  });

  it('spend a code after five wrong tries, even when the right one comes next', async () => {
    const visitor = await signedIn(t.app, 'plan');
    expect((await sendCode(visitor, 'sms')).statusCode).toBe(200);
    const code = await latestCode('+46705556677');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await confirm(visitor, 'sms', wrongOf(code))).json().error.code);
    expect(answers).toEqual([...Array(4).fill('VerificationCodeWrong'), 'VerificationCodeSpent']);
    const late = await confirm(visitor, 'sms', code);
    expect(late.json().error.code).toBe('VerificationCodeSpent');
    expect((await settings(visitor)).json().contacts.sms.verified).toBe(false);
  });

  it('send at most three codes an hour to an address', async () => {
    const visitor = await signedIn(t.app, 'foretag');
    for (let i = 0; i < 3; i++) expect((await sendCode(visitor, 'email')).statusCode).toBe(200);
    const fourth = await sendCode(visitor, 'email');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('TooManyCodes');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('forget the verification when the phone changes in the contact details', async () => {
    const visitor = await signedIn(t.app, 'plan');
    expect((await sendCode(visitor, 'email')).statusCode).toBe(200);
    expect((await confirm(visitor, 'email', await latestCode('erik.nilsson@example.se'))).statusCode).toBe(
      200,
    );
    const save = (email: string) =>
      visitor.request('POST', '/api/extgwapi/api/debtoraccess/updatedebtordetails', {
        json: { email, cellularphone: '+46705556677', homephone: null, workphone: '018-47 10 00' },
        headers: { 'x-csrf-token': visitor.csrfToken },
      });
    expect((await save('erik.n@example.se')).statusCode).toBe(200);
    expect((await settings(visitor)).json().contacts.email).toEqual({
      address: 'erik.n@example.se',
      verified: false,
    });
    // Set back, the old address must be verified again too.
    expect((await save('erik.nilsson@example.se')).statusCode).toBe(200);
    expect((await settings(visitor)).json().contacts.email.verified).toBe(false);
  });
});

describe('a payment registered', () => {
  it('records one paymentRegistered SMS per payment for the opted-in, verified debtor, none for others', async () => {
    // Lars turned paymentRegistered on by SMS above; Emma (`ny`) turned nothing on.
    const lars = await debtorIdOf('19121212-1212');
    const larsCases = await t.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.debtorId, lars), eq(cases.status, 'PreCollection')));
    const [owed] = larsCases;
    if (!owed?.ocrReference) throw new Error('Lars has no case to pay');
    const [emmas] = await t.database.db
      .select({ ocr: cases.ocrReference, debtorId: cases.debtorId })
      .from(cases)
      .innerJoin(debtors, eq(debtors.id, cases.debtorId))
      .where(eq(debtors.firstName, 'Emma'));
    if (!emmas?.ocr) throw new Error('Emma has no case');
    const file = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: t.today,
          depositSerial: 71,
          payments: [
            { reference: owed.ocrReference, amount: 10_000, payerName: 'Lars Andersson' },
            { reference: owed.ocrReference, amount: 5_000, payerName: 'Lars Andersson' },
            { reference: emmas.ocr, amount: 2_000, payerName: 'Emma Lindberg' },
          ],
        },
      ],
      t.today,
    );
    const report = await importBgmax(
      t.database.db,
      { fileName: 'notify.txt', content: file, source: 'test' },
      { receivingBankgiros: t.config.provider.bankgiros, notify: { portalUrl: t.config.publicUrl } },
    );
    expect(report.matched).toBe(3);
    const told = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.notification, 'paymentRegistered'))
      .orderBy(deliveries.id);
    expect(told.map((row) => [row.debtorId, row.channel, row.address, row.payload])).toEqual([
      [
        lars,
        'sms',
        '+46701234567',
        { amount: '10000', currency: 'SEK', paymentDate: t.today, portalUrl: t.config.publicUrl },
      ],
      [
        lars,
        'sms',
        '+46701234567',
        { amount: '5000', currency: 'SEK', paymentDate: t.today, portalUrl: t.config.publicUrl },
      ],
    ]);
    expect(told.every((row) => row.caseId === owed.id && row.status === 'pending')).toBe(true);
  });
});
