/**
 * The message calls take a JSON body as well as the web's multipart form, attachments as
 * `{ name, contentType, data }` in base64, checked exactly as uploaded files are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { samplePdf, samplePng } from './attachment-samples.ts';

let t: TestApp;
let lars: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  lars = await signedIn(t.app, 'demo');
});
afterAll(() => t.close());

const usermessages = `${GATEWAY_PREFIX}/debtoraccess/usermessages`;
const sendJson = (visitor: Visitor, url: string, json: unknown) =>
  visitor.request('POST', url, { json, headers: { 'x-csrf-token': visitor.csrfToken } });
const sendForm = (
  visitor: Visitor,
  url: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[],
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('attachments', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return visitor.request('POST', url, { multipart: form, headers: { 'x-csrf-token': visitor.csrfToken } });
};
const attachment = (name: string, bytes: Buffer, contentType = 'application/pdf') => ({
  name,
  contentType,
  data: bytes.toString('base64'),
});
const outcome = (response: {
  statusCode: number;
  json: () => { error?: { code: string; field?: string } };
}) => ({
  status: response.statusCode,
  code: response.statusCode === 200 ? null : response.json().error?.code,
  field: response.statusCode === 200 ? null : response.json().error?.field,
});

describe('a message sent as JSON', () => {
  it('is sent and stored like the form, its files typed from their content', async () => {
    const pdf = await samplePdf('Kvitto JSON');
    const sent = await sendJson(lars, usermessages, {
      subject: 'Betalning',
      message: 'Jag har betalat, se kvittot.',
      email: 'lars@example.se',
      // Said to be a PNG, but a PDF: the content decides, as for an upload.
      attachments: [
        attachment('kvitto.pdf', pdf, 'image/png'),
        attachment('bild.png', samplePng(), 'image/png'),
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationGuid } = sent.json();
    const mine = (await lars.request('GET', usermessages)).json().conversations;
    const thread = mine.find((c: { conversationGuid: string }) => c.conversationGuid === conversationGuid);
    expect(
      thread.messages[0].attachments.map(
        (a: { fileName: string; contentType: string; sizeBytes: number }) => [
          a.fileName,
          a.contentType,
          a.sizeBytes,
        ],
      ),
    ).toEqual([
      ['kvitto.pdf', 'application/pdf', pdf.length],
      ['bild.png', 'image/png', samplePng().length],
    ]);
  });

  it('is refused as the same form would be, with the same code and field', async () => {
    const pdf = await samplePdf();
    const text = Buffer.from('just some text, not a document');
    const fields = { subject: 'Fråga', message: 'Hej' };
    const cases: {
      name: string;
      files: { name: string; bytes: Buffer; type: string }[];
      fields?: Record<string, string>;
    }[] = [
      { name: 'a type we cannot take', files: [{ name: 'a.txt', bytes: text, type: 'text/plain' }] },
      {
        name: 'six files',
        files: Array.from({ length: 6 }, (_, i) => ({
          name: `k${i}.pdf`,
          bytes: pdf,
          type: 'application/pdf',
        })),
      },
      { name: 'a missing subject', files: [], fields: { message: 'Hej' } },
      { name: 'an unknown field', files: [], fields: { ...fields, other: 'x' } },
    ];
    for (const one of cases) {
      const form = await sendForm(lars, usermessages, one.fields ?? fields, one.files);
      const json = await sendJson(lars, usermessages, {
        ...(one.fields ?? fields),
        attachments: one.files.map((file) => attachment(file.name, file.bytes, file.type)),
      });
      expect(outcome(json), one.name).toEqual(outcome(form));
      expect(json.statusCode, one.name).toBe(400);
    }
  });

  it('refuses a file over the limit by its decoded size, and data that is not base64', async () => {
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x25);
    const large = await sendJson(lars, usermessages, {
      subject: 'Stor',
      message: 'Stor fil',
      email: 'lars@example.se',
      attachments: [attachment('stor.pdf', tooLarge)],
    });
    expect(outcome(large)).toEqual({ status: 400, code: 'AttachmentTooLarge', field: 'attachments.0' });
    const notBase64 = await sendJson(lars, usermessages, {
      subject: 'Fel',
      message: 'Fel',
      email: 'lars@example.se',
      attachments: [{ name: 'a.pdf', contentType: 'application/pdf', data: 'not base64!' }],
    });
    expect(outcome(notBase64)).toEqual({ status: 400, code: 'BadRequest', field: 'attachments.0.data' });
    const notAList = await sendJson(lars, usermessages, {
      subject: 'Fel',
      message: 'Fel',
      email: 'lars@example.se',
      attachments: 'x',
    });
    expect(outcome(notAList)).toEqual({ status: 400, code: 'BadRequest', field: 'attachments' });
  });

  it('starts a client’s thread about its case with a file', async () => {
    const kund = await signedIn(t.app, 'kund');
    const list = (await kund.request('GET', `${GATEWAY_PREFIX}/cases?pageSize=1`)).json();
    const started = await sendJson(kund, `${GATEWAY_PREFIX}/wip/conversations/createcollectionconversation`, {
      caseGuid: list.items[0].caseGuid,
      subject: 'Kunden har betalat',
      message: 'Se kvittot.',
      attachments: [attachment('kvitto.pdf', await samplePdf())],
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it('is documented beside the form in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/debtoraccess/usermessages',
      '/wip/conversations/createcollectionconversation',
      '/wip/conversations/createledgercustomerconversation',
    ]) {
      const content = document.paths[`${GATEWAY_PREFIX}${path}`].post.requestBody.content;
      expect(Object.keys(content).sort(), path).toEqual(['application/json', 'multipart/form-data']);
      expect(content['application/json'].schema.properties.attachments.items.properties, path).toHaveProperty(
        'data',
      );
    }
  });
});
