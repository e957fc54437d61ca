/**
 * The delivery worker against the local test servers (docs/delivery.md): a letter to a mailbox recipient goes
 * to the digital mailbox, anyone else's on paper, a failed digital delivery falls back to paper the same day;
 * a send repeated after the worker died reaches the reader once; notifications go by e-mail and SMS, an SMS
 * never with the debt's details, and the gateway's report marks it delivered.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addBankDays, mailboxDelivery, paperDelivery } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_REPORT_PATH } from '../../config.ts';
import {
  claimDueDeliveries,
  recordClientAdminNotices,
  recordNotifications,
} from '../../db/repositories/deliveries.ts';
import {
  accounts,
  cases,
  clients,
  debtors,
  deliveries,
  documents,
  instalments,
  sessions,
  webhookEvents,
} from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { runBusinessDays } from '../engine/business-days.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { httpDigitalMailbox } from './channels/http-digital-mailbox.ts';
import { httpSmsGateway } from './channels/http-sms-gateway.ts';
import { smtpEmailSender } from './channels/smtp-email-sender.ts';
import type { DeliveryChannels } from './channels.ts';
import { type DeliveryContext, deliverDue } from './delivery-worker.ts';
import { printDirectory } from './print-file.ts';
import { startMailboxTestServer } from './test-servers/mailbox-test-server.ts';
import { startSmsTestServer } from './test-servers/sms-test-server.ts';
import { startSmtpTestServer } from './test-servers/smtp-test-server.ts';

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailboxTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let sms: Awaited<ReturnType<typeof startSmsTestServer>>;
let context: DeliveryContext;
const day = '2026-12-07';

beforeAll(async () => {
  t = await startTestApp();
  [mailbox, smtp, sms] = await Promise.all([
    startMailboxTestServer(0),
    startSmtpTestServer({ smtpPort: 0, webPort: 0 }),
    startSmsTestServer(0, { reportDelayMs: 0 }),
  ]);
  const email = smtpEmailSender({
    host: '127.0.0.1',
    port: smtp.smtpPort,
    secure: false,
    user: null,
    pass: null,
    from: 'Fordra <no-reply@fordra.test>',
  });
  const channels: DeliveryChannels = {
    mailbox: httpDigitalMailbox(mailbox.url, 5_000),
    email,
    sms: httpSmsGateway({ url: sms.url, user: 'u', password: 'p', from: 'Fordra', reportUrl: null }),
    close: () => email.close(),
  };
  context = {
    channels,
    sender: { portalUrl: 'https://portal.fordra.test', productName: 'Fordra' },
    leaseSeconds: 30,
    batch: 20,
    concurrency: 4,
  };
});
afterAll(async () => {
  await context.channels.close();
  await Promise.all([mailbox.close(), smtp.close(), sms.close()]);
  await t.close();
});

const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

/** A debtor's first case, a letter issued on it now (its delivery pending), and that delivery. */
async function letterTo(identityNumber: string) {
  const db = t.database.db;
  const [debtor] = await db.select().from(debtors).where(eq(debtors.identityNumber, identityNumber));
  // A case that has had its collection demand, so that a second notice may follow.
  const [owned] = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(documents, and(eq(documents.caseId, cases.id), eq(documents.kind, 'collectionDemand')))
    .where(eq(cases.debtorId, debtor?.id ?? ''))
    .orderBy(documents.createdAt)
    .limit(1);
  if (!debtor || !owned) throw new Error(`no case of ${identityNumber}`);
  const { documentId } = await issueCaseLetter(db, t.config.provider, {
    caseId: owned.id,
    kind: 'secondNotice',
    issuedOn: day,
    rendering: 'afterCommit',
  });
  return { debtor, documentId };
}

const deliveriesOf = (documentId: string) =>
  t.database.db.select().from(deliveries).where(eq(deliveries.documentId, documentId)).orderBy(deliveries.id);

