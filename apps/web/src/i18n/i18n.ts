import {
  defaultLanguage,
  directionOf,
  isSupportedLanguage,
  type Language,
  localeOf,
  supportedLanguages,
} from '@fordra/domain/languages';
import i18next, { type BackendModule, type InitOptions, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { serverScope } from '../shared/server/server-scope.ts';
import { loadCatalogue } from './catalogues.ts';
import { interpolationOptions } from './interpolation.ts';
import { detectBrowserLanguage, persistLanguage } from './language-preference.ts';
import { applyLocalePluralRules } from './plural-rules.ts';

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// The page's language and direction (`<html lang dir>`). Where MUI's theme is in use, its provider
// keeps the old direction until the right-to-left styles have loaded (AppThemeProvider).
function applyLanguage(code: string): void {
  const language: Language = isSupportedLanguage(code) ? code : defaultLanguage;
  persistLanguage(language);
  document.documentElement.lang = localeOf(language);
  document.documentElement.dir = directionOf(language);
}

let markInitialized: () => void = () => {};
/** Settles once i18next knows its language and has its first catalogues. */
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** How i18next is started, in `language`; `instance` is the one started (its language fills texts). */
const options = (language: Language, instance: i18n): InitOptions => ({
  lng: language,
  supportedLngs: supportedLanguages,
  load: 'currentOnly',
  // Every catalogue is complete (catalogues.test.ts): no language needs a second one.
  fallbackLng: false,
  // Every page needs these; a route loads its own namespaces with loadNamespaces.
  ns: ['common', 'errors'],
  defaultNS: 'common',
  interpolation: interpolationOptions(() => instance.language),
  react: { useSuspense: false },
});

/** Starts i18next with the detected language, waits until its catalogues are loaded and returns it. */
export async function initI18n(): Promise<Language> {
  const language = detectBrowserLanguage();
  i18next.on('languageChanged', applyLanguage);
  await i18next.use(lazyCatalogues).use(initReactI18next).init(options(language, i18next));
  applyLocalePluralRules(i18next);
  markInitialized();
  return language;
}

/**
 * After sign-in, the portal speaks the language the account keeps (`language`, from the session;
 * null when it keeps none): the person's choice follows them to every device.
 */
export async function adoptAccountLanguage(language: string | null): Promise<void> {
  if (!isSupportedLanguage(language) || language === i18next.language) return;
  await i18next.changeLanguage(language);
}

/**
 * An i18next of its own, in `language`, for one page the server draws (entry-server.tsx, which
 * provides it to the page): the server draws pages in every language at once.
 */
export async function createServerI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(lazyCatalogues).init(options(language, instance));
  applyLocalePluralRules(instance);
  return instance;
}

/**
 * The page's language: i18next's, or before it has started (the router starts the first page's
 * route as the app's modules load) the one it will start with.
 */
export function pageLanguage(): Language {
  const scope = serverScope();
  if (scope) return scope.i18n.language as Language;
  return isSupportedLanguage(i18next.language) ? i18next.language : detectBrowserLanguage();
}

/**
 * Loads a route's translation namespaces (in the current language) before the route renders. The
 * router starts the first page's route as the app's modules load, before i18next has its language:
 * asked then, i18next would load nothing and the page would show its keys until its texts came in.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  const scope = serverScope();
  if (scope) return scope.i18n.loadNamespaces(namespaces);
  await initialized;
  await i18next.loadNamespaces(namespaces);
}
