/**
 * Upload benchmark of Contact us (security finding 3: one debtor's attachments stalled the server).
 * Starts the real server (`apps/server/src/main.ts` in a child process) on PGlite in a fresh data
 * directory, then on PostgreSQL when one answers at DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped afterwards). The demo
 * debtor `demo` sends the largest message allowed (five files, 20 MiB in all: PDFs and JPEGs padded
 * to size with bytes their formats skip, so they pass the type checks), once alone and then eight at
 * once, while `valuta` calls getDebtorSummary over and over. Prints the upload time, the server's
 * resident memory (sampled from /proc every 10 ms: its peak during the upload and before it) and
 * the latency of valuta's calls during the upload beside the same calls with nothing else running.
 *
 * Run: npx node bench/message-upload.ts [--calls-before 50]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { messageLimits } from '@fordra/contract';
import pg from 'pg';
import {
  sampleJpeg,
  sampleOfSize,
  samplePdf,
} from '../apps/server/src/modules/messages/attachment-samples.ts';
import { startLocalServer } from '../scripts/local-server.ts';

const { values } = parseArgs({ options: { 'calls-before': { type: 'string', default: '50' } } });
const callsBefore = Number(values['calls-before']);

const usermessages = '/api/extgwapi/api/debtoraccess/usermessages';

/** A signed-in browser: its cookies and the CSRF token of its session. */
class Browser {
  readonly #cookies = new Map<string, string>();
  csrfToken = '';
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cookie);
    if (init.method === 'POST') headers.set('x-csrf-token', this.csrfToken);
    const response = await fetch(`${this.base}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async #takeCsrfToken() {
    this.csrfToken = ((await (await this.fetch('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs in as a browser does; the token is bound to the session, so it is fetched again after. */
  async signIn(username: string) {
    await this.#takeCsrfToken();
    const login = await this.fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: this.csrfToken, username, password: 'demo1234', json: 'true' }),
    });
    if (!login.ok) throw new Error(`Sign-in of ${username} failed: ${login.status} ${await login.text()}`);
    await this.#takeCsrfToken();
    return this;
  }
}

/** The largest message allowed: five files of 4 MiB, three PDFs and two JPEGs. */
async function largestFiles(): Promise<File[]> {
  const size = messageLimits.maxTotalAttachmentBytes / messageLimits.maxAttachments;
  const pdf = await sampleOfSize(size, (padding) => samplePdf('Kvitto', padding));
  const jpeg = await sampleOfSize(size, (padding) => sampleJpeg(640, 480, padding));
  return [pdf, jpeg, pdf, jpeg, pdf].map(
    (bytes, index) => new File([new Uint8Array(bytes)], `bilaga-${index + 1}.${index % 2 ? 'jpg' : 'pdf'}`),
  );
}

function messageForm(files: File[]): FormData {
  const form = new FormData();
  form.append('subject', 'Kvitton och bilder');
  form.append('message', 'Här är alla kvitton för året.');
  form.append('email', 'lars.andersson@example.se');
  for (const file of files) form.append('attachments', file);
  return form;
}

/** The resident memory (kB) of process `pid` now. */
const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Samples the resident memory of `pid` until the returned function is called, which gives the peak (kB). */
function peakResidentKb(pid: number): () => number {
  let peak = residentKb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentKb(pid));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentKb(pid));
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

/** valuta's getDebtorSummary, one call after another until `done` (or `count` calls); each call's latency. */
async function otherUserCalls(other: Browser, until: { done: boolean } | number): Promise<number[]> {
  const latencies: number[] = [];
  while (typeof until === 'number' ? latencies.length < until : !until.done) {
    const started = performance.now();
    const response = await other.fetch('/api/soap/getDebtorSummary', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`getDebtorSummary answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startLocalServer({ env });
  try {
    const sender = await new Browser(server.url).signIn('demo');
    const other = await new Browser(server.url).signIn('valuta');
    const files = await largestFiles();
    const quiet = await otherUserCalls(other, callsBefore);
    console.log(
      `\n${label}: valuta's getDebtorSummary alone: p50 ${ms(quantile(quiet, 0.5))}, max ${ms(quantile(quiet, 1))}`,
    );
    for (const messages of [1, 8]) {
      const before = residentKb(server.pid);
      const peak = peakResidentKb(server.pid);
      const until = { done: false };
      const calls = otherUserCalls(other, until);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: messages }, async () => {
          const response = await sender.fetch(usermessages, { method: 'POST', body: messageForm(files) });
          const body = await response.text();
          if (!response.ok) throw new Error(`The upload answered ${response.status}: ${body}`);
          return performance.now() - started;
        }),
      );
      const elapsed = performance.now() - started;
      until.done = true;
      const latencies = await calls;
      console.log(
        `${label}, ${messages === 1 ? 'one message' : `${messages} messages at once`} (5 files, 20 MiB each message): ` +
          `all stored in ${ms(elapsed)} (first ${ms(Math.min(...answers))}); ` +
          `server memory ${mb(before)} before, peak ${mb(peak())} during; ` +
          `valuta's getDebtorSummary during (${latencies.length} calls): p50 ${ms(quantile(latencies, 0.5))}, ` +
          `max ${ms(quantile(latencies, 1))}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await measure('PGlite', {});

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `fordra_bench_upload_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', { DATABASE_URL: databaseUrl.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log(`\nPostgreSQL: not reachable at ${serverUrl}, skipped.`);
}
