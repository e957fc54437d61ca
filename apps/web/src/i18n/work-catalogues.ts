import type { Catalogue } from './catalogue.ts';

const loaders = import.meta.glob<Catalogue>(
  ['./locales/{sv,en}/creditor*.json', './locales/{sv,en}/staff*.json'],
  { import: 'default' },
);

/** A work namespace's catalogue in Swedish or English; any other language gets the English one. */
export async function loadWorkCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load =
    loaders[`./locales/${language}/${namespace}.json`] ?? loaders[`./locales/en/${namespace}.json`];
  return load ? load() : {};
}
