/**
 * Every language the portal is offered in (docs/spec-coverage.md#product); a language shows once it has
 * a catalogue.
 */
export const supportedLanguages = [
  'sv',
  'en',
  'es',
  'pl',
  'da',
  'no',
  'fi',
  'rs',
  'ar',
  'fa',
  'ckb',
  'so',
] as const;

export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'sv';

/**
 * The languages of the pages of the provider's clients and staff (namespaces `creditor*`, `staff*`): they work
 * in Swedish or English, so those catalogues exist in these two only, and any other language choice
 * shows them in English.
 */
export const workLanguages = ['sv', 'en'] as const satisfies readonly Language[];

/** A namespace kept in the work languages only (see workLanguages). */
export function isWorkNamespace(namespace: string): boolean {
  return ['creditor', 'staff'].some((area) => namespace === area || namespace.startsWith(`${area}-`));
}

const rtlLanguages: ReadonlySet<Language> = new Set(['ar', 'fa', 'ckb']);

/** Each language's name in itself, as a language menu shows it. */
export const languageNames: Record<Language, string> = {
  sv: 'Svenska',
  en: 'English',
  es: 'Español',
  pl: 'Polski',
  da: 'Dansk',
  no: 'Norsk',
  fi: 'Suomi',
  rs: 'Srpskohrvatski',
  ar: 'العربية',
  fa: 'فارسی',
  ckb: 'کوردیی ناوەندی',
  so: 'Soomaali',
};

/** Our codes that are not the BCP 47 tag that browsers and Intl expect. */
const bcp47Tags: Partial<Record<Language, string>> = { rs: 'sr-Latn', no: 'nb' };

/** Browser language codes that mean one of our languages under another code. */
const browserAliases: Record<string, Language> = {
  nb: 'no',
  nn: 'no',
  sr: 'rs',
  hr: 'rs',
  bs: 'rs',
  sh: 'rs',
};

export function isSupportedLanguage(code: string | null | undefined): code is Language {
  return supportedLanguages.includes(code as Language);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return rtlLanguages.has(language) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag for `<html lang>` and Intl formatting. */
export function localeOf(language: Language): string {
  return bcp47Tags[language] ?? language;
}

/**
 * The locale for Intl number and date formatting: the language's tag (English as in Britain, the
 * closest to Swedish conventions) with Latin digits and the Gregorian calendar for every language,
 * so that amounts, dates and OCR references read the same as on the debtor's bank statement and
 * letters (Persian would otherwise get the solar calendar, Sorani Arabic-Indic digits).
 */
export function formattingLocaleOf(language: Language): string {
  const tag = language === 'en' ? 'en-GB' : localeOf(language);
  return `${tag}-u-ca-gregory-nu-latn`;
}

/** Our language for a browser language tag such as `nb-NO` or `en-GB`, or null when we do not offer it. */
export function languageFromBrowserTag(tag: string): Language | null {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  if (isSupportedLanguage(primary)) return primary;
  return browserAliases[primary] ?? null;
}

/** The cookie (and the web's localStorage key) that holds the language a person chose. */
export const languageStorageKey = 'fordra.lang';

export type LanguageSources = {
  /** The address's query, e.g. `?lang=en`. */
  search: string;
  /** The cookies as a `Cookie` header (or `document.cookie`) gives them. */
  cookie: string;
  /** The value stored under `fordra.lang` in localStorage, if any. */
  stored: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`, or Accept-Language). */
  browserLanguages: readonly string[];
};

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null; // not percent-encoded text: no language
    }
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
