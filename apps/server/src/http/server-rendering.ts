/**
 * A debtor's first page rendered on the server, by the web's own module (apps/web/src/entry-server.tsx,
 * built into `server/` of the web's build): the page shows as soon as it arrives, before the app's code
 * has loaded, and the app takes it up as it is.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@fordra/domain/languages';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { loggableError } from './error-handler.ts';

/** How the web's module answers a read of the page it renders: as the browser's fetch would be answered. */
type Answer = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The page rendered (null when it could not be), its styles (elements for the head) and what the app hydrates
 * with it (the web's rendered-page.ts); or the path of the app it leads on to (the current case).
 */
export type RenderedPage = { html: string | null; styles: string; state: unknown; location?: string };

export type PageRenderer = (page: {
  url: string;
  language: Language;
  /** The screens the browser remembers its screen matches (the web's `fordra.screen` cookie), if any. */
  screen: string | null;
  mobile: boolean;
  answer: Answer;
}) => Promise<RenderedPage>;

/**
 * The web's module for drawing pages, started with the public configuration the pages carry; null
 * when the build has none (the app then renders every page itself).
 */
export async function loadPageRenderer(
  webDistDir: string,
  publicConfig: unknown,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const module: { createPageRenderer?: unknown } = await import(pathToFileURL(file).href);
    if (typeof module.createPageRenderer !== 'function') return null;
    const renderer: unknown = await module.createPageRenderer(publicConfig);
    return typeof renderer === 'function' ? (renderer as PageRenderer) : null;
  } catch (error) {
    log.warn({ err: loggableError(error) }, 'the web build cannot render pages; the app renders them itself');
    return null;
  }
}

/** A legacy call that reads: the page's legacy calls, which name what they get (`getCaseDetails`). */
const legacyRead = /^\/api\/soap\/get[A-Za-z]{1,60}$/;

/**
 * Answers a server-rendered page's reads through the API's own routes, in process (`app.inject`), as the
 * browser's would be: with its cookies, its languages and its address, and a legacy read with the CSRF
 * token its cookie holds (`csrfToken`; without one, a legacy read is not made). Only reads: anything
 * else the page asked for would be refused, and the page left to the app.
 */
export function answerAsBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  csrfToken: string | null,
): Answer {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const legacy = method === 'POST' && legacyRead.test(url);
    if (!(method === 'GET' && url.startsWith('/api/')) && !legacy)
      throw new Error(`A server-rendered page reads only: ${method} ${url} is not made`);
    if (legacy && !csrfToken) throw new Error(`No CSRF token for ${url}`);
    const language = request.headers['accept-language'];
    const answer = await app.inject({
      method: legacy ? 'POST' : 'GET',
      url,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        ...(language ? { 'accept-language': language } : {}),
        ...(legacy && csrfToken ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken } : {}),
      },
      remoteAddress: request.ip,
      ...(legacy ? { payload: typeof init.body === 'string' ? init.body : '{}' } : {}),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * Whether the browser is a phone's, for the screen a page is rendered for when the browser does not
 * remember its screen yet (its first page after sign-in remembers it): as it says itself
 * (`Sec-CH-UA-Mobile`, which Chromium sends), else by its name. A wrong guess costs a redraw once the
 * app has loaded, nothing more.
 */
export function isMobileBrowser(request: FastifyRequest): boolean {
  const said = request.headers['sec-ch-ua-mobile'];
  if (said === '?1') return true;
  if (said === '?0') return false;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(request.headers['user-agent'] ?? '');
}
