import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { signInLoader } from '../features/auth/routes/sign-in-loader.ts';
import { nextTask } from '../shared/scheduling/next-task.ts';
import { loadDirectionStyles } from '../shared/theme/themed.tsx';
import { RootErrorView } from './error-view.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { pageRoute, pageRoutes } from './page-routes.ts';
import { debtorArea, ownPasswordPage, publicPages, signInPage } from './pages.ts';
import { debtorLoader, type LoadQueryClient, sessionLoader } from './route-prefetch.ts';

/** The first route's code is still loading: show nothing rather than a flash of something else. */
function NothingYet() {
  return null;
}

/** The route under which an area is added when a path below its root is first visited. */
const sessionGateId = 'session-gate';

function isBelow(root: string, path: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/** The areas of other roles than the debtor's, each added to the router on its first visit. */
const lazyAreas: { root: string; load: (loadQueryClient: LoadQueryClient) => Promise<RouteObject> }[] = [
  {
    root: paths.creditor.dashboard,
    load: async (loadQueryClient) => (await import('./creditor-routes.tsx')).creditorArea(loadQueryClient),
  },
  {
    root: paths.staff.queues,
    load: async (loadQueryClient) => (await import('./staff-routes.tsx')).staffArea(loadQueryClient),
  },
];

/**
 * The routes of the page the server rendered (entry-server.tsx) loaded before the app takes it up as it is
 * (main.tsx): hydrated while one of them was still loading, the page would be rendered anew.
 */
async function loadRenderedRoutes(tree: RouteObject[]): Promise<void> {
  const loading = (matchRoutes(tree, window.location) ?? []).map(({ route }) => route);
  // One after another, each in a task of its own: a route's modules are evaluated as it loads (MUI's
  // core with the first), and together they held a slow phone's main thread for a quarter second.
  // Their files are on their way already: the page named them all (load-app.js).
  for (const route of loading) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
    await nextTask();
  }
}

/**
 * The app's router. Everything but the root is loaded on demand, so the sign-in page downloads neither
 * the portal layout nor the debtor screens; the client's pages and the back office are added on the
 * first visit below /creditor or /staff (until then such a path falls to the debtor area's catch-all,
 * which lets the router ask for more routes), so the debtor's pages carry nothing of theirs.
 * The routes' loaders start their pages' requests in the app's one cache, `loadQueryClient`. With
 * `rendered`, the state of the page the server rendered, it starts where the server left the page.
 */
export async function createAppRouter(loadQueryClient: LoadQueryClient, rendered?: HydrationState) {
  const tree = appRoutes(loadQueryClient);
  if (rendered) await loadRenderedRoutes(tree);
  const added = new Set<string>();
  return createBrowserRouter(tree, {
    hydrationData: rendered,
    async patchRoutesOnNavigation({ path, patch }) {
      const area = lazyAreas.find(({ root }) => isBelow(root, path));
      if (!area || added.has(area.root)) return;
      const route = await area.load(loadQueryClient);
      if (added.has(area.root)) return;
      added.add(area.root);
      patch(sessionGateId, [route]);
    },
  });
}

/**
 * The modules of the public pages and the debtor's (pages.ts), each loaded on demand: every feature's
 * routes but the client's and the back office's, which their areas' routes load.
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/routes/*-route.tsx',
  '../features/*/routes/*-prefetch.ts',
  '!../features/creditor-*/**',
  '!../features/staff-*/**',
]);

/** The routes, for the browser's router and for the server's (entry-server.tsx). */
export const appRoutes = (loadQueryClient: LoadQueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    errorElement: <RootErrorView />,
    HydrateFallback: NothingYet,
    children: [
      { ...pageRoute(signInPage, pageModules), loader: signInLoader },
      {
        // Every other page is rendered with MUI: its theme loads with the first of them.
        lazy: async () => {
          const [{ ThemedLayout }] = await Promise.all([
            import('./layouts/themed-layout.tsx'),
            loadDirectionStyles(),
          ]);
          return { Component: ThemedLayout };
        },
        children: [
          ...pageRoutes(publicPages, pageModules),
          {
            id: sessionGateId,
            loader: sessionLoader(loadQueryClient),
            lazy: async () => {
              const [{ SessionGate }, queryClient] = await Promise.all([
                import('./session-gate.tsx'),
                loadQueryClient(),
              ]);
              return { element: <SessionGate queryClient={queryClient} /> };
            },
            children: [
              pageRoute(ownPasswordPage, pageModules),
              {
                loader: debtorLoader(
                  loadQueryClient,
                  async () => (await import('../shared/debtor/current-debtor.ts')).prefetchDebtorShell,
                ),
                lazy: async () => ({ Component: (await import('./role-areas.tsx')).DebtorArea }),
                children: [
                  {
                    lazy: async () => ({
                      ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView,
                    }),
                    children: [
                      ...pageRoutes(debtorArea.pages, pageModules, (loadPrefetch, options) =>
                        debtorLoader(loadQueryClient, loadPrefetch, options),
                      ),
                      {
                        path: '*',
                        lazy: async () => ({
                          Component: (await import('./page-error-view.tsx')).NotFoundRoute,
                        }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
