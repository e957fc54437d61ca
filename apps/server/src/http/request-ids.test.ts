/**
 * Every request's id: a random UUID, or the X-Request-Id of a proxy named in TRUST_PROXY; in the answer
 * and in every line logged while it is answered, whichever logger writes it.
 */
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLogger } from '../logging/logger.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { trustsPeer } from './request-ids.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = { reqId?: string; msg: string; raw: string };

function capture(): DestinationStream & { lines: Line[] } {
  const lines: Line[] = [];
  return { lines, write: (raw: string) => void lines.push({ ...JSON.parse(raw), raw }) };
}

let t: TestApp;
const appLog = capture();
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logTo: appLog });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('are a new UUID for every request, named in its answer and its log lines, whatever it sent', async () => {
    const ids = new Set<string>();
    for (const [url, status] of [
      ['/api/healthz', 200],
      ['/api/extgwapi/api/cases', 401],
      ['/api/no-such-call', 404],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        // Not from a trusted proxy: ignored.
        headers: { 'x-request-id': 'chosen-by-the-caller' },
      });
      expect(response.statusCode, url).toBe(status);
      const id = String(response.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      ids.add(id);
      const lines = appLog.lines.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
    expect(ids.size).toBe(3);
    expect(appLog.lines.some((line) => line.reqId === 'chosen-by-the-caller')).toBe(false);
  });

  describe('behind a proxy', () => {
    let app: FastifyInstance;
    const log = capture();
    beforeAll(async () => {
      app = await buildApp({ ...t.config, trustProxy: ['10.0.0.5'] }, t.database, {
        log: createLogger('info', log),
      });
      // Work that logs through the app's own logger, as BankID's orders and the background work do.
      app.get('/request-id-probe', { config: { access: 'public' } }, async (request) => {
        await setImmediate();
        app.log.info('logged by the app’s logger');
        request.log.info('logged by the request’s logger');
        return { id: request.id };
      });
      await app.ready();
    });
    afterAll(() => app.close());

    const probe = (remoteAddress: string, id?: string) =>
      app.inject({
        method: 'GET',
        url: '/request-id-probe',
        remoteAddress,
        headers: id ? { 'x-request-id': id } : {},
      });

    it('takes the id the trusted proxy sent, and names it in every line of the request', async () => {
      const before = log.lines.length;
      const response = await probe('10.0.0.5', 'nginx-4f1c2a9e7b');
      expect(response.headers['x-request-id']).toBe('nginx-4f1c2a9e7b');
      expect(response.json()).toEqual({ id: 'nginx-4f1c2a9e7b' });
      const lines = log.lines.slice(before);
      expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
        ['incoming request', 'nginx-4f1c2a9e7b'],
        ['logged by the app’s logger', 'nginx-4f1c2a9e7b'],
        ['logged by the request’s logger', 'nginx-4f1c2a9e7b'],
        ['request completed', 'nginx-4f1c2a9e7b'],
      ]);
      // Named once on each line, the request logger's own too.
      for (const line of lines) expect(line.raw.split('"reqId"').length, line.raw).toBe(2);
    });

    it('makes its own for anyone else, and for an id the proxy sent that is not one', async () => {
      for (const [address, id] of [
        ['10.0.0.6', 'nginx-4f1c2a9e7b'],
        ['10.0.0.5', 'two words'],
        ['10.0.0.5', 'x'.repeat(129)],
        ['10.0.0.5', undefined],
      ] as const) {
        const response = await probe(address, id);
        expect(response.headers['x-request-id'], `${address} ${id}`).toMatch(UUID);
      }
      // Outside any request, a line has no request id.
      app.log.info('outside');
      expect(log.lines.at(-1)).not.toHaveProperty('reqId');
    });
  });

  it('trust only the proxies named, IPv4 peers of an IPv6 socket included', () => {
    const trusted = trustsPeer(['10.0.0.5', '192.168.1.0/24', 'loopback']);
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '192.168.1.77', '127.0.0.1', '::1'])
      expect(trusted(address), address).toBe(true);
    for (const address of ['10.0.0.6', '192.168.2.1', '::ffff:10.0.0.6', 'fe80::1', undefined])
      expect(trusted(address), String(address)).toBe(false);
    expect(trustsPeer(false)('127.0.0.1')).toBe(false);
  });
});
