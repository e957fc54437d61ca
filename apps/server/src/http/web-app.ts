/**
 * Serves the built web app: hashed assets for a year, precompressed; index.html (with configuration,
 * never cached) for every page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../auth/session-plugin.ts';
import type { Config } from '../config.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** index.html with the product name as title and the public configuration the web reads at start. */
export function renderIndexHtml(template: string, config: Config): string {
  const publicConfig = {
    productName: config.productName,
    supportPhone: config.provider.supportPhone,
    supportPhoneE164: config.provider.supportPhoneE164,
    providerName: config.provider.name,
    providerOrgNumber: config.provider.orgNumber,
    sessionCookiePollMs: config.session.cookiePollMs,
  };
  const json = JSON.stringify(publicConfig).replaceAll('<', '\\u003c');
  return template
    .replaceAll('%PRODUCT_NAME%', escapeHtml(config.productName))
    .replace('<!--fordra-config-->', `<script type="application/json" id="fordra-config">${json}</script>`);
}

/** A page as text and compressed once, so each request sends the bytes the browser accepts. */
function compressedPage(text: string): { text: string; br: Buffer; gzip: Buffer } {
  return {
    text,
    br: brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The encoding to answer in by an Accept-Encoding header: brotli, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? compressedPage(renderIndexHtml(readFileSync(indexFile, 'utf8'), config))
    : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      // The build writes each asset brotli- and gzip-compressed beside it (vite.config.ts); the
      // browser gets the smallest it accepts, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // A route per file (wildcard: false) for what is asked for by name; the compressed copies are
      // found beside their file, so they get none (two thirds of the routes, and of their start-up).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`No built web app in ${config.webDistDir}; run "npm run build". The API is served alone.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRequest(request) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage && indexHtml) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding');
      if (!encoding) return reply.send(indexHtml.text);
      return reply.header('content-encoding', encoding).send(indexHtml[encoding]);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NotFound', message: 'There is nothing at this address.' } });
  });
}
