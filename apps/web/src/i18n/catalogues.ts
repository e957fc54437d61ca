import { isWorkNamespace } from './languages.ts';

type Catalogue = Record<string, unknown>;

// One chunk per language and namespace, fetched only when that language is in use.
const loaders = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/**
 * A namespace's catalogue in `language`: every language has every namespace (catalogues.test.ts) but
 * the work namespaces, which only Swedish and English have; other languages get the English one.
 */
export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load =
    loaders[`./locales/${language}/${namespace}.json`] ??
    (isWorkNamespace(namespace) ? loaders[`./locales/en/${namespace}.json`] : undefined);
  return load ? load() : {};
}
