/**
 * Compression of the server's answers. The built web app is compressed once, at build time (Vite's
 * precompress step writes `.br` and `.gz` beside each asset), and served as such by `@fastify/static`
 * (web-app.ts). API answers are compressed on the fly (brotli or gzip, as the browser accepts) above
 * a size where it pays, except the session protocol's (/api/auth: the CSRF token, BankID's codes):
 * a secret in a compressed answer beside text an attacker chooses leaks through the answer's size
 * (BREACH), so those are never compressed. Request bodies are not decompressed: no caller needs it,
 * and it would let a small body become a large one.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain too little from compression to pay for it. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The session protocol, whose answers carry secrets and are never compressed. */
function carriesSecrets(url: string): boolean {
  return url === '/api/auth' || url.startsWith('/api/auth/');
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own hook, which reads each route's `compress` option.
  app.addHook('onRoute', (route) => {
    if (carriesSecrets(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Fast settings for answers made per request; the web app's files are compressed at build time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
