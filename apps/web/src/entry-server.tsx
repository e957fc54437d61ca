import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import type { Language } from '@fordra/domain/languages';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import rtlPlugin from 'stylis-plugin-rtl';
import type { RenderedPage } from './shared/server/rendered-page.ts';
import { giveServerConfig, provideServerScope, type ServerScope } from './shared/server/server-scope.ts';
import { screensToDraw } from './shared/ui/screen-media.ts';

/** A debtor's page to render: its address, its language, the screen guessed, and how its reads are answered. */
export type PageToDraw = {
  url: string;
  language: Language;
  /** The screens the browser remembers its screen matches (use-wide-layout.ts), if it does. */
  screen: string | null;
  /** Else whether the browser said it is a phone's: the page is rendered for a phone's screen, else a computer's. */
  mobile: boolean;
  answer: ServerScope['answer'];
};

/**
 * The page rendered (null when it could not be: the app then renders it itself), its styles (`<style>`
 * elements for the head), and what the app hydrates; or where the page leads on to (`location`, a
 * path of the app: the current case), for the server to redirect to.
 */
export type RenderResult = { html: string | null; styles: string; state: RenderedPage; location?: string };

/** A style cache that keeps its rules, and the names of those of `<Global>` elements. */
type KeepingCache = EmotionCache & { globals: Set<string> };

/**
 * A style cache that keeps the rules of the page's styles, to be sent in its head (`styleElements`),
 * rather than writing them beside the elements as they are rendered: a part rendered again after waiting
 * for its data would find its styles written already, in the attempt React threw away, and go without.
 */
function keepingCache(options: Options): KeepingCache {
  const cache = Object.assign(createCache(options), { compat: true, globals: new Set<string>() });
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // A `<Global>` element's rules come without a selector; so do keyframes, named `animation-…`.
    if (selector === '' && !serialized.name.startsWith('animation-')) cache.globals.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}

const styleElement = (emotion: string, rules: string[]) =>
  `<style data-emotion="${emotion}">${rules.join('').replaceAll('</', '<\\/')}</style>`;

/**
 * The rules a cache kept, in the elements the app hydrates as they are: each `<Global>` element's
 * (the baseline styles) in one of its own, which the element in the app finds by its name and keeps
 * (written anew, the baseline's rules were mirrored again for a right-to-left page, some 70 ms on a
 * slow phone); the others in one that the app's cache of the same key hydrates as its own.
 */
function styleElements(cache: KeepingCache): string {
  const kept = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  // A global with keyframes has a name of several words, which the element in the app does not look for.
  const isGlobal = (name: string) => cache.globals.has(name) && !name.includes(' ');
  const globals = kept
    .filter(([name]) => isGlobal(name))
    .map(([name, rule]) => styleElement(`${cache.key}-global ${name}`, [rule]));
  const others = kept.filter(([name]) => !isGlobal(name));
  if (others.length === 0) return globals.join('');
  const names = others.map(([name]) => name).join(' ');
  return (
    globals.join('') +
    styleElement(
      `${cache.key} ${names}`,
      others.map(([, rule]) => rule),
    )
  );
}

/** A stream's text. */
async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let result = '';
  for await (const chunk of stream)
    result += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return result + decoder.decode();
}

/** Until no read of the page is under way, also none that a read's answer started. */
async function settled(queryClient: QueryClient): Promise<void> {
  const idle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  await idle();
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
    await idle();
  }
}

/**
 * Draws a debtor's first page on the server, as the app renders it in the browser, so that a phone shows
 * it as soon as the page arrives instead of after the app's code has loaded and run (some 250 KB). The
 * app's own routes, loaders and components render it: its reads go to the server's API routes in
 * process, with the browser's cookies (apps/server/src/http/web-app.ts), and the page is rendered only
 * when every one of them answered. What the app hydrates in the browser goes with it: the answers
 * as its cache holds them, the router's state, the screen it was rendered for.
 *
 * The app's modules are loaded once for all visitors: everything of one visitor's page (its language,
 * its style caches, its answers) lives in the page's scope (server-scope.ts), never in a module.
 */
export async function createPageRenderer(publicConfig: unknown) {
  giveServerConfig(publicConfig);
  const scopes = new AsyncLocalStorage<ServerScope>();
  provideServerScope(() => scopes.getStore());
  // After the configuration is given: the app's modules read it as they load.
  const [{ appRoutes }, { createServerI18n }, { ltrCacheOptions }, { rtlCacheOptions }] = await Promise.all([
    import('./app/router.tsx'),
    import('./i18n/i18n.ts'),
    import('./shared/theme/app-theme-provider.tsx'),
    import('./shared/theme/rtl-style-cache.ts'),
  ]);

  return async function renderPage({
    url,
    language,
    screen,
    mobile,
    answer,
  }: PageToDraw): Promise<RenderResult> {
    const screens = screensToDraw(screen, mobile);
    const styleCaches = { ltr: keepingCache(ltrCacheOptions), rtl: keepingCache(rtlCacheOptions(rtlPlugin)) };
    const scope: ServerScope = {
      i18n: await createServerI18n(language),
      styleCaches,
      matchesScreen: (query) => screens[query] ?? false,
      answer,
    };
    return scopes.run(scope, async () => {
      // Nothing is retried: a read that failed is left to the app, which shows it with a way to try again.
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
      });
      const handler = createStaticHandler(appRoutes(async () => queryClient));
      const context = await handler.query(new Request(new URL(url, 'http://localhost')));
      await settled(queryClient);
      const failed = () =>
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status !== 'success');
      const location = context instanceof Response ? context.headers.get('Location') : null;
      if (location?.startsWith('/') && !location.startsWith('//'))
        return { html: null, styles: '', state: { queries: dehydrate(queryClient) }, location };
      if (context instanceof Response || context.errors || failed())
        return { html: null, styles: '', state: { queries: dehydrate(queryClient) } };
      const router = createStaticRouter(handler.dataRoutes, context);
      // Rendered whole: what a part of the page reads as it is rendered is waited for, and sent with it.
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <I18nextProvider i18n={scope.i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nextProvider>
        </StrictMode>,
        // Every part in its place: a part sent apart would need an inline script to be put there.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const html = await text(prelude);
      const queries = dehydrate(queryClient);
      if (failed()) return { html: null, styles: '', state: { queries } };
      return {
        html,
        styles: styleElements(styleCaches.ltr) + styleElements(styleCaches.rtl),
        state: {
          queries,
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
          screens,
        },
      };
    });
  };
}

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;
