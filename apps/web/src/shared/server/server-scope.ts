import type { EmotionCache } from '@emotion/cache';
import type { i18n } from 'i18next';

/**
 * What the server renders one page with (entry-server.tsx): the visitor's language, the style caches the
 * page's styles are written to, and the server's answers to the page's reads. The app's modules are
 * loaded once for every visitor on the server, so nothing of one visitor may be kept in a module's
 * variable there: the modules that keep such things in the browser (the language, the style caches,
 * the API's client) ask for the page's scope instead, while the server renders it.
 */
export type ServerScope = {
  i18n: i18n;
  styleCaches: { ltr: EmotionCache; rtl: EmotionCache };
  /** Whether the visitor's screen is taken to match a media query, until the browser says (screen-guess.ts). */
  matchesScreen: (query: string) => boolean;
  /** The server's answer to one of the page's reads, made as the browser would make it. */
  answer: (url: string, init: RequestInit) => Promise<Response>;
};

let current: () => ServerScope | undefined = () => undefined;

/** The scope of the page being rendered on the server; always undefined in the browser. */
export function serverScope(): ServerScope | undefined {
  return import.meta.env.SSR ? current() : undefined;
}

/** Tells the app where the scope of the page being rendered is found (entry-server.tsx, once). */
export function provideServerScope(source: () => ServerScope | undefined): void {
  current = source;
}

let serverConfig: unknown = null;

/**
 * The public configuration the server writes into its pages (config/app-config.ts reads it as its module
 * loads): given before the app's modules are loaded on the server.
 */
export function giveServerConfig(given: unknown): void {
  serverConfig = given;
}

export function givenServerConfig(): unknown {
  return serverConfig;
}
