/**
 * The receiving end of bench/webhooks.ts, in a process of its own as a client's system is: verifies each
 * delivery's signature with the secret it is given, answers 204, and tells its parent (IPC) the port it
 * listens on, then every 50 ms the events it received since (webhook-id and the time of receipt, ms since
 * the epoch) and how many failed verification.
 *
 * Started by bench/webhooks.ts: node bench/webhook-receiver.ts <secret>
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../apps/server/src/modules/webhooks/webhook-signature.ts';

export type ReceiverMessage =
  | { kind: 'listening'; port: number }
  | { kind: 'received'; events: [string, number][]; unverified: number };

const secret = process.argv[2];
if (!secret || !process.send) throw new Error('Started by bench/webhooks.ts with the secret, over IPC');
const send = process.send.bind(process);

let events: [string, number][] = [];
let unverified = 0;
const receiver = http.createServer({ keepAliveTimeout: 60_000 }, (request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!verifyWebhook(secret, request.headers, Buffer.concat(chunks).toString('utf8'))) unverified++;
    events.push([String(request.headers['webhook-id']), Date.now()]);
    response.writeHead(204);
    response.end();
  });
});
receiver.listen(0, '127.0.0.1', () => {
  send({ kind: 'listening', port: (receiver.address() as AddressInfo).port } satisfies ReceiverMessage);
});
const report = setInterval(() => {
  if (events.length === 0) return;
  send({ kind: 'received', events, unverified } satisfies ReceiverMessage);
  events = [];
}, 50);
process.on('disconnect', () => {
  clearInterval(report);
  receiver.close();
  process.exit(0);
});
