import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { messageLimits } from '@fordra/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachmentChunks, attachments, conversations, messages } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';
import {
  sampleDoc,
  sampleDocx,
  sampleHeic,
  sampleJpeg,
  sampleOfSize,
  samplePdf,
  samplePng,
} from './attachment-samples.ts';

let t: TestApp;
let lars: Visitor;
let staff: Visitor;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'fordra-uploads-test-'));
  t = await startTestApp({ UPLOAD_DIR: uploadDir });
  lars = await signedIn(t.app, 'demo');
  staff = await signedIn(t.app, 'handlaggare');
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
// Whatever the answer, no uploaded file is left waiting on disk.
afterEach(async () => {
  expect(await readdir(uploadDir)).toEqual([]);
});

const gateway = '/api/extgwapi/api';
const usermessages = `${gateway}/debtoraccess/usermessages`;

type Fields = Record<string, string | null>;
type Upload = { name: string; content: Buffer; type?: string };

const fields = (overrides: Fields = {}): Fields => ({
  casenumber: null,
  cellularphone: '070-123 45 67',
  email: 'lars.andersson@example.se',
  subject: 'Fråga om min faktura',
  message: 'Hej! Jag har redan betalat en del. Kan ni se det?',
  ...overrides,
});

/** The form as the web sends it: the text fields, then each file as a part named `attachments`. */
function messageForm(values: Fields, files: Upload[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== null) form.append(name, value);
  for (const file of files)
    form.append(
      'attachments',
      new File([new Uint8Array(file.content)], file.name, { type: file.type ?? '' }),
    );
  return form;
}

function send(visitor: Visitor, form: FormData, headers: Record<string, string> = {}) {
  return visitor.request('POST', usermessages, {
    multipart: form,
    headers: { 'x-csrf-token': visitor.csrfToken, ...headers },
  });
}

const rows = async (table: PgTable) =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]?.n;
const storedCounts = async () => ({
  conversations: await rows(conversations),
  messages: await rows(messages),
  attachments: await rows(attachments),
  chunks: await rows(attachmentChunks),
});

type Listed = { fileName: string; contentType: string; attachmentGuid: string; sizeBytes: number };

/** The attachments of a message as the provider lists them, by stored name. */
async function listedAttachments(
  conversationGuid: string,
  messageGuid: string,
): Promise<Map<string, Listed>> {
  const all = (await staff.request('GET', `${gateway}/wip/conversations/getcollectionconversations`)).json()
    .conversations as {
    conversationGuid: string;
    messages: { messageGuid: string; attachments: Listed[] }[];
  }[];
  const message = all
    .find((c) => c.conversationGuid === conversationGuid)
    ?.messages.find((m) => m.messageGuid === messageGuid);
  return new Map(message?.attachments.map((file) => [file.fileName, file]));
}

const download = (attachmentGuid: string) =>
  staff.request('GET', `${gateway}/wip/conversations/attachments/${attachmentGuid}`);

