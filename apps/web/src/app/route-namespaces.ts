import { loadNamespaces } from '../i18n/i18n.ts';

/** A route's code together with its translation namespaces, fetched in parallel. */
export async function withNamespaces<T>(module: Promise<T>, ...namespaces: string[]): Promise<T> {
  const [loaded] = await Promise.all([module, loadNamespaces(...namespaces)]);
  return loaded;
}
