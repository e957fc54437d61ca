import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { Prefetch } from '../shared/routing/page-prefetch.ts';
import type { ModuleExport, Page } from './pages.ts';
import { lazyPage } from './route-namespaces.ts';

/**
 * The modules of an area's pages, as its routes' module finds them (import.meta.glob over
 * `../features/…`), each loaded on demand; by their path from src/app/.
 */
export type PageModules = Record<string, () => Promise<Record<string, unknown>>>;

/** Loads an export of a page's module. A module the area does not hold fails as the routes are made. */
function exportOf<T>(modules: PageModules, { module, name }: ModuleExport): () => Promise<T> {
  const load = modules[`../${module}`];
  if (!load) throw new Error(`${module} is not among its area's page modules`);
  return async () => {
    const value = (await load())[name];
    if (value === undefined) throw new Error(`${module} exports no ${name}`);
    return value as T;
  };
}

/** The loader of one of an area's pages, starting its requests with `loadPrefetch` (route-prefetch.ts). */
export type PageLoader<Context> = (
  loadPrefetch: () => Promise<Prefetch<Context>>,
  options: { leadsOn: boolean },
) => LoaderFunction;

/** The route of a page as pages.ts declares it (see pageRoutes). */
export function pageRoute<Context>(
  page: Page,
  modules: PageModules,
  loader?: PageLoader<Context>,
): RouteObject {
  if (page.prefetch && !loader) throw new Error(`${page.component.module}: a prefetch, but no loader`);
  const route = {
    ...(page.prefetch &&
      loader && { loader: loader(exportOf(modules, page.prefetch), { leadsOn: page.leadsOn ?? false }) }),
    lazy: lazyPage(
      exportOf<ComponentType>(modules, page.component),
      (component) => component,
      ...page.namespaces,
    ),
  };
  return page.path === undefined ? { index: true, ...route } : { path: page.path, ...route };
}

/**
 * The routes of pages as pages.ts declares them: each page's code and namespaces loaded on demand, and
 * its requests started beside them by its area's `loader`.
 */
export function pageRoutes<Context>(
  pages: Page[],
  modules: PageModules,
  loader?: PageLoader<Context>,
): RouteObject[] {
  return pages.map((page) => pageRoute(page, modules, loader));
}
