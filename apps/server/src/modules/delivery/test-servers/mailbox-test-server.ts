/**
 * A local stand-in for a digital mailbox (`npm start`, `MAILBOX_TEST_SERVER`, refused in production):
 * the sender API of channels/http-digital-mailbox.ts on 127.0.0.1, a page at `/` showing what each
 * recipient received, `GET /messages` for tests, and `POST /test/fail` to make one person's letters fail.
 * Who has a mailbox is fixed: `mailboxTestRecipients` (docs/delivery.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { demoDebtors } from '../../../seed/demo-data.ts';
import {
  closeServer,
  escapeHtml,
  jsonOf,
  keepNewest,
  listenLocally,
  readBody,
  sendJson,
  testPage,
} from './local-http.ts';

/**
 * The demo people with a mailbox: Lars Andersson (`demo`), Amal Haddad (`amal`), Erik Nilsson (`plan`)
 * and Henrik Sjögren (`tvist`). Everyone else, the companies among them (`foretag`, and Café Linnea AB
 * of the `faktura` ledger), gets paper.
 */
export const mailboxTestRecipients: readonly string[] = demoDebtors
  .filter((debtor) => ['demo', 'amal', 'plan', 'tvist'].includes(debtor.username))
  .map((debtor) => debtor.identityNumber);

type Failure = 'permanent' | 'transient';
type Answer = { status: number; body: unknown };
type Item = {
  contentId: string;
  identityNumber: string;
  subject: string;
  fileName: string;
  pdf: Buffer;
  receivedAt: string;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function page(items: readonly Item[]): string {
  const byRecipient = new Map<string, Item[]>(mailboxTestRecipients.map((number) => [number, []]));
  for (const item of items) byRecipient.get(item.identityNumber)?.push(item);
  const names = new Map(
    demoDebtors.map((debtor) => [
      debtor.identityNumber,
      debtor.companyName ?? `${debtor.firstName} ${debtor.lastName}`,
    ]),
  );
  const sections = [...byRecipient]
    .map(([number, received]) => {
      const rows = received
        .map(
          (item) =>
            `<li>${escapeHtml(item.receivedAt)}: <a href="/content/${item.contentId}.pdf"><bdi>${escapeHtml(item.subject)}</bdi></a> ` +
            `(${escapeHtml(item.fileName)}, ${Math.ceil(item.pdf.length / 1024)} kB)</li>`,
        )
        .join('');
      return `<h2>${escapeHtml(names.get(number) ?? number)} <small>${escapeHtml(number)}</small></h2>${rows ? `<ul>${rows}</ul>` : '<p>Nothing yet.</p>'}`;
    })
    .join('');
  return testPage(
    'Digital mailbox (test)',
    'The demo people who have a digital mailbox, and the letters put in it, newest first. Anyone else is not a recipient: their letters go on paper.',
    sections,
  );
}

/** Starts the test mailbox on `port` (any free one when taken); its address and what stops it. */
export async function startMailboxTestServer(
  port: number,
  /** Who has a mailbox, when not the demo's (a benchmark's generated people). */
  options: { recipients?: Iterable<string> } = {},
) {
  const recipients = new Set(options.recipients ?? mailboxTestRecipients);
  const answers = new Map<string, Answer>();
  const items: Item[] = [];
  const failures = new Map<string, Failure>();

  const receive = (body: unknown): Answer => {
    const fields = (body ?? {}) as Record<string, unknown>;
    const identityNumber = text(fields.identityNumber);
    const subject = text(fields.subject);
    const fileName = text(fields.fileName);
    const pdf = typeof fields.pdf === 'string' ? Buffer.from(fields.pdf, 'base64') : null;
    if (!identityNumber || !subject || !fileName || !pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
      return {
        status: 422,
        body: { error: 'invalid_content', message: 'identityNumber, subject, fileName and a PDF are needed' },
      };
    const failure = failures.get(identityNumber);
    if (failure === 'transient') return { status: 503, body: { error: 'unavailable' } };
    if (failure === 'permanent' || !recipients.has(identityNumber))
      return { status: 404, body: { error: 'not_a_recipient' } };
    const item = {
      contentId: randomUUID(),
      identityNumber,
      subject,
      fileName,
      pdf,
      receivedAt: new Date().toISOString(),
    };
    keepNewest(items, item);
    return { status: 201, body: { contentId: item.contentId, status: 'delivered' } };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(items));
      return;
    }
    if (route === 'GET /messages') {
      sendJson(
        response,
        200,
        items.map(({ pdf, ...item }) => ({
          ...item,
          pdfSha256: createHash('sha256').update(pdf).digest('hex'),
        })),
      );
      return;
    }
    const pdfMatch = /^GET \/content\/([0-9a-f-]+)\.pdf$/.exec(route);
    if (pdfMatch) {
      const item = items.find((candidate) => candidate.contentId === pdfMatch[1]);
      if (!item) return sendJson(response, 404, { error: 'not_found' });
      response
        .writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${item.fileName.replace(/[^\w.-]/g, '_')}"`,
        })
        .end(item.pdf);
      return;
    }
    if (request.method !== 'POST') return sendJson(response, 404, { error: 'not_found' });
    const body = jsonOf(await readBody(request));
    if (route === 'POST /v1/recipients/lookup') {
      const asked = (body as { identityNumbers?: unknown } | undefined)?.identityNumbers;
      if (!Array.isArray(asked)) return sendJson(response, 400, { error: 'identityNumbers needed' });
      return sendJson(response, 200, { recipients: asked.filter((number) => recipients.has(number)) });
    }
    if (route === 'POST /v1/content') {
      const key = text(request.headers['idempotency-key']);
      if (!key) return sendJson(response, 400, { error: 'Idempotency-Key needed' });
      // A repeat answers what the first did and stores nothing.
      let answer = answers.get(key);
      if (!answer) {
        answer = receive(body);
        // A failure is not remembered, so that a repeat after it is tried afresh, as a real service does.
        if (answer.status < 300) answers.set(key, answer);
      }
      return sendJson(response, answer.status, answer.body);
    }
    if (route === 'POST /test/fail') {
      const fields = (body ?? {}) as { identityNumber?: unknown; failure?: unknown };
      const identityNumber = text(fields.identityNumber);
      if (!identityNumber) return sendJson(response, 400, { error: 'identityNumber needed' });
      if (fields.failure === 'permanent' || fields.failure === 'transient')
        failures.set(identityNumber, fields.failure);
      else failures.delete(identityNumber);
      response.writeHead(204).end();
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 400, { error: 'bad_request' });
    });
  });
  const bound = await listenLocally(server, port);
  return { url: `http://127.0.0.1:${bound}`, close: () => closeServer(server) };
}
