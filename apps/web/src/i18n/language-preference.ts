import { defaultLanguage, isSupportedLanguage, type Language, languageFromBrowserTag } from './languages.ts';

export const languageStorageKey = 'fordra.lang';
const oneYearInSeconds = 365 * 24 * 60 * 60;

export type LanguageSources = {
  /** `location.search`, e.g. `?lang=en`. */
  search: string;
  /** `document.cookie`. */
  cookie: string;
  /** The value stored under `fordra.lang` in localStorage, if any. */
  stored: string | null;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
};

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The language to show (docs/spec-coverage.md#entities): `?lang=`, then the cookie, then localStorage;
 * with none of those the first supported browser language, otherwise Swedish.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const explicit = [
    new URLSearchParams(sources.search).get('lang'),
    readCookie(sources.cookie, languageStorageKey),
    sources.stored,
  ].find(isSupportedLanguage);
  if (explicit) return explicit;
  for (const tag of sources.browserLanguages) {
    const language = languageFromBrowserTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    // Storage can be blocked (private mode, policies); the cookie still carries the choice.
    return null;
  }
}

export function detectBrowserLanguage(): Language {
  return detectLanguage({
    search: window.location.search,
    cookie: document.cookie,
    stored: readStored(),
    browserLanguages: navigator.languages,
  });
}

/** Remembers the choice in the cookie (read by the server too) and in localStorage. */
export function persistLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is not in every browser we support.
  document.cookie = `${languageStorageKey}=${language}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // See readStored.
  }
}
