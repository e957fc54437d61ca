/** Serves the built web app: hashed assets for a year, index.html (with configuration) for every page. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? renderIndexHtml(readFileSync(indexFile, 'utf8'), config) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
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
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NotFound', message: 'There is nothing at this address.' } });
  });
}
