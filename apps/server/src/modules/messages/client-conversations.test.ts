/**
 * A client's conversations with the provider: started about a case, a ledger customer or nothing of
 * either (a question, the agreement) with files,
 * listed unread first, answered by staff, replied to and marked read; out of reach of other clients,
 * of read-only writes and of the debtor the thread is about.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { clients, conversations } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { samplePdf } from './attachment-samples.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
let staff: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2, staff] = await Promise.all([
    signedIn(t.app, 'kund'),
    signedIn(t.app, 'kund2'),
    signedIn(t.app, 'handlaggare'),
  ]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; field?: string };

async function form(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[] = [],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append('attachments', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(data);
  return {
    'content-type': encoded.headers.get('content-type') ?? '',
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** Starts a thread with the demo API key (no CSRF token: the key is the proof). */
async function startWithKey(
  path: string,
  fields: Record<string, string>,
  files: Parameters<typeof form>[1] = [],
) {
  const body = await form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: gw(path),
    headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': body['content-type'] },
    payload: body.payload,
  });
}

async function firstClientCase(visitor: Visitor) {
  return (await visitor.request('GET', gw('/cases?pageSize=1'))).json().items[0] as {
    caseGuid: string;
    caseNumber: string;
  };
}

describe('a client’s conversations', () => {
  it('starts a thread about a case with a PDF, lists it, and the provider answers it', async () => {
    const own = await firstClientCase(kund);
    const pdf = await samplePdf();
    const started = await startWithKey(
      '/wip/conversations/createcollectionconversation',
      { caseGuid: own.caseGuid, subject: 'Kunden har betalat till oss', message: 'Se bifogat kvitto.' },
      [{ name: 'kvitto.pdf', bytes: pdf, type: 'application/pdf' }],
    );
    expect(started.statusCode, started.body).toBe(200);
    const { conversationGuid } = started.json();

    const list = (await kund.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    const thread = list.items.find(
      (c: { conversationGuid: string }) => c.conversationGuid === conversationGuid,
    );
    expect(thread).toMatchObject({ kind: 'collection', caseNumber: own.caseNumber, unread: false });
    expect(thread.messages[0]).toMatchObject({ author: 'client', body: 'Se bifogat kvitto.' });
    const [attachment] = thread.messages[0].attachments;
    expect(attachment).toMatchObject({ fileName: 'kvitto.pdf', contentType: 'application/pdf' });
    const download = await kund.request(
      'GET',
      gw(`/wip/conversations/attachments/${attachment.attachmentGuid}`),
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // The provider sees it among all threads and answers; the client sees the answer as unread.
    const all = (await staff.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    expect(all.conversations.map((c: { conversationGuid: string }) => c.conversationGuid)).toContain(
      conversationGuid,
    );
    const answered = await staff.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid: thread.threadGuid, message: 'Tack, vi registrerar betalningen.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(answered.statusCode).toBe(200);
    const unread = (
      await kund.request('GET', gw('/wip/conversations/getcollectionconversations?unread=true'))
    ).json();
    expect(unread.items.map((c: { conversationGuid: string }) => c.conversationGuid)).toEqual([
      conversationGuid,
    ]);

    const reply = await kund.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid: thread.threadGuid, message: 'Tack!' },
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(reply.statusCode).toBe(200);
    const read = await kund.request('POST', gw(`/conversations/${conversationGuid}/read`), {
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(read.statusCode).toBe(204);
    const [asClient] = (
      await kund.request('GET', gw(`/wip/conversations/getmessages/${thread.threadGuid}`))
    ).json().conversations;
    expect(asClient.messages.map((m: { author: string }) => m.author)).toEqual([
      'client',
      'provider',
      'client',
    ]);
    // The debtor's identity and contact details are for the provider's staff, not for the client.
    expect(asClient.debtor).toBeUndefined();
    expect(asClient.messages[0].contact).toBeUndefined();
  });

  it('opens one thread for its page and takes a reply with a file, only in the client’s own threads', async () => {
    const own = await firstClientCase(kund);
    const started = await kund.request('POST', gw('/wip/conversations/createcollectionconversation'), {
      multipart: (() => {
        const data = new FormData();
        data.append('caseGuid', own.caseGuid);
        data.append('subject', 'Bestridande');
        data.append('message', 'Kunden bestrider fordran.');
        return data;
      })(),
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { conversationGuid } = started.json();
    const open = async (visitor: Visitor) =>
      visitor.request('GET', gw(`/wip/conversations/getconversation/${conversationGuid}`));
    const detail = (await open(kund)).json();
    expect(detail).toMatchObject({
      subject: 'Bestridande',
      caseGuid: own.caseGuid,
      caseNumber: own.caseNumber,
      canReply: true,
      unread: false,
    });
    expect(detail.messages).toMatchObject([{ author: 'client', writtenByYou: true }]);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const reply = (message: string, files: { name: string; bytes: Buffer }[] = []) => {
      const data = new FormData();
      data.append('threadGuid', detail.threadGuid);
      data.append('message', message);
      for (const file of files) data.append('attachments', new Blob([new Uint8Array(file.bytes)]), file.name);
      return data;
    };
    const empty = await kund.request('POST', gw('/wip/conversations/postmessagewithattachments'), {
      multipart: reply('  '),
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(errorOf(empty)).toMatchObject({ code: 'MessageRequired', field: 'message' });
    const sent = await kund.request('POST', gw('/wip/conversations/postmessagewithattachments'), {
      multipart: reply('Här är underlaget.', [{ name: 'underlag.png', bytes: png }]),
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answered = await staff.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid: detail.threadGuid, message: 'Vi pausar ärendet.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(answered.statusCode).toBe(200);
    // Staff answer with files too.
    const answeredWithFile = await staff.request(
      'POST',
      gw('/wip/conversations/postmessagewithattachments'),
      {
        multipart: reply('Beslutet bifogas.', [{ name: 'beslut.png', bytes: png }]),
        headers: { 'x-csrf-token': staff.csrfToken },
      },
    );
    expect(answeredWithFile.statusCode, answeredWithFile.body).toBe(200);

    // A colleague sees the same thread, with nothing marked as written by them.
    const reader = await signedIn(t.app, 'kundlas');
    const seen = (await open(reader)).json();
    expect(seen.unread).toBe(true);
    expect(seen.messages).toMatchObject([
      { author: 'client', writtenByYou: false },
      {
        author: 'client',
        writtenByYou: false,
        body: 'Här är underlaget.',
        attachments: [{ fileName: 'underlag.png', contentType: 'image/png' }],
      },
      { author: 'provider', writtenByYou: false },
      {
        author: 'provider',
        body: 'Beslutet bifogas.',
        attachments: [{ fileName: 'beslut.png', contentType: 'image/png' }],
      },
    ]);
    const readerReply = await reader.request('POST', gw('/wip/conversations/postmessagewithattachments'), {
      multipart: reply('x'),
      headers: { 'x-csrf-token': reader.csrfToken },
    });
    expect(errorOf(readerReply).code).toBe('ReadOnlyAccess');

    expect((await open(kund2)).statusCode).toBe(404);
    const foreignReply = await kund2.request('POST', gw('/wip/conversations/postmessagewithattachments'), {
      multipart: reply('x'),
      headers: { 'x-csrf-token': kund2.csrfToken },
    });
    expect(foreignReply.statusCode).toBe(404);
    const badThread = await kund.request('POST', gw('/wip/conversations/postmessagewithattachments'), {
      multipart: (() => {
        const data = new FormData();
        data.append('threadGuid', 'not-a-thread');
        data.append('message', 'x');
        return data;
      })(),
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(errorOf(badThread)).toMatchObject({ code: 'FieldRequired', field: 'threadGuid' });
  });

  it('writes to the provider about no case: listed with no case, in the staff queue, answered to the client alone', async () => {
    const started = await kund.request('POST', gw('/wip/conversations/createclientconversation'), {
      json: { subject: 'Vårt avtal', message: 'Kan vi ändra avgiften för påminnelser från januari?' },
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { conversationGuid } = started.json();
    const mine = (await kund.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    const thread = mine.items.find(
      (c: { conversationGuid: string }) => c.conversationGuid === conversationGuid,
    );
    expect(thread).toMatchObject({
      kind: 'collection',
      caseGuid: null,
      caseNumber: null,
      customerGuid: null,
    });

    // The back office's queue has it, from the client and about no debtor; the thread names the client.
    const queue = (await staff.request('GET', '/api/staff/queues/conversations?pageSize=100')).json();
    expect(
      queue.items.find((item: { conversationGuid: string }) => item.conversationGuid === conversationGuid),
    ).toMatchObject({
      party: 'client',
      debtor: null,
      caseNumber: null,
      clientName: 'Norrsken Kredithantering AB',
    });
    const [asStaff] = (
      await staff.request('GET', gw(`/wip/conversations/getmessages/${thread.threadGuid}`))
    ).json().conversations;
    expect(asStaff).toMatchObject({
      debtor: null,
      clientName: 'Norrsken Kredithantering AB',
      caseGuid: null,
    });
    const answered = await staff.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid: thread.threadGuid, message: 'Vi återkommer med ett förslag.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(answered.statusCode).toBe(200);
    const unread = (
      await kund.request('GET', gw('/wip/conversations/getcollectionconversations?unread=true'))
    ).json();
    expect(unread.items.map((c: { conversationGuid: string }) => c.conversationGuid)).toContain(
      conversationGuid,
    );

    // Another client does not see it, and only a client starts one.
    const theirs = (await kund2.request('GET', gw('/wip/conversations/getcollectionconversations'))).json();
    expect(theirs.items.map((c: { conversationGuid: string }) => c.conversationGuid)).not.toContain(
      conversationGuid,
    );
    const byStaff = await staff.request('POST', gw('/wip/conversations/createclientconversation'), {
      json: { subject: 'Fråga', message: 'Hej' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(byStaff.statusCode).toBe(400);
    expect(errorOf(byStaff).code).toBe('BadRequest');
    const [row] = await t.database.db
      .select({ debtorId: conversations.debtorId, party: conversations.party })
      .from(conversations)
      .where(eq(conversations.guid, conversationGuid));
    expect(row).toEqual({ debtorId: null, party: 'client' });
  });

  it('starts a thread about a ledger customer and lists it apart', async () => {
    const customer = (await kund.request('GET', gw('/v1/Customers?q=sandberg'))).json().items[0];
    const started = await startWithKey('/wip/conversations/createledgercustomerconversation', {
      customerGuid: customer.customerGuid,
      subject: 'Ny adress',
      message: 'Kunden har flyttat.',
    });
    expect(started.statusCode).toBe(200);
    const ledger = (
      await kund.request('GET', gw('/wip/conversations/getledgercustomerconversations'))
    ).json();
    expect(ledger.total).toBe(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'ledgerCustomer',
      customerGuid: customer.customerGuid,
      customerNumber: customer.customerNumber,
    });
    const collection = (
      await kund.request('GET', gw('/wip/conversations/getcollectionconversations'))
    ).json();
    expect(collection.items.every((c: { kind: string }) => c.kind === 'collection')).toBe(true);
  });

  it('keeps a thread from other clients, from read-only writes and from the debtor it is about', async () => {
    const own = await firstClientCase(kund);
    const { conversationGuid } = (
      await startWithKey('/wip/conversations/createcollectionconversation', {
        caseGuid: own.caseGuid,
        subject: 'Fråga',
        message: 'Hur går det?',
      })
    ).json();
    const [row] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.guid, conversationGuid));
    const threadGuid = row?.threadGuid ?? '';
    for (const [method, path] of [
      ['GET', `/wip/conversations/getmessages/${threadGuid}`],
      ['POST', `/conversations/${conversationGuid}/read`],
    ] as const) {
      const response = await kund2.request(method, gw(path), {
        headers: { 'x-csrf-token': kund2.csrfToken },
      });
      expect(response.statusCode, path).toBe(404);
    }
    const otherList = (
      await kund2.request('GET', gw('/wip/conversations/getcollectionconversations'))
    ).json();
    expect(otherList.items.map((c: { conversationGuid: string }) => c.conversationGuid)).not.toContain(
      conversationGuid,
    );
    const foreignCase = await firstClientCase(kund2);
    const refused = await startWithKey('/wip/conversations/createcollectionconversation', {
      caseGuid: foreignCase.caseGuid,
      subject: 'x',
      message: 'y',
    });
    expect(refused.statusCode).toBe(404);

    const reader = await signedIn(t.app, 'kundlas');
    expect(
      (await reader.request('GET', gw('/wip/conversations/getcollectionconversations'))).statusCode,
    ).toBe(200);
    const readerReply = await reader.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid, message: 'x' },
      headers: { 'x-csrf-token': reader.csrfToken },
    });
    expect(errorOf(readerReply).code).toBe('ReadOnlyAccess');

    const debtorId = row?.debtorId;
    expect(debtorId).toBeTruthy();
    for (const username of ['demo', 'foretag', 'valuta', 'plan', 'ny', 'amal', 'oskar']) {
      const debtor = await signedIn(t.app, username);
      const own = (await debtor.request('GET', gw('/debtoraccess/usermessages'))).json().conversations;
      expect(own.map((c: { conversationGuid: string }) => c.conversationGuid)).not.toContain(
        conversationGuid,
      );
    }
  });

  it('shows a client a debtor’s thread about its case only once the provider shares it, to read', async () => {
    const oskar = await signedIn(t.app, 'oskar');
    const kvarnbyCase = (await oskar.soap('getCaseDetails'))
      .json()
      .cases.find((c: { creditorName: string }) => c.creditorName === 'Kvarnby Bredband AB');
    const sent = await oskar.request('POST', gw('/debtoraccess/usermessages'), {
      multipart: (() => {
        const data = new FormData();
        data.append('casenumber', kvarnbyCase.caseNumber);
        data.append('email', 'oskar.lind@example.se');
        data.append('subject', 'Avbetalning');
        data.append('message', 'Kan jag dela upp betalningen?');
        return data;
      })(),
      headers: { 'x-csrf-token': oskar.csrfToken },
    });
    expect(sent.statusCode).toBe(200);
    const { conversationGuid } = sent.json();
    const listed = async () =>
      (await kund.request('GET', gw('/wip/conversations/getcollectionconversations')))
        .json()
        .items.map((c: { conversationGuid: string }) => c.conversationGuid);
    expect(await listed()).not.toContain(conversationGuid);
    const [caseRow] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.guid, conversationGuid));
    const kundClient = (await kund.request('GET', gw('/v1/CurrentUser'))).json().client.clientGuid;
    // The provider shares the thread with the case's client.
    const [client] = await t.database.db.select().from(clients).where(eq(clients.guid, kundClient));
    await t.database.db
      .update(conversations)
      .set({ sharedWithClient: true, clientId: client?.id ?? null })
      .where(eq(conversations.guid, conversationGuid));
    expect(await listed()).toContain(conversationGuid);
    const shared = await kund.request('GET', gw(`/wip/conversations/getconversation/${conversationGuid}`));
    expect(shared.json()).toMatchObject({ canReply: false, messages: [{ author: 'debtor' }] });
    const write = await kund.request('POST', gw('/wip/conversations/postmessage'), {
      json: { threadGuid: caseRow?.threadGuid, message: 'Vi godkänner det.' },
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(write.statusCode).toBe(404);
  });

  it('checks the message and its files as the debtor’s are checked', async () => {
    const own = await firstClientCase(kund);
    const noSubject = await startWithKey('/wip/conversations/createcollectionconversation', {
      caseGuid: own.caseGuid,
      subject: ' ',
      message: 'x',
    });
    expect(errorOf(noSubject)).toMatchObject({ code: 'SubjectRequired', field: 'subject' });
    const disguised = await startWithKey(
      '/wip/conversations/createcollectionconversation',
      { caseGuid: own.caseGuid, subject: 'Kvitto', message: 'Bifogat.' },
      [{ name: 'kvitto.pdf', bytes: Buffer.from('MZ not a pdf at all'), type: 'application/pdf' }],
    );
    expect(errorOf(disguised)).toMatchObject({ code: 'AttachmentTypeNotAllowed' });
    const noCase = await startWithKey('/wip/conversations/createcollectionconversation', {
      subject: 'x',
      message: 'y',
    });
    expect(errorOf(noCase)).toMatchObject({ code: 'FieldRequired', field: 'caseGuid' });
  });
});
