/**
 * Serves the built web app: hashed assets for a year, precompressed; index.html (with configuration,
 * never cached) for every page; for a page the web names as first opened (the sign-in page, and the
 * pages a debtor, a client's user or a member of staff opens first, to one of them signed in), with
 * preload links for what it asks for first, in the visitor's language, and for a debtor the page rendered
 * on the server with the answers to its reads (server-rendering.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { detectLanguage, directionOf, type Language, localeOf } from '@fordra/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, csrfBinding, tokenFromCookie } from '../auth/csrf.ts';
import { isApiRequest, isSessionOf } from '../auth/session-plugin.ts';
import { type ActiveSession, SESSION_COOKIE, type SessionStore } from '../auth/sessions.ts';
import type { Config } from '../config-types.ts';
import { loggableError } from './error-handler.ts';
import {
  answerAsBrowser,
  isMobileBrowser,
  loadPageRenderer,
  type PageRenderer,
  type RenderedPage,
} from './server-rendering.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON to put inside a `<script>` element: no `<` in it can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The public configuration the web reads at start (its app/config.ts). */
function publicConfigOf(config: Config) {
  return {
    productName: config.productName,
    supportPhone: config.provider.supportPhone,
    supportPhoneE164: config.provider.supportPhoneE164,
    providerName: config.provider.name,
    providerOrgNumber: config.provider.orgNumber,
    sessionCookiePollMs: config.session.cookiePollMs,
  };
}

/** What index.html shows in its root until the app renders (index.html): replaced by a page rendered. */
const waitingRoot =
  '<div id="root"><div class="boot" aria-hidden="true"><div class="boot-spinner"></div></div></div>';

/** A page in its language: the page rendered in it, if any, and what the app hydrates with it. */
type PageContent = { language: Language; rendered?: RenderedPage };

/**
 * index.html with the product name as title, the public configuration the web reads at start, and
 * `preloads` (links) at the end of the head: after the entry's script and React's, the two largest
 * files, which the browser then asks for first. Named before them, the page's small files took the few
 * connections a phone's browser opens first, and the entry arrived last. A page in a language has it
 * in `<html lang dir>`, and a debtor's page rendered on the server its content in the root and what the
 * app hydrates with it (the web's rendered-page.ts).
 */
export function renderIndexHtml(
  template: string,
  config: Config,
  preloads = '',
  content?: PageContent,
): string {
  const state = content?.rendered
    ? `<script type="application/json" id="fordra-ssr">${scriptJson(content.rendered.state)}</script>`
    : '';
  const styles = content?.rendered?.html ? content.rendered.styles : '';
  const html = content?.rendered?.html;
  let page = template
    .replaceAll('%PRODUCT_NAME%', escapeHtml(config.productName))
    .replace(
      '<!--fordra-config-->',
      () =>
        `<script type="application/json" id="fordra-config">${scriptJson(publicConfigOf(config))}</script>${state}${styles}`,
    )
    .replace('</head>', () => `${preloads}</head>`);
  if (content)
    page = page.replace(
      '<html lang="sv" dir="ltr">',
      `<html lang="${localeOf(content.language)}" dir="${directionOf(content.language)}">`,
    );
  // Inert until the app has taken it up (the web's app.tsx): a press or a keystroke before then would
  // be lost, or undone as the app takes the page up.
  if (html) page = codeAfterPaint(page.replace(waitingRoot, () => `<div id="root" inert>${html}</div>`));
  return page;
}

/** A module script or a module preload of a page, as load-app.js loads it. */
type LaterCode = { href: string; media?: string; low?: true; entry?: true };

