/**
 * Where a letter's delivery shows (docs/delivery.md#where-delivery-shows), on the real database: the debtor
 * reads "posted on", the client each channel's delivery with its attempts, the handler the attempts in the
 * case's timeline; a handler marks a posted letter returned (the queue and its count follow, the proof is
 * withdrawn) and sends it again, each audited; the print files are listed and their manifests downloaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { accounts, auditLog, cases, deliveries } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { noChannels } from '../delivery/channels.ts';
import { deliverDue } from '../delivery/delivery-worker.ts';
import { writePrintFile } from '../delivery/print-file.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { staffCall } from './staff-test-calls.ts';

let t: TestApp;
let staff: Visitor;
let lars: Visitor;
let kund: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [staff, lars, kund] = await Promise.all([
    signedIn(t.app, 'handlaggare'),
    signedIn(t.app, 'demo'),
    signedIn(t.app, 'kund'),
  ]);
}, 180_000);
afterAll(() => t.close());

type Doc = {
  documentGuid: string;
  kind: string;
  delivery: { state: string; on: string | null } | null;
  deliveries?: {
    deliveryGuid: string;
    channel: string;
    status: string;
    postedOn: string | null;
    attempts: { outcome: string }[];
  }[];
};

async function larsLetters(): Promise<{ caseGuid: string; documents: Doc[] }> {
  const [first] = (await lars.soap('getCaseDetails')).json().cases as { caseGuid: string }[];
  if (!first) throw new Error('Lars has a case');
  const documents = (await lars.soap('getHistoryDocument', { caseGuid: first.caseGuid })).json().documents;
  return { caseGuid: first.caseGuid, documents };
}

describe('a letter’s delivery, as each reader sees it', () => {
  it('tells the debtor the day each demo letter was posted', async () => {
    const { documents } = await larsLetters();
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      expect(doc.delivery?.state).toBe('posted');
      expect(doc.delivery?.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives the client each channel’s delivery with its attempts, the handler the attempts in the timeline', async () => {
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'kund'));
    const [row] = await t.database.db
      .select({ guid: cases.guid })
      .from(cases)
      .innerJoin(deliveries, eq(deliveries.caseId, cases.id))
      .where(eq(cases.clientId, account?.clientId ?? ''))
      .limit(1);
    const response = await kund.request(
      'GET',
      `${GATEWAY_PREFIX}/wip/collectioninformation/getcasedetails/${row?.guid}`,
    );
    expect(response.statusCode).toBe(200);
    const docs = response.json().documents as Doc[];
    const letter = docs.find((doc) => (doc.deliveries ?? []).length > 0);
    expect(letter?.delivery?.state).toBe('posted');
    expect(letter?.deliveries?.[0]).toMatchObject({ channel: 'paper', status: 'sent' });
    expect(letter?.deliveries?.[0]?.attempts.map((attempt) => attempt.outcome)).toContain('sent');

    const view = (await staffCall(staff, 'GET', `/cases/${row?.guid}`)).json();
    expect(view.deliveries.length).toBeGreaterThan(0);
    expect(view.timeline.some((entry: { action: string }) => entry.action === 'delivery.attempt')).toBe(true);
  });
});

describe('returned mail, handled by staff', () => {
  let deliveryGuid = '';

  it('marks a posted letter returned with the reason: it waits in the queue, its proof withdrawn', async () => {
    const { caseGuid, documents } = await larsLetters();
    const view = (await staffCall(staff, 'GET', `/cases/${caseGuid}`)).json();
    const posted = view.deliveries.find((d: { status: string }) => d.status === 'sent');
    deliveryGuid = posted.deliveryGuid;
    const before = (await staffCall(staff, 'GET', '/queues')).json().deliveries;

    const refused = await staffCall(staff, 'POST', `/deliveries/${deliveryGuid}/returned`, { reason: ' ' });
    expect(refused.statusCode).toBe(400);
    const marked = await staffCall(staff, 'POST', `/deliveries/${deliveryGuid}/returned`, {
      reason: 'Okänd på adressen',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ deliveryGuid, status: 'returned' });
    const again = await staffCall(staff, 'POST', `/deliveries/${deliveryGuid}/returned`, { reason: 'igen' });
    expect(again.json().error.code).toBe('DeliveryNotPosted');

    expect((await staffCall(staff, 'GET', '/queues')).json().deliveries).toBe(before + 1);
    const queue = (await staffCall(staff, 'GET', '/queues/deliveries?order=desc')).json();
    expect(queue.items[0]).toMatchObject({
      deliveryGuid,
      status: 'returned',
      reason: 'Okänd på adressen',
      caseGuid,
      debtor: { name: 'Lars Andersson' },
    });
    const [stored] = await t.database.db.select().from(deliveries).where(eq(deliveries.guid, deliveryGuid));
    expect(stored).toMatchObject({ status: 'returned', deliveredOn: null });

    const shown = (await larsLetters()).documents.find((doc) => doc.documentGuid === posted.documentGuid);
    expect(shown?.delivery).toEqual({ state: 'returned', on: null });
    expect(documents.length).toBeGreaterThan(0);

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery.returned')));
    expect(audited.at(-1)?.details).toMatchObject({ deliveryGuid, reason: 'Okänd på adressen' });
  });

  it('sends it again once: the queue empties of it and the debtor reads "being sent"', async () => {
    const sent = await staffCall(staff, 'POST', `/deliveries/${deliveryGuid}/send-again`, {
      reason: 'Ny adress från folkbokföringen',
    });
    expect(sent.statusCode).toBe(200);
    const twice = await staffCall(staff, 'POST', `/deliveries/${deliveryGuid}/send-again`, {
      reason: 'igen',
    });
    expect(twice.json().error.code).toBe('DeliveryNotTroubled');
    const queue = (await staffCall(staff, 'GET', '/queues/deliveries?pageSize=100')).json();
    expect(queue.items.map((item: { deliveryGuid: string }) => item.deliveryGuid)).not.toContain(
      deliveryGuid,
    );
    const unknown = await staffCall(staff, 'POST', `/deliveries/${crypto.randomUUID()}/send-again`, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const states = (await larsLetters()).documents.map((doc) => doc.delivery?.state);
    expect(states).toContain('sending');
  });

  it('is for staff only', async () => {
    expect((await staffCall(lars, 'GET', '/queues/deliveries')).statusCode).toBe(403);
    expect(
      (await staffCall(kund, 'POST', `/deliveries/${deliveryGuid}/send-again`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('the print files, for staff', () => {
  it('lists each day’s file with its counts and serves its manifest', async () => {
    const day = addDays(t.today, 3);
    const [row] = await t.database.db.select({ id: cases.id }).from(cases).limit(1);
    await t.database.db.transaction((tx) =>
      issueCaseLetter(tx, t.config.provider, { caseId: row?.id ?? '', kind: 'reminder', issuedOn: day }),
    );
    const context = { channels: noChannels, leaseSeconds: 60, batch: 10, concurrency: 2 };
    await deliverDue(t.database.db, context, { day, lettersOnly: true });
    const written = await writePrintFile(t.database.db, t.config.printDir, day);
    expect(written?.letters).toBeGreaterThan(0);

    const list = (await staffCall(staff, 'GET', '/print-files')).json();
    expect(list.items[0]).toMatchObject({
      day,
      status: 'written',
      letters: written?.letters,
      pages: written?.pages,
    });
    const manifest = await staffCall(staff, 'GET', `/print-files/${day}/manifest.csv`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('text/csv');
    expect(manifest.body).toBe(await readFile(path.join(t.config.printDir, day, 'manifest.csv'), 'utf8'));

    for (const bad of ['..%2F..%2Fetc', '2026-02-30', 'today'])
      expect((await staffCall(staff, 'GET', `/print-files/${bad}/manifest.csv`)).statusCode).toBe(400);
    expect((await staffCall(staff, 'GET', `/print-files/${addDays(day, 40)}/manifest.csv`)).statusCode).toBe(
      404,
    );
    expect((await staffCall(lars, 'GET', `/print-files/${day}/manifest.csv`)).statusCode).toBe(403);
  });
});
