/**
 * What the debtor's screens need to say where they stand (issue 44): a plan's next instalment with its
 * own OCR reference, a case's hold, invoices with their payments, replies not yet read, the kind of a
 * payment's reference, and the account's language at sign-in.
 */
import { languageStorageKey } from '@fordra/domain/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, instalments, paymentPlans } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const paymentInfoPath = '/api/extgwapi/api/debtoraccess/paymentinfo';

/** A gateway POST with the CSRF header, as the web sends it. */
const post = (visitor: Visitor, url: string, json: unknown) =>
  visitor.request('POST', url, { json, headers: { 'x-csrf-token': visitor.csrfToken } });

describe('the next instalment to pay', () => {
  it('is the first unpaid instalment of the active plan, with the OCR reference its notice carries', async () => {
    const debtor = await signedIn(t.app, 'plan');
    const info = (await debtor.request('GET', paymentInfoPath)).json();
    expect(info.instalments).toHaveLength(1);
    const [instalment] = info.instalments;
    const [plan] = await t.database.db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, instalment.planGuid));
    const rows = await t.database.db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan?.id ?? ''))
      .orderBy(instalments.sequence);
    const next = rows.find((row) => row.paid < row.amount);
    expect(instalment).toMatchObject({
      sequence: next?.sequence,
      dueDate: next?.dueDate,
      amountToPay: (next?.amount ?? 0) - (next?.paid ?? 0),
      ocrReference: next?.ocrReference,
    });
    expect(instalment.swishPayload).toContain(`;${instalment.ocrReference};`);
    expect(instalment.cases).toHaveLength(2);
    // Its cases say they are in the plan; the one named alone answers the same instalment.
    const planned = info.cases.filter((c: { planGuid: string | null }) => c.planGuid === instalment.planGuid);
    expect(planned).toHaveLength(2);
    const one = (await debtor.request('GET', `${paymentInfoPath}?caseGuid=${planned[0].caseGuid}`)).json();
    expect(one.instalments).toEqual([instalment]);
  });

  it('is none for a debtor without a plan', async () => {
    const debtor = await signedIn(t.app, 'ny');
    expect((await debtor.request('GET', paymentInfoPath)).json().instalments).toEqual([]);
  });
});

describe('a held case', () => {
  it('says since when it is disputed and from when until when it is paused', async () => {
    const debtor = await signedIn(t.app, 'tvist');
    const { cases } = (await debtor.soap('getCaseDetails')).json();
    const disputed = cases.find((c: { status: string }) => c.status === 'Disputed');
    expect(disputed.disputedSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(disputed.pause).toBeNull();
    const paused = cases.find((c: { pause: unknown }) => c.pause !== null);
    expect(paused.pause.since < paused.pause.until).toBe(true);
    expect(paused.disputedSince).toBeNull();
    const info = (await debtor.request('GET', paymentInfoPath)).json();
    expect(info.cases.find((c: { caseGuid: string }) => c.caseGuid === disputed.caseGuid).disputed).toBe(
      true,
    );
  });
});

describe('invoices', () => {
  it('list the payments on each, and none on an unpaid one', async () => {
    const debtor = await signedIn(t.app, 'faktura');
    const { items } = (await debtor.request('GET', '/api/extgwapi/api/invoices')).json();
    const paid = items.find((i: { invoiceNumber: string }) => i.invoiceNumber === 'NE-24-7544');
    expect(paid.payments).toEqual([
      { paymentGuid: expect.any(String), date: expect.any(String), amount: 45_000 },
    ]);
    const open = items.find((i: { invoiceNumber: string }) => i.invoiceNumber === 'NE-24-8811');
    expect(open.payments).toEqual([]);
  });
});

describe('replies the debtor has not read', () => {
  it('are counted after staff answer, and no more once the debtor has read the conversation', async () => {
    const debtor = await signedIn(t.app, 'demo');
    const unread = () => debtor.request('GET', '/api/extgwapi/api/debtoraccess/usermessages/unread');
    // The debtor wrote last: what came before is read.
    expect((await unread()).json()).toEqual({ conversations: 0, replies: 0 });

    const staff = await signedIn(t.app, 'handlaggare');
    const [conversation] = (await debtor.request('GET', '/api/extgwapi/api/debtoraccess/usermessages')).json()
      .conversations;
    const posted = await post(staff, '/api/extgwapi/api/wip/conversations/postmessage', {
      threadGuid: conversation.threadGuid,
      message: 'Ja, det går bra.',
    });
    expect(posted.statusCode).toBe(200);
    expect((await unread()).json()).toEqual({ conversations: 1, replies: 1 });
    const listed = (await debtor.request('GET', '/api/extgwapi/api/debtoraccess/usermessages')).json();
    expect(listed.conversations[0].newReplies).toBe(1);

    // Another debtor cannot mark it read.
    const other = await signedIn(t.app, 'plan');
    const foreign = await post(other, '/api/extgwapi/api/debtoraccess/usermessages/read', {
      conversationGuids: [conversation.conversationGuid],
    });
    expect(foreign.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ debtorReadAt: conversations.debtorReadAt })
      .from(conversations)
      .where(eq(conversations.guid, conversation.conversationGuid));
    expect(row?.debtorReadAt).toBeNull();

    const read = await post(debtor, '/api/extgwapi/api/debtoraccess/usermessages/read', {
      conversationGuids: [conversation.conversationGuid],
    });
    expect(read.json()).toEqual({ conversations: 0, replies: 0 });
    expect((await unread()).json()).toEqual({ conversations: 0, replies: 0 });
  });

  it('refuses a read without conversations', async () => {
    const debtor = await signedIn(t.app, 'demo');
    const response = await post(debtor, '/api/extgwapi/api/debtoraccess/usermessages/read', {
      conversationGuids: [],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a payment registered by hand', () => {
  it('is not called an OCR number', async () => {
    const debtor = await signedIn(t.app, 'oskar');
    const { cases } = (await debtor.soap('getCaseDetails')).json();
    const target = cases.find((c: { creditorName: string }) => c.creditorName === 'Kvarnby Bredband AB');
    const staff = await signedIn(t.app, 'handlaggare');
    const registered = await post(staff, `/api/staff/cases/${target.caseGuid}/payments`, {
      amount: 5_000,
      paymentDate: target.registrationDate,
      reference: '7350',
      reason: 'Kontant',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { payments } = (await debtor.soap('getPaymentDetails', { caseGuid: target.caseGuid })).json();
    const byHand = payments.find((p: { paymentReference: string }) => p.paymentReference === '7350');
    expect(byHand.referenceKind).toBe('provider');
  });
});

describe('the language at sign-in', () => {
  it('is the one the account keeps, on a browser that chose another', async () => {
    const visitor = new Visitor(t.app);
    visitor.cookies.set(languageStorageKey, 'sv');
    await visitor.signIn('amal');
    expect(visitor.cookies.get(languageStorageKey)).toBe('ar');
    const session = (await visitor.request('GET', '/api/auth/session')).json();
    expect(session.user.language).toBe('ar');
  });

  it('is the browser’s where the account keeps none', async () => {
    const visitor = new Visitor(t.app);
    visitor.cookies.set(languageStorageKey, 'fi');
    await visitor.signIn('ny');
    expect((await visitor.request('GET', '/api/auth/session')).json().user.language).toBe('fi');
  });
});
