import type { RouteObject } from 'react-router';
import { creditorArea as area } from './creditor-pages.ts';
import { pageRoutes } from './page-routes.ts';
import { lazyPage } from './route-namespaces.ts';
import { creditorLoader, type LoadQueryClient } from './route-prefetch.ts';

/** The modules of the client's pages (creditor-pages.ts), each loaded on demand. */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/creditor-*/routes/*-route.tsx',
  '../features/creditor-*/routes/*-prefetch.ts',
]);

/** The creditor area: its shell (role check, the current user, the menu), an error boundary, its pages. */
export function creditorArea(loadQueryClient: LoadQueryClient): RouteObject {
  return {
    path: area.root,
    lazy: lazyPage(
      () => import('./creditor-area.tsx'),
      (module) => module.CreditorArea,
      ...area.namespaces,
    ),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: [
          ...pageRoutes(area.pages, pageModules, (loadPrefetch, options) =>
            creditorLoader(loadQueryClient, loadPrefetch, options),
          ),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./page-error-view.tsx')).NotFoundRoute }),
          },
        ],
      },
    ],
  };
}