const moduleTag = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A server-rendered page whose code loads once it has painted (the web's public/load-app.js): its module scripts
 * and preloads taken out of it, into the list that script reads. On a slow phone's connection the
 * page's own bytes then arrive first, not beside the app's code.
 */
function codeAfterPaint(page: string): string {
  const code: LaterCode[] = [];
  const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  const rest = page.replace(moduleTag, (tag) => {
    const href = attribute(tag, tag.startsWith('<script') ? 'src' : 'href');
    const media = attribute(tag, 'media');
    if (href)
      code.push({
        href,
        ...(media ? { media } : {}),
        ...(tag.includes('fetchpriority="low"') ? { low: true as const } : {}),
        ...(tag.startsWith('<script') ? { entry: true as const } : {}),
      });
    return '';
  });
  return rest.replace(
    '</head>',
    () =>
      `<script type="application/json" id="fordra-code">${scriptJson(code)}</script><script defer src="/load-app.js"></script></head>`,
  );
}

/** To whom a first page is named: anyone, or a signed-in user of one role (whose session the server checks). */
const FIRST_PAGE_AUDIENCES = ['anyone', 'debtor', 'creditor', 'staff'] as const;
type FirstPageAudience = (typeof FIRST_PAGE_AUDIENCES)[number];

/**
 * What a first page asks for first, as the web's build lists it in `first-pages.json`
 * (apps/web/vite.config.ts): to whom it is named, its routes' scripts and style sheets, those it
 * loads besides in a right-to-left language, those it loads only on a computer's screen (a media
 * query), its API calls (`:name` standing for that part of the page's path), and
 * per language its catalogues' scripts.
 */
type FirstPage = {
  for: FirstPageAudience;
  scripts: string[];
  styles: string[];
  rightToLeftScripts: string[];
  computerScripts: string[];
  computerScreen: string;
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
    FIRST_PAGE_AUDIENCES.includes(page.for as FirstPageAudience) &&
    isPathList(page.scripts) &&
    isPathList(page.styles) &&
    isPathList(page.rightToLeftScripts) &&
    isPathList(page.computerScripts) &&
    typeof page.computerScreen === 'string' &&
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
export function preloadLinks(
  page: FirstPage,
  language: Language,
  params: Record<string, string> = {},
): string {
  const module = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;
  // A signed-in user's page names fifteen to thirty files of code. Fetched at once beside the entry and
  // React, they slowed those two, which everything waits for; at low priority the browser takes them
  // after, and still before the entry asks. (The sign-in page names two small files: they keep their
  // priority.)
  const code = (href: string, media = '') => {
    const priority = page.for === 'anyone' ? '' : ' fetchpriority="low"';
    const only = media ? ` media="${escapeHtml(media)}"` : '';
    return `<link rel="modulepreload"${priority}${only} crossorigin href="${escapeHtml(href)}">`;
  };
  const call = (href: string) => href.replace(/:(\w+)/g, (name, key: string) => params[key] ?? name);
  return [
    ...page.scripts.map((href) => code(href)),
    ...(directionOf(language) === 'rtl' ? page.rightToLeftScripts.map((href) => code(href)) : []),
    // Only where they will run: a phone, which opens the Swish app instead of showing its QR code,
    // does not fetch them.
    ...page.computerScripts.map((href) => code(href, page.computerScreen)),
    ...(page.catalogues[language] ?? []).map(module),
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...page.fetches.map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(call(href))}">`,
    ),
  ].join('');
}

/** A part of a page's path that a first page's calls may name: an id (a case's GUID), nothing else. */
const pathParam = '([A-Za-z0-9-]{1,64})';

