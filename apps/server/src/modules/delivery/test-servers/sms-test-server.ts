/**
 * A local stand-in for an SMS gateway (`npm start`, `SMS_TEST_SERVER`, refused in production): 46elks's
 * `POST /a1/sms` on 127.0.0.1 (any basic credentials), sending each `reference` once, and posting each
 * message's delivery report to its `whendelivered` shortly after. A page at `/` lists the messages,
 * `GET /messages` gives them to tests, and `POST /test/fail` `{ to, failure }` makes one number fail:
 * `permanent` (refused, 400), `transient` (503) or `undeliverable` (accepted, then reported failed).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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

type Failure = 'permanent' | 'transient' | 'undeliverable';
const FAILURES: readonly string[] = ['permanent', 'transient', 'undeliverable'] satisfies Failure[];

type Message = {
  id: string;
  reference: string | null;
  from: string;
  to: string;
  message: string;
  created: string;
  status: 'created' | 'delivered' | 'failed';
  whendelivered: string | null;
  /** How the portal's callback answered the delivery report: its HTTP status, or why it was not reached. */
  report: string | null;
};

const E164 = /^\+[1-9]\d{6,14}$/;
const SENDER = /^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/;

/** 46elks's form of a time: UTC, microseconds, no zone. */
const elksTime = (at: Date) => at.toISOString().replace('Z', '000');

function page(messages: readonly Message[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.created)}</td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.from)}</td>` +
        `<td><p dir="auto">${escapeHtml(message.message)}</p><small>${message.message.length} characters</small></td><td>${escapeHtml(message.status)}</td>` +
        `<td>${escapeHtml(message.report ?? '–')}</td><td><code>${escapeHtml(message.id)}</code></td></tr>`,
    )
    .join('');
  return testPage(
    'SMS gateway (test)',
    'The text messages the portal sent, newest first; none leaves this machine. Each delivery report is posted back to the portal shortly after.',
    `<table><thead><tr><th>Sent</th><th>To</th><th>From</th><th>Message</th><th>Status</th><th>Report posted</th><th>id</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** Starts the test gateway on `port` (any free one when taken); its address and what stops it. */
export async function startSmsTestServer(port: number, options: { reportDelayMs?: number } = {}) {
  const reportDelayMs = options.reportDelayMs ?? 300;
  const messages: Message[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, Failure>();
  const timers = new Set<NodeJS.Timeout>();
  const reports = new Set<Promise<void>>();

  const postReport = async (message: Message) => {
    if (!message.whendelivered) return;
    try {
      const response = await fetch(message.whendelivered, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          id: message.id,
          status: message.status,
          delivered: elksTime(new Date()),
        }),
        signal: AbortSignal.timeout(5_000),
      });
      message.report = `HTTP ${response.status}`;
    } catch (error) {
      message.report = error instanceof Error ? error.message : String(error);
    }
  };

  const deliverLater = (message: Message, failed: boolean) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      message.status = failed ? 'failed' : 'delivered';
      const report = postReport(message);
      reports.add(report);
      void report.finally(() => reports.delete(report));
    }, reportDelayMs);
    timers.add(timer);
  };

  const send = (form: URLSearchParams): { status: number; body: unknown } => {
    const [from, to, text] = [form.get('from') ?? '', form.get('to') ?? '', form.get('message') ?? ''];
    if (!SENDER.test(from)) return { status: 400, body: 'Invalid from' };
    if (!E164.test(to)) return { status: 400, body: 'Invalid to number' };
    if (text === '') return { status: 400, body: 'Missing message' };
    const failure = failures.get(to);
    if (failure === 'permanent') return { status: 400, body: 'Invalid to number' };
    if (failure === 'transient') return { status: 503, body: 'Service unavailable' };
    const message: Message = {
      id: `s${randomBytes(16).toString('hex')}`,
      reference: form.get('reference'),
      from,
      to,
      message: text,
      created: elksTime(new Date()),
      status: 'created',
      whendelivered: form.get('whendelivered'),
      report: null,
    };
    keepNewest(messages, message);
    deliverLater(message, failure === 'undeliverable');
    const parts = Math.max(1, Math.ceil(text.length / 153));
    return {
      status: 200,
      body: {
        id: message.id,
        status: 'created',
        direction: 'outgoing',
        from,
        to,
        message: text,
        created: message.created,
        parts,
      },
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(messages));
      return;
    }
    if (route === 'GET /messages') return sendJson(response, 200, messages);
    const body = await readBody(request, 64 * 1024);
    if (route === 'POST /a1/sms') {
      if (!request.headers.authorization?.startsWith('Basic '))
        return void response.writeHead(401, { 'www-authenticate': 'Basic' }).end('Unauthorized');
      const form = new URLSearchParams(body.toString('utf8'));
      const reference = form.get('reference');
      // A repeat of a reference answers what its first send did, and sends nothing.
      let answer = reference ? answers.get(reference) : undefined;
      if (!answer) {
        answer = send(form);
        if (reference && answer.status < 300) answers.set(reference, answer);
      }
      if (typeof answer.body === 'string')
        return void response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      return sendJson(response, answer.status, answer.body);
    }
    if (route === 'POST /test/fail') {
      const fields = (jsonOf(body) ?? {}) as { to?: unknown; failure?: unknown };
      if (typeof fields.to !== 'string') return sendJson(response, 400, { error: 'to needed' });
      if (typeof fields.failure === 'string' && FAILURES.includes(fields.failure))
        failures.set(fields.to, fields.failure as Failure);
      else failures.delete(fields.to);
      return void response.writeHead(204).end();
    }
    sendJson(response, 404, { error: 'not_found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 400, { error: 'bad_request' });
    });
  });
  const bound = await listenLocally(server, port);
  return {
    url: `http://127.0.0.1:${bound}`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(reports);
      await closeServer(server);
    },
  };
}
