/**
 * A client that sends its request slowly, or stops sending, does not hold a connection for ever: the
 * portal's server has the limits of timeouts.ts, and a server with them ends such requests.
 */
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fastifyTimeouts, httpTimeouts } from './timeouts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the server writes on `socket` until it closes it, and after how many ms. */
function untilClosed(socket: Socket): Promise<{ answer: string; afterMs: number }> {
  const started = performance.now();
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk;
  });
  // The server may reset the connection while the client still writes (ECONNRESET): 'close' follows.
  socket.on('error', () => undefined);
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ answer, afterMs: performance.now() - started })),
  );
}

describe('the request timeouts', () => {
  it('are those of timeouts.ts on the portal’s server', () => {
    expect(httpTimeouts).toEqual({ requestMs: 120_000, idleMs: 300_000 });
    expect(t.app.server.requestTimeout).toBe(httpTimeouts.requestMs);
    expect(t.app.server.timeout).toBe(httpTimeouts.idleMs);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(httpTimeouts.requestMs);
    // Only given to the server when it is made, as the request timeout must be (timeouts.ts).
    expect((t.app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval).toBe(
      12_000,
    );
  });

  it('end a body sent a byte at a time with 408, and a connection on which nothing is sent', async () => {
    const app = Fastify(fastifyTimeouts({ requestMs: 1_000, idleMs: 60_000 }));
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const slow = connect(port, '127.0.0.1');
      const slowEnd = untilClosed(slow);
      slow.write(
        'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      const trickle = setInterval(() => slow.writable && slow.write(' '), 200);
      const { answer, afterMs } = await slowEnd;
      clearInterval(trickle);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeLessThan(2_500);

      const silent = connect(port, '127.0.0.1');
      const silentEnd = untilClosed(silent);
      silent.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n');
      expect((await silentEnd).afterMs).toBeLessThan(2_000);
    } finally {
      await app.close();
    }
  });
});