/** A first page's path as a pattern: `/cases/:caseGuid` matches `/cases/` and an id, naming it `caseGuid`. */
function pathPattern(pagePath: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pagePath
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return pathParam;
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

type FirstPageMatch = { key: string; page: FirstPage; params: Record<string, string> };

/**
 * Which first page a path is, with its path's named parts: a page listed by its very path first (the
 * current case's `/cases/current`), then one whose pattern the path matches.
 */
function firstPageMatcher(firstPages: Map<string, FirstPage>): (pagePath: string) => FirstPageMatch | null {
  const patterns = [...firstPages]
    .filter(([key]) => key.includes(':'))
    .map(([key, page]) => ({ key, page, ...pathPattern(key) }));
  return (pagePath) => {
    const exact = pagePath.includes(':') ? undefined : firstPages.get(pagePath);
    if (exact) return { key: pagePath, page: exact, params: {} };
    for (const { key, page, pattern, names } of patterns) {
      const match = pattern.exec(pagePath);
      if (match)
        return { key, page, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
    }
    return null;
  };
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

/** `location` with the language the request's address names (`?lang=`), if it names one. */
function withLanguageOf(request: FastifyRequest, location: string): string {
  const query = request.url.indexOf('?');
  const named = new URLSearchParams(query === -1 ? '' : request.url.slice(query)).get('lang');
  if (!named) return location;
  const target = new URL(location, 'http://localhost');
  target.searchParams.set('lang', named);
  return `${target.pathname}${target.search}`;
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

/** A page as text and compressed, so each request sends the bytes the browser accepts: at best for a page kept. */
function compressedPage(
  text: string,
  effort: 'best' | 'quick' = 'best',
): { text: string; br: Buffer; gzip: Buffer } {
  const best = effort === 'best';
  return {
    text,
    br: brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5 },
    }),
    gzip: gzipSync(text, { level: best ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  };
}

/** The encoding to answer in by an Accept-Encoding header: brotli, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(acceptedValues(header));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The session of a user of `role` signed in that sends this request (its session cookie names a live
 * session of that role), else null. A session that cannot be read now counts as none: the page comes
 * without links, and the app asks.
 */
async function sessionOf(
  request: FastifyRequest,
  sessions: Pick<SessionStore, 'resolve'>,
  role: ActiveSession['role'],
): Promise<ActiveSession | null> {
  try {
    const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    return isSessionOf(session, role) ? session : null;
  } catch (error) {
    request.log.warn({ err: loggableError(error) }, 'the session of a page request could not be read');
    return null;
  }
}

/** How long a debtor's page may take to render before it is sent for the app to render (renderDebtorPage). */
const renderTimeoutMs = 3000;

/**
 * A debtor's page rendered on the server (server-rendering.ts), its reads answered as the browser's would be
 * (with the CSRF token the browser's own cookie holds for this session); null when it cannot be rendered
 * at all, in which case the app renders it and asks for everything itself.
 */
async function renderDebtorPage(
  app: FastifyInstance,
  config: Config,
  renderPage: PageRenderer,
  request: FastifyRequest,
  session: ActiveSession,
  language: Language,
): Promise<RenderedPage | null> {
  const token = tokenFromCookie(request.cookies[CSRF_COOKIE], config.sessionSecret, csrfBinding(session));
  let timer: NodeJS.Timeout | undefined;
  // A read that does not answer must not keep the page from the visitor: it is sent unrendered.
  const tooLate = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.warn({ url: request.url }, 'a page took too long to render; it is sent unrendered');
      resolve(null);
    }, renderTimeoutMs);
  });
  try {
    return await Promise.race([
      renderPage({
        url: request.url,
        language,
        screen: request.cookies['fordra.screen'] ?? null,
        mobile: isMobileBrowser(request),
        answer: answerAsBrowser(app, request, token),
      }),
      tooLate,
    ]);
  } catch (error) {
    request.log.warn({ err: loggableError(error) }, 'a page could not be rendered on the server');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  sessions: Pick<SessionStore, 'resolve'>,
): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const indexHtml = template === null ? null : compressedPage(renderIndexHtml(template, config));
  // A first page in a language is made and compressed when first asked for, then kept: at most a
  // dozen small pages each, and no work added to the start. One whose calls name a part of its path
  // (a case's page), or a debtor's page rendered, is made for each request.
  const firstPages = template === null ? new Map<string, FirstPage>() : readFirstPages(config.webDistDir);
  // Loaded beside the start, not before it: the first debtor's page waits for it if it must.
  const pageRenderer =
    template?.includes(waitingRoot) === true
      ? loadPageRenderer(config.webDistDir, publicConfigOf(config), app.log)
      : Promise.resolve(null);
  const matchFirstPage = firstPageMatcher(firstPages);
  const firstPageHtml = new Map<string, ReturnType<typeof compressedPage> & { personal: boolean }>();
  /**
   * The page to send for a first page's path: with its links when they are for this visitor (a page
   * for a role only to a live session of that role: its calls would answer anyone else 401 or 403,
   * and the app would send them elsewhere), rendered for a debtor, and whether it is a debtor's own.
   */
  const firstPageFor = async (request: FastifyRequest, first: FirstPageMatch) => {
    if (template === null) return null;
    const audience = first.page.for;
    const session = audience === 'anyone' ? null : await sessionOf(request, sessions, audience);
    if (audience !== 'anyone' && !session) return null;
    const language = requestLanguage(request);
    const renderPage = audience === 'debtor' && session ? await pageRenderer : null;
    const rendered =
      session && renderPage
        ? await renderDebtorPage(app, config, renderPage, request, session, language)
        : null;
    // A page that leads on to another (the current case): there, as the app would go, in the language
    // its address named.
    if (rendered?.location && /^\/(?!\/)/.test(rendered.location))
      return { location: withLanguageOf(request, rendered.location) };
    const render = (effort: 'best' | 'quick') => ({
      ...compressedPage(
        renderIndexHtml(template, config, preloadLinks(first.page, language, first.params), {
          language,
          ...(rendered ? { rendered } : {}),
        }),
        effort,
      ),
      personal: rendered !== null,
    });
    // Made for one request: compressed quickly (a fortieth of the time, under a hundred bytes more).
    // A page rendered is compressed as the API compresses the same answers: no token or code is in it.
    if (Object.keys(first.params).length > 0 || rendered) return render('quick');
    const key = `${first.key} ${language}`;
    let html = firstPageHtml.get(key);
    if (!html) {
      html = render('best');
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
      // The module that renders pages (server/) is the server's, not the browser's.
      globIgnore: ['**/*.br', '**/*.gz', 'server/**'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`No built web app in ${config.webDistDir}; run "npm run build". The API is served alone.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pagePath = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRequest(request) &&
      !path.extname(pagePath);
    if (isPage && indexHtml) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const first = matchFirstPage(pagePath);
      const page = (first && (await firstPageFor(request, first))) ?? { ...indexHtml, personal: false };
      if ('location' in page) return reply.header('cache-control', 'no-store').redirect(page.location);
      reply
        .type('text/html; charset=utf-8')
        // A debtor's answers, like the API's, must not stay in a browser's or a proxy's cache.
        .header('cache-control', page.personal ? 'no-store' : 'no-cache')
        // A first page's links are those of the visitor's language, which the cookie or the browser's
        // languages give, and a page for a role has them only with the session cookie of that role.
        .header('vary', first ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
      if (!encoding) return reply.send(page.text);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NotFound', message: 'There is nothing at this address.' } });
  });
}
