/**
 * A local mail server that keeps what it receives (`npm start`, `SMTP_TEST_SERVER`, refused in
 * production): SMTP on 127.0.0.1 (no TLS, any or no credentials), each mail kept once by its
 * Message-ID, and a web page listing them with each mail's HTML and text. `GET /messages` gives them to
 * tests; `POST /test/fail` `{ address, failure }` makes the server refuse one recipient, `permanent`
 * (550) or `transient` (451). Nothing leaves this machine.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
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

type Mail = {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  language: string | null;
  receivedAt: string;
  html: string;
  text: string;
  /** How many times the same Message-ID arrived again, not kept. */
  repeats: number;
};

type Failure = 'permanent' | 'transient';

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.flatMap((address) => (address.address ? [address.address] : [])),
  );

function page(mails: readonly Mail[]): string {
  const entries = mails
    .map(
      (mail, index) =>
        `<details${index === 0 ? ' open' : ''}><summary>${escapeHtml(mail.receivedAt)} · to ${escapeHtml(mail.to.join(', '))} · ` +
        `<strong><bdi>${escapeHtml(mail.subject)}</bdi></strong> (${escapeHtml(mail.language ?? '?')})${mail.repeats ? ` · sent again ${mail.repeats}×, kept once` : ''}</summary>` +
        `<p>From ${escapeHtml(mail.from)} · Message-ID <code>${escapeHtml(mail.messageId)}</code> · <a href="/messages/${index}/html">HTML alone</a></p>` +
        `<iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>` +
        `<h3>Text part</h3><pre dir="auto">${escapeHtml(mail.text)}</pre></details>`,
    )
    .join('');
  return testPage(
    'Mail (test)',
    'The e-mails the portal sent, newest first; none leaves this machine. Open one to read its HTML and its text part.',
    entries || '<p>No mail yet.</p>',
  );
}

/** Starts the SMTP server on `smtpPort` and its page on `webPort` (free ones when taken); their addresses and what stops them. */
export async function startSmtpTestServer(ports: { smtpPort: number; webPort: number }) {
  const mails: Mail[] = [];
  const failures = new Map<string, Failure>();

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    closeTimeout: 1_000,
    // Every client is on this machine: no name to look up.
    disableReverseLookup: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (address, _session, callback) => {
      const failure = failures.get(address.address.toLowerCase());
      if (!failure) return callback();
      const error = Object.assign(
        new Error(failure === 'permanent' ? 'Mailbox unavailable' : 'Try again later'),
        { responseCode: failure === 'permanent' ? 550 : 451 },
      );
      callback(error);
    },
    onData: (stream, _session, callback) => {
      // mailparser takes half a second to load: the first mail pays for it, not the portal's start.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((parsed) => {
          const messageId = parsed.messageId ?? `<${randomUUID()}@test>`;
          const known = mails.find((mail) => mail.messageId === messageId);
          if (known) known.repeats += 1;
          else
            keepNewest(mails, {
              messageId,
              from: parsed.from?.text ?? '',
              to: addressesOf(parsed.to),
              subject: parsed.subject ?? '',
              language: (parsed.headers.get('content-language') as string | undefined) ?? null,
              receivedAt: new Date().toISOString(),
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              repeats: 0,
            });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  // A client's broken connection is its own affair, and a taken port is handled where it listens.
  smtp.on('error', () => {});

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(mails));
      return;
    }
    if (route === 'GET /messages') return sendJson(response, 200, mails);
    const htmlMatch = /^GET \/messages\/(\d+)\/html$/.exec(route);
    const mail = htmlMatch ? mails[Number(htmlMatch[1])] : undefined;
    if (mail) {
      // The mail's own HTML, sandboxed: it is shown, never run.
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': 'sandbox' })
        .end(mail.html);
      return;
    }
    if (route === 'POST /test/fail') {
      const fields = (jsonOf(await readBody(request, 64 * 1024)) ?? {}) as {
        address?: unknown;
        failure?: unknown;
      };
      if (typeof fields.address !== 'string') return sendJson(response, 400, { error: 'address needed' });
      const address = fields.address.toLowerCase();
      if (fields.failure === 'permanent' || fields.failure === 'transient')
        failures.set(address, fields.failure);
      else failures.delete(address);
      return void response.writeHead(204).end();
    }
    sendJson(response, 404, { error: 'not_found' });
  };

  const web = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 400, { error: 'bad_request' });
    });
  });
  const smtpPort = await listenLocally(smtp.server, ports.smtpPort);
  const webPort = await listenLocally(web, ports.webPort);
  return {
    smtpPort,
    url: `http://127.0.0.1:${webPort}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await closeServer(web);
    },
  };
}
