/**
 * Serves the built web app: hashed assets for a year, precompressed; index.html (with configuration,
 * never cached) for every page; for a page the web names as first opened (the sign-in page), with
 * preload links for what it asks for first, in the visitor's language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { detectLanguage, type Language } from '@fordra/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from '../auth/session-plugin.ts';
import type { Config } from '../config.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * index.html with the product name as title, the public configuration the web reads at start, and
 * `preloads` (links) at the end of the head: after the entry's script and React's, the two largest
 * files, which the browser then asks for first. Named before them, the page's small files took the
 * few connections a phone's browser opens first, and the entry arrived last.
 */
export function renderIndexHtml(template: string, config: Config, preloads = ''): string {
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
    .replace('<!--fordra-config-->', `<script type="application/json" id="fordra-config">${json}</script>`)
    .replace('</head>', `${preloads}</head>`);
}

/**
 * What a first page asks for first, as the web's build lists it in `first-pages.json`
 * (apps/web/vite.config.ts): its route's scripts and style sheets, its API calls, and per language
 * its catalogues' scripts.
 */
type FirstPage = {
  scripts: string[];
  styles: string[];
  fetches: string[];
  catalogues: Partial<Record<string, string[]>>;
};

/** A list of paths on this server (`/assets/…`), nothing of another origin. */
const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && /^\/(?!\/)/.test(item));

function isFirstPage(value: unknown): value is FirstPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    isPathList(page.scripts) &&
    isPathList(page.styles) &&
    isPathList(page.fetches) &&
    typeof page.catalogues === 'object' &&
    page.catalogues !== null &&
    Object.values(page.catalogues).every(isPathList)
  );
}

/** The build's first pages by path; none when the build has no such list (or not one this server reads). */
export function readFirstPages(webDistDir: string): Map<string, FirstPage> {
  const file = path.join(webDistDir, 'first-pages.json');
  if (!existsSync(file)) return new Map();
  try {
    const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof listed !== 'object' || listed === null) return new Map();
    return new Map(
      Object.entries(listed).filter((entry): entry is [string, FirstPage] => isFirstPage(entry[1])),
    );
  } catch {
    return new Map();
  }
}

/**
 * The links that have the browser fetch a first page's needs beside the app's entry, not a round trip
 * after it: its scripts and catalogues as module preloads (the same requests the app's imports make),
 * its style sheets, and its calls as fetch preloads (credentials as the app's own `fetch` sends them).
 */
export function preloadLinks(page: FirstPage, language: Language): string {
  const module = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;
  return [
    ...page.scripts.map(module),
    ...(page.catalogues[language] ?? []).map(module),
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...page.fetches.map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`,
    ),
  ].join('');
}

/** The items of a header such as Accept-Encoding or Accept-Language, most wanted first; `q=0` refuses one. */
export function acceptedValues(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [value = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { value: value.trim().toLowerCase(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ value, quality }) => value !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ value }) => value);
}

/** The language the web app will show for this request (as it decides: the address, the cookie, the browser). */
function requestLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?');
  return detectLanguage({
    search: query === -1 ? '' : request.url.slice(query),
    cookie: request.headers.cookie ?? '',
    stored: null,
    browserLanguages: acceptedValues(request.headers['accept-language']),
  });
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
  const accepted = new Set(acceptedValues(header));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const indexHtml = template === null ? null : compressedPage(renderIndexHtml(template, config));
  // A first page in a language is made and compressed when first asked for, then kept: at most a
  // dozen small pages each, and no work added to the start.
  const firstPages = template === null ? new Map<string, FirstPage>() : readFirstPages(config.webDistDir);
  const firstPageHtml = new Map<string, ReturnType<typeof compressedPage>>();
  const firstPageFor = (request: FastifyRequest) => {
    const pagePath = request.url.split('?')[0] ?? '';
    const page = firstPages.get(pagePath);
    if (!page || template === null) return null;
    const language = requestLanguage(request);
    const key = `${pagePath} ${language}`;
    let html = firstPageHtml.get(key);
    if (!html) {
      html = compressedPage(renderIndexHtml(template, config, preloadLinks(page, language)));
      firstPageHtml.set(key, html);
    }
    return html;
  };
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
      const firstPage = firstPageFor(request);
      const page = firstPage ?? indexHtml;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // A first page's links are those of the visitor's language, which the cookie or the browser's
        // languages give.
        .header('vary', firstPage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
      if (!encoding) return reply.send(page.text);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NotFound', message: 'There is nothing at this address.' } });
  });
}
