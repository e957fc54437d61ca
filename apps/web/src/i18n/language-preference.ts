import { detectLanguage, type Language, languageStorageKey } from '@fordra/domain/languages';

const oneYearInSeconds = 365 * 24 * 60 * 60;

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