describe('contact us', () => {
  it('keeps a message with its attachments byte for byte, and shows it to the debtor and the provider', async () => {
    const [someCase] = (await lars.soap('getCaseDetails')).json().cases;
    // Larger than one stored chunk, so the download is put together from several.
    const pdf = await samplePdf('Kvitto juni', 600_000);
    const sent: Upload[] = [
      { name: 'kvitto juni.pdf', content: pdf, type: 'application/pdf' },
      { name: 'skärmbild.png', content: samplePng(), type: 'image/png' },
      { name: 'foto.jpg', content: sampleJpeg() },
      { name: 'brev.doc', content: sampleDoc() },
      { name: 'ansökan.docx', content: sampleDocx() },
    ];
    const response = await send(lars, messageForm(fields({ casenumber: someCase.caseNumber }), sent));
    expect(response.statusCode, response.body).toBe(200);
    const { conversationGuid, messageGuid } = response.json();
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.guid, messageGuid));
    expect(stored).toMatchObject({
      author: 'debtor',
      cellularPhone: '+46701234567',
      email: 'lars.andersson@example.se',
    });

    const listed = await listedAttachments(conversationGuid, messageGuid);
    expect([...listed.keys()].sort()).toEqual(sent.map((file) => file.name).sort());
    const types = Object.fromEntries([...listed].map(([name, file]) => [name, file.contentType]));
    expect(types).toEqual({
      'kvitto juni.pdf': 'application/pdf',
      'skärmbild.png': 'image/png',
      'foto.jpg': 'image/jpeg',
      'brev.doc': 'application/msword',
      'ansökan.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    for (const file of sent) {
      const got = await download(listed.get(file.name)?.attachmentGuid ?? '');
      expect(got.statusCode, file.name).toBe(200);
      expect(got.headers['content-type']).toBe(types[file.name]);
      expect(Number(got.headers['content-length'])).toBe(file.content.length);
      expect(got.rawPayload.equals(file.content), file.name).toBe(true);
    }
    const pdfRow = await t.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.guid, listed.get('kvitto juni.pdf')?.attachmentGuid ?? ''));
    const pdfChunks = await t.database.db
      .select({ seq: attachmentChunks.seq })
      .from(attachmentChunks)
      .where(eq(attachmentChunks.attachmentId, pdfRow[0]?.id ?? ''));
    expect(pdfChunks).toHaveLength(3);

    const mine = (await lars.request('GET', usermessages)).json().conversations;
    expect(mine[0].caseNumber).toBe(someCase.caseNumber);
    expect(mine[0].messages[0].attachments).toHaveLength(5);

    const all = (await staff.request('GET', `${gateway}/wip/conversations/getcollectionconversations`)).json()
      .conversations;
    const thread = all.find((c: { conversationGuid: string }) => c.conversationGuid === conversationGuid);
    expect(thread.readAt).toBeNull();
    // No message is anonymous to the provider: whom the thread is with, and how the debtor asked to be reached.
    expect(thread.debtor).toMatchObject({ kind: 'person', name: 'Lars Andersson' });
    expect(thread.debtor.identityNumber.replace(/\D/g, '')).toMatch(/12121212$/);
    expect(thread.messages[0].contact).toEqual({
      email: 'lars.andersson@example.se',
      cellularPhone: '+46701234567',
    });
    const reply = await staff.request('POST', `${gateway}/wip/conversations/postmessage`, {
      json: { threadGuid: thread.threadGuid, message: 'Tack, vi har sett din betalning.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(reply.statusCode).toBe(200);
    const read = await staff.request('POST', `${gateway}/conversations/${thread.conversationGuid}/read`, {
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(read.statusCode).toBe(204);
    const threadNow = (
      await staff.request('GET', `${gateway}/wip/conversations/getmessages/${thread.threadGuid}`)
    ).json().conversations[0];
    expect(threadNow.readAt).not.toBeNull();
    expect(threadNow.debtor).toMatchObject({ name: 'Lars Andersson' });
    expect(threadNow.messages[0].contact).toEqual({
      email: 'lars.andersson@example.se',
      cellularPhone: '+46701234567',
    });
    const after = (await lars.request('GET', usermessages)).json().conversations[0];
    expect(after.messages.map((m: { author: string }) => m.author)).toEqual(['debtor', 'provider']);
    // The debtor's own view carries neither; the provider's reply has no typed contact.
    expect(after.debtor).toBeUndefined();
    expect(after.messages[0].contact).toBeUndefined();
    const staffView = (await staff.request('GET', `${gateway}/wip/conversations/getcollectionconversations`))
      .json()
      .conversations.find((c: { conversationGuid: string }) => c.conversationGuid === conversationGuid);
    expect(staffView.messages.map((m: { contact: unknown }) => m.contact === null)).toEqual([false, true]);

    // A second message about the same case, without files, joins the same conversation.
    const again = await send(
      lars,
      messageForm(fields({ casenumber: someCase.caseNumber, subject: 'En sak till' })),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().conversationGuid).toBe(conversationGuid);
  });

  it('stores a file under a safe name that ends in the type found in its content', async () => {
    const pdf = await samplePdf();
    const heic = sampleHeic();
    const png = samplePng();
    const response = await send(
      lars,
      messageForm(fields({ subject: 'Namn' }), [
        { name: 'kvitto\u202Efdp.exe', content: pdf },
        { name: 'invoice.pdf\u200B.exe', content: pdf },
        { name: 'bild.heic', content: heic },
        { name: 'skärmbild.jpg', content: png },
        { name: '../../etc/pass\u0007wd', content: pdf },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { conversationGuid, messageGuid } = response.json();
    const listed = await listedAttachments(conversationGuid, messageGuid);
    expect([...listed.keys()].sort()).toEqual(
      ['bild.heic', 'invoice.pdf.exe.pdf', 'kvittofdp.exe.pdf', 'passwd.pdf', 'skärmbild.jpg.png'].sort(),
    );
    const got = await download(listed.get('kvittofdp.exe.pdf')?.attachmentGuid ?? '');
    expect(got.headers['content-disposition']).toContain('kvittofdp.exe.pdf');
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(listed.get('bild.heic')?.contentType).toBe('image/heic');
    expect((await download(listed.get('bild.heic')?.attachmentGuid ?? '')).rawPayload.equals(heic)).toBe(
      true,
    );
  });

  it('refuses every file whose content is not what its first bytes or its name claim, and keeps nothing', async () => {
    const pdf = await samplePdf();
    const text = (value: string) => Buffer.from(value);
    const script = text('<script>alert(document.cookie)</script>');
    const disguised: Upload[] = [
      {
        name: 'polyglot.html',
        content: text('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>'),
      },
      {
        name: 'x.svg',
        content: text('%PDF-1.4\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      { name: 'bild.png', content: Buffer.concat([samplePng().subarray(0, 8), script]) },
      { name: 'bild2.png', content: Buffer.concat([samplePng(), script]) },
      { name: 'foto.jpg', content: Buffer.concat([sampleJpeg().subarray(0, 4), script]) },
      { name: 'foto2.jpg', content: Buffer.concat([sampleJpeg(), script]) },
      { name: 'brev.docx', content: Buffer.concat([text('PK\x03\x04'), text('word/document.xml'), script]) },
      { name: 'tabell.docx', content: sampleDocx('application/vnd.ms-excel.sheet.macroEnabled.main+xml') },
      { name: 'kvitto\u202Efdp.exe', content: text('MZ\x90\x00 a program') },
      { name: 'invoice.pdf\u200B.exe', content: text('MZ\x90\x00 a program') },
    ];
    const before = await storedCounts();
    for (const file of disguised) {
      const response = await send(
        lars,
        messageForm(fields(), [
          { name: 'kvitto.pdf', content: pdf },
          file,
          { name: 'sista.pdf', content: pdf },
        ]),
      );
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().error, file.name).toMatchObject({
        code: 'AttachmentTypeNotAllowed',
        field: 'attachments.1',
      });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses each kind of bad text with its own code and field, and keeps nothing', async () => {
    const emma = await signedIn(t.app, 'ny');
    const [larsCase] = (await lars.soap('getCaseDetails')).json().cases;
    const before = await storedCounts();
    const cases: [Fields, string, string][] = [
      [fields({ subject: '  ' }), 'SubjectRequired', 'subject'],
      [fields({ subject: null }), 'SubjectRequired', 'subject'],
      [fields({ subject: 'x'.repeat(201) }), 'SubjectTooLong', 'subject'],
      [fields({ message: '' }), 'MessageRequired', 'message'],
      [fields({ message: 'x'.repeat(5001) }), 'MessageTooLong', 'message'],
      [fields({ message: 'x'.repeat(100_000) }), 'MessageTooLong', 'message'],
      [fields({ email: 'inte en adress' }), 'InvalidEmail', 'email'],
      [fields({ cellularphone: '12 34' }), 'InvalidPhone', 'cellularphone'],
      [fields({ email: null, cellularphone: '' }), 'ContactRequired', 'email'],
      [fields({ casenumber: larsCase.caseNumber }), 'UnknownCase', 'casenumber'],
      [fields({ email: `${'x'.repeat(250)}@example.se` }), 'BadRequest', 'email'],
      [fields({ csrfToken: emma.csrfToken }), 'BadRequest', 'csrfToken'],
      [fields({ message: 'Hej\u0000då' }), 'BadRequest', 'message'],
      [fields({ subject: '\u0000' }), 'BadRequest', 'subject'],
    ];
    for (const [values, code, field] of cases) {
      const response = await send(
        emma,
        messageForm(values, [{ name: 'kvitto.pdf', content: await samplePdf() }]),
      );
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ code, field });
    }
    const late = messageForm(fields(), [{ name: 'kvitto.pdf', content: await samplePdf() }]);
    late.append('subject', 'Efter filen');
    expect((await send(emma, late)).json().error).toMatchObject({ code: 'BadRequest', field: 'subject' });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('the limits of a message', () => {
  const mb = 1024 * 1024;
  const pdfOfSize = (size: number) => sampleOfSize(size, (padding) => samplePdf('Stor', padding));

  it('refuses a file over the limit, files over the limit together and too many files, and keeps nothing', async () => {
    const before = await storedCounts();
    const small = await samplePdf();
    const oneTooLarge = await pdfOfSize(messageLimits.maxAttachmentBytes + 1);
    const seven = await pdfOfSize(7 * mb);
    const cases: [Upload[], string, string][] = [
      [
        Array.from({ length: messageLimits.maxAttachments + 1 }, (_, i) => ({
          name: `${i}.pdf`,
          content: small,
        })),
        'TooManyAttachments',
        'attachments',
      ],
      [[{ name: 'stor.pdf', content: oneTooLarge }], 'AttachmentTooLarge', 'attachments.0'],
      [[1, 2, 3].map((i) => ({ name: `del${i}.pdf`, content: seven })), 'AttachmentsTooLarge', 'attachments'],
    ];
    for (const [files, code, field] of cases) {
      const response = await send(lars, messageForm(fields(), files));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ code, field });
    }
    // A whole form just within the limits is taken.
    const within = await send(
      lars,
      messageForm(fields(), [
        { name: 'a.pdf', content: await pdfOfSize(messageLimits.maxAttachmentBytes) },
        {
          name: 'b.pdf',
          content: await pdfOfSize(messageLimits.maxTotalAttachmentBytes - messageLimits.maxAttachmentBytes),
        },
      ]),
    );
    expect(within.statusCode, within.body).toBe(200);
    const after = await storedCounts();
    expect(after.attachments).toBe((before.attachments ?? 0) + 2);
    expect(after.messages).toBe((before.messages ?? 0) + 1);
  });

  it('answers as soon as a file passes the limit, before the rest of the body is sent, and closes the connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const encoded = new Response(
      messageForm(fields(), [
        { name: 'stor.pdf', content: await pdfOfSize(messageLimits.maxAttachmentBytes + 2 * mb) },
      ]),
    );
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const headers = {
      cookie: lars.cookieHeader,
      'x-csrf-token': lars.csrfToken,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(bytes.length),
    };
    const request = http.request(`${address}${usermessages}`, { method: 'POST', headers });
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        request.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
          );
        });
        request.on('error', reject);
      },
    );
    // All but the last megabyte: the answer must come without it.
    request.write(bytes.subarray(0, bytes.length - mb));
    const { status, connection, body } = await answer;
    request.destroy();
    expect(status).toBe(400);
    expect(JSON.parse(body).error).toMatchObject({ code: 'AttachmentTooLarge', field: 'attachments.0' });
    expect(connection).toBe('close');
  });

  it('answers 413 to a body declared far over the limit, before reading it', async () => {
    const response = await lars.request('POST', usermessages, {
      headers: {
        'x-csrf-token': lars.csrfToken,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(40 * mb),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PayloadTooLarge');
  });

  it('reads no byte of the form for a caller who may not send it', async () => {
    const before = await storedCounts();
    const form = () =>
      messageForm(fields(), [{ name: 'kvitto.pdf', content: Buffer.from('%PDF-1.7 not read') }]);
    const withoutToken = await lars.request('POST', usermessages, { multipart: form() });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().error.code).toBe('CsrfTokenMissing');
    const staffMember = await send(staff, form());
    expect(staffMember.statusCode).toBe(403);
    const anonymous = await new Visitor(t.app).request('POST', usermessages, { multipart: form() });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedCounts()).toEqual(before);
  });

  it('takes multipart/form-data or JSON (message-json.test.ts), nothing else', async () => {
    const response = await lars.request('POST', usermessages, {
      raw: { contentType: 'text/plain', payload: Buffer.from('subject=Hej') },
      headers: { 'x-csrf-token': lars.csrfToken },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('BadRequest');
  });

  it('answers a form cut off in the middle with 400, and keeps nothing', async () => {
    const before = await storedCounts();
    const encoded = new Response(messageForm(fields(), [{ name: 'kvitto.pdf', content: await samplePdf() }]));
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const response = await lars.request('POST', usermessages, {
      raw: {
        contentType: encoded.headers.get('content-type') ?? '',
        payload: bytes.subarray(0, bytes.length - 600),
      },
      headers: { 'x-csrf-token': lars.csrfToken },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
    expect(await storedCounts()).toEqual(before);
  });

  it('deletes files a stopped server left pending, and only those', async () => {
    const [stale, fresh] = await t.database.db
      .insert(attachments)
      .values([
        {
          fileName: 'kvar.pdf',
          contentType: 'application/pdf',
          sizeBytes: 3,
          createdAt: new Date(Date.now() - 2 * 3600_000),
        },
        { fileName: 'pågår.pdf', contentType: 'application/pdf', sizeBytes: 3 },
      ])
      .returning({ id: attachments.id, guid: attachments.guid });
    await t.database.db.insert(attachmentChunks).values([
      { attachmentId: stale?.id ?? '', seq: 0, data: Buffer.from('abc') },
      { attachmentId: fresh?.id ?? '', seq: 0, data: Buffer.from('abc') },
    ]);
    expect((await send(lars, messageForm(fields()))).statusCode).toBe(200);
    const left = await t.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(sql`${attachments.messageId} is null`);
    expect(left.map((row) => row.id)).toEqual([fresh?.id]);
    // A pending file belongs to no message yet, so nobody may download it.
    expect((await download(fresh?.guid ?? '')).statusCode).toBe(404);
    await t.database.db.delete(attachments).where(eq(attachments.id, fresh?.id ?? ''));
  });
});

describe('the provider’s calls', () => {
  it('are kept from debtors', async () => {
    const response = await lars.request('GET', `${gateway}/wip/conversations/getcollectionconversations`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('Forbidden');
  });

  it('describe the message form in the OpenAPI document', async () => {
    const document = (await lars.request('GET', '/api/docs/json')).json();
    const body = document.paths[usermessages].post.requestBody;
    const schema = body.content['multipart/form-data'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(
      ['attachments', 'casenumber', 'cellularphone', 'email', 'message', 'subject'].sort(),
    );
    expect(schema.properties.attachments).toMatchObject({ type: 'array', items: { format: 'binary' } });
  });
});
