import { isWorkNamespace } from '@fordra/domain/languages';
import type { Catalogue } from './catalogue.ts';

// One chunk per language and namespace, fetched only when that language is in use. The work
// namespaces (the client's and staff's pages) are listed in a chunk of their own, so the debtor's
// pages do not carry their list.
const loaders = import.meta.glob<Catalogue>(
  ['./locales/*/*.json', '!./locales/*/creditor*.json', '!./locales/*/staff*.json'],
  {
    import: 'default',
  },
);

/**
 * A namespace's catalogue in `language`: every language has every namespace (catalogues.test.ts) but
 * the work namespaces, which only Swedish and English have (work-catalogues.ts).
 */
export async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (isWorkNamespace(namespace))
    return (await import('./work-catalogues.ts')).loadWorkCatalogue(language, namespace);
  const load = loaders[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
