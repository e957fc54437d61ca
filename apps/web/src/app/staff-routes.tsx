import type { RouteObject } from 'react-router';
import { pageRoutes } from './page-routes.ts';
import { lazyPage } from './route-namespaces.ts';
import { type LoadQueryClient, staffLoader } from './route-prefetch.ts';
import { staffArea as area } from './staff-pages.ts';
import { prefetchStaffShell } from './staff-prefetch.ts';

/** The modules of the back office's pages (staff-pages.ts), each loaded on demand. */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/staff-*/routes/*-route.tsx',
  '../features/staff-*/routes/*-prefetch.ts',
]);

/** The back office: its shell (role check, the member of staff, the menu with queue counts), an error boundary, its pages. */
export function staffArea(loadQueryClient: LoadQueryClient): RouteObject {
  return {
    path: area.root,
    loader: staffLoader(loadQueryClient, async () => prefetchStaffShell),
    lazy: lazyPage(
      () => import('./staff-area.tsx'),
      (module) => module.StaffArea,
      ...area.namespaces,
    ),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: [
          ...pageRoutes(area.pages, pageModules, (loadPrefetch, options) =>
            staffLoader(loadQueryClient, loadPrefetch, options),
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
