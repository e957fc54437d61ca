type Catalogue = Record<string, unknown>;

// One chunk per language and namespace, fetched only when that language is in use.
const loaders = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** A namespace's catalogue in `language` (every language has every namespace: catalogues.test.ts). */
export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
