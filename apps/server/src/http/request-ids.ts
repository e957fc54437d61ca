/**
 * Every request has an id: a random UUID, or the `X-Request-Id` a proxy named in `TRUST_PROXY` sent
 * (so that its log and ours can be joined), never one from anyone else, who could make their requests
 * look like another's. The id is in every log line written while the request is answered (logging/
 * request-context.ts, whichever logger writes it) and in the answer's `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config-types.ts';
import { runForRequest } from '../logging/request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: printable, without spaces or quotes, and short (nginx, Envoy and ALBs send 32 to 36 characters). */
const ACCEPTED_ID = /^[\w.:@+=/-]{1,128}$/;

/** Whether the peer at `address` is one of the proxies `trustProxy` names (addresses, ranges, `loopback`). */
export function trustsPeer(trustProxy: Config['trustProxy']): (address: string | undefined) => boolean {
  if (!trustProxy) return () => false;
  const trusted = new BlockList();
  for (const entry of trustProxy) {
    if (entry === 'loopback') {
      trusted.addSubnet('127.0.0.0', 8, 'ipv4');
      trusted.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer of a socket listening on IPv6 is written ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's options for the ids: made here alone, never read from a header Fastify picks itself. */
export function requestIdOptions(trustProxy: Config['trustProxy']) {
  const trusted = trustsPeer(trustProxy);
  return {
    requestIdHeader: false as const,
    genReqId: (request: IncomingMessage): string => {
      const given = request.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(request.socket?.remoteAddress))
        return given;
      return randomUUID();
    },
  };
}

/** Names the id in every answer, and makes it the id of every log line while the request is answered. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runForRequest(request.id, done);
  });
}
