/**
 * The demo's webhook receiver (`npm start`, `WEBHOOK_TEST_RECEIVER`, refused in production): it verifies
 * each message's signature as an integrator's system would and shows the latest on a small page at
 * http://localhost:3446/. The demo client's endpoint points at it (`ensureDemoWebhookEndpoint`).
 */
import http from 'node:http';
import type { Executor } from '../../db/executor.ts';
import { clientIdByNumber } from '../../db/repositories/clients.ts';
import { insertWebhookEndpoint, webhookEndpointsOfClient } from '../../db/repositories/webhooks.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import type { SecretBox } from './secret-box.ts';
import { verifyWebhook } from './webhook-signature.ts';

/** The demo endpoint's secret: public, like the demo's passwords, and refused with the rest of the demo in production. */
export const DEMO_WEBHOOK_SECRET = 'whsec_ZGVtby13ZWJob29rLXNlY3JldC1vZi1mb3JkcmEtMDAwMDAw';

type Arrival = { at: string; id: string; type: string; verified: boolean; body: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

function page(arrivals: readonly Arrival[]) {
  const rows = arrivals
    .map(
      (arrival) =>
        `<tr><td>${escapeHtml(arrival.at)}</td><td><code>${escapeHtml(arrival.type)}</code></td>` +
        `<td>${arrival.verified ? '✔ verified' : '✘ NOT verified'}</td><td><code>${escapeHtml(arrival.id)}</code></td>` +
        `<td><pre>${escapeHtml(arrival.body)}</pre></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<title>Webhook receiver (demo)</title><style>body{font-family:sans-serif;margin:2rem}td{vertical-align:top;border-top:1px solid #ccc;padding:.3rem}pre{white-space:pre-wrap;margin:0;max-width:60ch}</style>
<h1>Webhook receiver (demo)</h1><p>The demo client's endpoint sends here; each message's signature is checked with its secret. Newest first.</p>
<table><thead><tr><th>Received</th><th>Type</th><th>Signature</th><th>webhook-id</th><th>Body</th></tr></thead><tbody>${rows}</tbody></table></html>`;
}

/** Starts the receiver on `port`; what stops it. */
export async function startWebhookTestReceiver(port: number, secret = DEMO_WEBHOOK_SECRET) {
  const arrivals: Arrival[] = [];
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(arrivals));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifyWebhook(secret, request.headers, body);
      let type = '?';
      try {
        type = String(JSON.parse(body).type);
      } catch {}
      arrivals.unshift({
        at: new Date().toISOString(),
        id: String(request.headers['webhook-id']),
        type,
        verified,
        body,
      });
      arrivals.length = Math.min(arrivals.length, 100);
      // A real receiver refuses an unverified message (401); the demo's shows it and accepts it, so that an
      // endpoint added with a secret of its own is seen here too.
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Points the demo client's endpoint at the receiver on `port`, unless it has one there already. */
export async function ensureDemoWebhookEndpoint(
  db: Executor,
  port: number,
  secrets: SecretBox,
): Promise<void> {
  const clientId = await clientIdByNumber(db, demoApiKey.client);
  if (!clientId) return;
  const url = `http://localhost:${port}/webhooks`;
  const endpoints = await webhookEndpointsOfClient(db, clientId);
  if (endpoints.some((endpoint) => endpoint.url === url)) return;
  await insertWebhookEndpoint(db, {
    clientId,
    url,
    description: 'The demo’s local receiver',
    eventTypes: [],
    secret: secrets.seal(DEMO_WEBHOOK_SECRET),
  });
}
