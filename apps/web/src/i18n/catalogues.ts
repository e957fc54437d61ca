import { defaultLanguage, isSupportedLanguage, type Language, supportedLanguages } from './languages.ts';

type Catalogue = Record<string, unknown>;

// One chunk per language and namespace, fetched only when that language is in use.
const loaders = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

function parseKey(key: string): { language: string; namespace: string } | null {
  const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
  return match?.[1] && match[2] ? { language: match[1], namespace: match[2] } : null;
}

const entries = Object.keys(loaders).flatMap((key) => {
  const parsed = parseKey(key);
  return parsed ? [parsed] : [];
});

/** Languages with a catalogue folder, in the order of supportedLanguages. */
export const catalogueLanguages: readonly Language[] = supportedLanguages.filter((language) =>
  entries.some((entry) => entry.language === language),
);

/** The language whose catalogue is shown for `language`: its own, or the default until it has one. */
export function catalogueLanguageFor(language: string): Language {
  return isSupportedLanguage(language) && catalogueLanguages.includes(language) ? language : defaultLanguage;
}

/**
 * A namespace's catalogue in `language`. A language without a catalogue gets an empty one, and
 * i18next falls back to the default language (see i18n.ts), with that language's plural rules.
 */
export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
