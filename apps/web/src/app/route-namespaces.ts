import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';

/**
 * A route's `lazy`: its module and its translation namespaces, fetched in parallel, and the component
 * `pick` takes from the module, so the page shows with its texts.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  ...namespaces: string[]
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };
}