describe('the delivery worker', () => {
  it('sends a business day’s demands: a recipient’s to the digital mailbox, another’s in the day’s print file', async () => {
    const demo = await handOverCase(t, 'DLV-DAY-DIGITAL', {
      kind: 'person',
      identityNumber: '19121212-1212',
      firstName: 'Tolvan',
      lastName: 'Tolvansson',
    });
    const other = await handOverCase(t, 'DLV-DAY-PAPER');
    const runDay = addBankDays(t.today, 1);
    await runBusinessDays(
      t.database.db,
      { worker: 'day', config: t.config, channels: context.channels },
      runDay,
    );
    const demandOf = async (caseId: string) =>
      (await t.database.db.select().from(deliveries).where(eq(deliveries.caseId, caseId)))[0];
    expect(await demandOf(demo.id)).toMatchObject({
      channel: 'digitalMailbox',
      status: 'delivered',
      ...mailboxDelivery(runDay),
    });
    expect(await demandOf(other.id)).toMatchObject({
      channel: 'paper',
      status: 'sent',
      ...paperDelivery(runDay),
    });
    const received = await json<{ subject: string; fileName: string }[]>(`${mailbox.url}/messages`);
    const [demoCase] = await t.database.db.select().from(cases).where(eq(cases.id, demo.id));
    expect(received.some((item) => item.fileName.includes(demoCase?.caseNumber ?? '-'))).toBe(true);
    const manifest = await readFile(
      path.join(printDirectory(t.config.printDir, runDay), 'manifest.csv'),
      'utf8',
    );
    expect(manifest).toContain((await demandOf(other.id))?.guid ?? '-');

    // The client's systems hear of each delivery, in the transaction that recorded it.
    const deliveredEvent = async (caseId: string) =>
      (
        await t.database.db
          .select({ payload: webhookEvents.payload })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.caseId, caseId), eq(webhookEvents.type, 'letter.delivered')))
      ).map((row) => row.payload.data);
    expect(await deliveredEvent(demo.id)).toEqual([
      expect.objectContaining({
        letter: { kind: 'collectionDemand', channel: 'digitalMailbox', ...mailboxDelivery(runDay) },
      }),
    ]);
    expect(await deliveredEvent(other.id)).toEqual([
      expect.objectContaining({
        letter: { kind: 'collectionDemand', channel: 'paper', ...paperDelivery(runDay) },
      }),
    ]);
  });

  it('puts a recipient’s letter in the digital mailbox, with the day as its proof, and anyone else’s on paper', async () => {
    const toDemo = async () =>
      (await json<{ identityNumber: string }[]>(`${mailbox.url}/messages`)).filter(
        (item) => item.identityNumber === '19121212-1212',
      ).length;
    const before = await toDemo();
    const recipient = await letterTo('19121212-1212');
    const company = await letterTo('559048-1270');
    await deliverDue(t.database.db, context, { day, lettersOnly: true });
    const [digital] = await deliveriesOf(recipient.documentId);
    expect(digital).toMatchObject({
      channel: 'digitalMailbox',
      status: 'delivered',
      ...mailboxDelivery(day),
    });
    const [paper] = await deliveriesOf(company.documentId);
    expect(paper).toMatchObject({ channel: 'paper', status: 'queued', printDay: day, deliveredOn: null });
    expect(await toDemo()).toBe(before + 1);
    const received = await json<{ identityNumber: string }[]>(`${mailbox.url}/messages`);
    expect(received.some((item) => item.identityNumber === '559048-1270')).toBe(false);
  });

  it('puts a letter on paper the same day when the mailbox refuses it', async () => {
    await fetch(`${mailbox.url}/test/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identityNumber: '19121212-1212', failure: 'transient' }),
    });
    const { documentId } = await letterTo('19121212-1212');
    await deliverDue(t.database.db, context, { day, lettersOnly: true });
    const [failed, paper] = await deliveriesOf(documentId);
    expect(failed).toMatchObject({ channel: 'digitalMailbox', status: 'failed', deliveredOn: null });
    expect(paper).toMatchObject({ channel: 'paper', status: 'queued', printDay: day, replaces: failed?.id });
    await fetch(`${mailbox.url}/test/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identityNumber: '19121212-1212', failure: null }),
    });
  });

  it('reaches the reader once when the worker died after sending and another takes the delivery over', async () => {
    const { documentId } = await letterTo('19121212-1212');
    const before = (await json<unknown[]>(`${mailbox.url}/messages`)).length;
    // A worker takes it with a lease that lapses at once, sends it, and dies before recording the send.
    const [claimed] = await claimDueDeliveries(t.database.db, {
      limit: 1,
      leaseSeconds: 0,
      lettersOnly: true,
    });
    expect(claimed?.documentId).toBe(documentId);
    const pdf = Buffer.from('%PDF-1.7 the letter as the dead worker sent it');
    await context.channels.mailbox?.send({
      idempotencyKey: claimed?.guid ?? '',
      identityNumber: '19121212-1212',
      subject: 'Påminnelse',
      fileName: 'letter.pdf',
      pdf,
    });
    await deliverDue(t.database.db, context, { day, lettersOnly: true });
    const [delivery] = await deliveriesOf(documentId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await json<unknown[]>(`${mailbox.url}/messages`)).length).toBe(before + 1);
  });

  it('sends notifications by e-mail with the details and by SMS without them; the SMS report marks it delivered', async () => {
    const [debtor] = await t.database.db
      .select()
      .from(debtors)
      .where(eq(debtors.identityNumber, '19121212-1212'));
    const payload = {
      amount: '123456',
      currency: 'SEK',
      caseNumber: '7000123',
      creditor: 'Elbolaget',
      ocrReference: '70001234567',
    };
    await recordNotifications(t.database.db, [
      {
        debtorId: debtor?.id ?? '',
        notification: 'paymentRegistered',
        channel: 'email',
        address: 'demo@example.se',
        payload,
      },
      {
        debtorId: debtor?.id ?? '',
        notification: 'paymentRegistered',
        channel: 'sms',
        address: '+46701234567',
        payload,
      },
    ]);
    await deliverDue(t.database.db, context, { day });
    const mails = await json<{ to: string; subject: string; text: string }[]>(`${smtp.url}/messages`);
    const mail = mails.find((item) => item.to.includes('demo@example.se'));
    expect(mail?.text).toMatch(/1\s?234,56/);
    const texts = await json<{ id: string; to: string; message: string }[]>(`${sms.url}/messages`);
    const text = texts.find((item) => item.to === '+46701234567');
    expect(text?.message).toContain('https://portal.fordra.test');
    for (const detail of ['1234', '7000123', '70001234567', 'Elbolaget'])
      expect(text?.message).not.toContain(detail);

    const [sent] = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.channel, 'sms'), eq(deliveries.address, '+46701234567')));
    expect(sent).toMatchObject({ status: 'sent', externalId: text?.id });
    const report = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `${SMS_REPORT_PATH}?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          id: text?.id ?? '',
          status: 'delivered',
          delivered: '2026-12-07T10:00:00.000000',
        }).toString(),
      });
    expect((await report('not-the-token')).statusCode).toBe(403);
    expect((await report(t.config.delivery.sms.reportToken)).statusCode).toBe(204);
    const [reported] = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, sent?.id ?? 0));
    expect(reported?.status).toBe('delivered');
  });

  it('sends every kind the portal records by e-mail, the case’s details read when it is sent', async () => {
    const db = t.database.db;
    const [debtor] = await db.select().from(debtors).where(eq(debtors.identityNumber, '19121212-1212'));
    const [owned] = await db
      .select({ id: cases.id, caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.debtorId, debtor?.id ?? ''));
    const [instalment] = await db.select({ id: instalments.id }).from(instalments).limit(1);
    const caseId = owned?.id ?? null;
    const recorded: { notification: string; caseId: string | null; payload: Record<string, string> }[] = [
      { notification: 'newLetter', caseId, payload: { letterKind: 'collectionDemand' } },
      {
        notification: 'paymentRegistered',
        caseId,
        payload: { amount: '50000', currency: 'SEK', paymentDate: day },
      },
      {
        notification: 'instalmentDueSoon',
        caseId: null,
        payload: { instalmentId: instalment?.id ?? '', amount: '60700', currency: 'SEK', dueDate: day },
      },
      {
        notification: 'instalmentMissed',
        caseId,
        payload: { amount: '60700', currency: 'SEK', dueDate: day },
      },
      { notification: 'messageAnswered', caseId, payload: {} },
      { notification: 'objectionAnswered', caseId, payload: {} },
      { notification: 'verificationCode', caseId: null, payload: { code: '123456' } },
    ];
    await recordNotifications(
      db,
      recorded.map((row) => ({
        ...row,
        debtorId: debtor?.id ?? '',
        channel: 'email' as const,
        address: 'every-kind@example.se',
      })),
    );
    await deliverDue(db, context, { day });
    const sent = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.address, 'every-kind@example.se'))
      .orderBy(deliveries.id);
    expect(sent.map((row) => [row.notification, row.status, row.failureReason])).toEqual(
      recorded.map((row) => [row.notification, 'delivered', null]),
    );
    const mails = await json<{ to: string[]; text: string }[]>(`${smtp.url}/messages`);
    const toThem = mails.filter((mail) => mail.to.includes('every-kind@example.se'));
    expect(toThem).toHaveLength(recorded.length);
    expect(toThem.some((mail) => mail.text.includes(owned?.caseNumber ?? '-'))).toBe(true);
  });

  it('sends a notice to a client’s administrators by e-mail, in the language they last signed in with', async () => {
    const db = t.database.db;
    const [client] = await db.select().from(clients).where(eq(clients.clientNumber, '900100'));
    const [admin] = await db.select().from(accounts).where(eq(accounts.username, 'kund'));
    // Lena last signed in in English.
    await db.insert(sessions).values({
      idHash: 'notice-language-session',
      accountId: admin?.id ?? '',
      loginMethod: 'credentials',
      language: 'en',
      absoluteExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const url = 'https://erp.norrsken-kredit.example.se/hooks';
    const recorded = await db.transaction((tx) =>
      recordClientAdminNotices(tx, client?.id ?? '', 'webhookEndpointGone', { endpointUrl: url }),
    );
    // Only the administrator: `kundlas` only reads.
    expect(recorded).toBe(1);
    await deliverDue(db, context, { day });
    const mails = await json<{ to: string[]; subject: string; text: string; language: string }[]>(
      `${smtp.url}/messages`,
    );
    const notice = mails.find((mail) => mail.text.includes(url));
    expect(notice).toMatchObject({
      to: ['lena.berg@norrsken-kredit.example.se'],
      subject: 'Your webhook endpoint has been switched off',
      language: 'en',
    });
    expect(notice?.text).toContain('410 Gone');
    const [sent] = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.accountId, admin?.id ?? ''));
    expect(sent).toMatchObject({ debtorId: null, channel: 'email', status: 'delivered' });
  });

  it('gives an e-mail up to staff after its last retry when the server keeps refusing it', async () => {
    const [debtor] = await t.database.db
      .select()
      .from(debtors)
      .where(eq(debtors.identityNumber, '19121212-1212'));
    await fetch(`${smtp.url}/test/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'gone@example.se', failure: 'permanent' }),
    });
    await recordNotifications(t.database.db, [
      {
        debtorId: debtor?.id ?? '',
        notification: 'messageAnswered',
        channel: 'email',
        address: 'gone@example.se',
        payload: {},
      },
    ]);
    await deliverDue(t.database.db, context, { day });
    const [dead] = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.address, 'gone@example.se'));
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead?.failureReason).toBeTruthy();
  });
});
