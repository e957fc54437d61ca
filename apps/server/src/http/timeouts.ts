/**
 * How long a client may take to send a request. Without limits (Fastify's default) a client that
 * sends its body a byte at a time, or opens a connection and says nothing, holds a socket for ever;
 * enough of them and the portal answers nobody.
 */

export type HttpTimeouts = {
  /** The whole request, headers and body, in ms: a 20 MB upload at 2 Mbit/s takes 80 s. */
  requestMs: number;
  /**
   * A connection on which nothing moves either way, in ms. It runs while a handler works too, so it
   * is longer than the longest answer takes (a staff member's upload of a large payment file is
   * imported before it is answered); a client that sends nothing meets the request timeout first.
   */
  idleMs: number;
};

export const httpTimeouts: HttpTimeouts = { requestMs: 120_000, idleMs: 300_000 };

/**
 * Fastify's options for `timeouts`. Node's server takes the request timeout only when it is made
 * (set afterwards, as Fastify's `requestTimeout` alone does, the one it was made with stays in force), and checks for
 * requests past their time every `connectionsCheckingInterval` (30 s by default, a quarter more than
 * allowed), so it is given both when made and checks at a tenth of the limit.
 */
export function fastifyTimeouts({ requestMs, idleMs }: HttpTimeouts) {
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: Math.min(60_000, requestMs),
      connectionsCheckingInterval: Math.max(100, Math.round(requestMs / 10)),
    },
  };
}
