/**
 * What the delivery channels' local test servers share: listening on 127.0.0.1 (on any free port when
 * the asked one is taken, as by a second portal on this machine), reading a request's body, and the
 * frame of their pages.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';

/** Listens on 127.0.0.1:`port`, or on a free port when it is taken; the port listened on. */
export async function listenLocally(server: NetServer, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && port !== 0) server.listen(0, '127.0.0.1', resolve);
      else reject(error);
    });
    server.listen(port, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
}

/** Closes `server`, ending its idle keep-alive connections so that it does not wait for them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** The body of `request`, at most `limit` bytes (a PDF letter is well below the default). */
export function readBody(request: IncomingMessage, limit = 20 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** `body` parsed as JSON, or undefined when it is not JSON. */
export function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** How many of what a test server received it keeps (newest first), so that a long demo does not fill the memory. */
const KEPT = 500;

/** Puts `item` first in `list`, dropping the oldest beyond KEPT. */
export function keepNewest<T>(list: T[], item: T): void {
  list.unshift(item);
  list.length = Math.min(list.length, KEPT);
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** A test server's page: `title`, a line saying what it is, and `content` (HTML already escaped). */
export function testPage(title: string, about: string, content: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;margin:2rem;max-width:80rem}
td,th{vertical-align:top;border-top:1px solid #ccc;padding:.3rem;text-align:start}pre{white-space:pre-wrap;margin:0 0 1rem;max-width:70ch}details{margin-bottom:.5rem}td p{margin:0;max-width:50ch}
iframe{width:100%;max-width:48rem;height:22rem;border:1px solid #ccc}</style>
<h1>${escapeHtml(title)}</h1><p>${about}</p>${content}</html>`;
}
