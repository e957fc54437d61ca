import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { signInLoader } from '../features/auth/routes/sign-in-loader.ts';
import { nextTask } from '../shared/scheduling/next-task.ts';
import { loadDirectionStyles } from '../shared/theme/themed.tsx';
import { RootErrorView } from './error-view.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './route-namespaces.ts';
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
 * The routes of the page the server drew (entry-server.tsx) loaded before the app takes it up as it is
 * (main.tsx): taken up while one of them was still loading, the page would be drawn anew.
 */
async function loadDrawnRoutes(tree: RouteObject[]): Promise<void> {
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
 * `drawn`, the state of the page the server drew, it starts where the server left the page.
 */
export async function createAppRouter(loadQueryClient: LoadQueryClient, drawn?: HydrationState) {
  const tree = appRoutes(loadQueryClient);
  if (drawn) await loadDrawnRoutes(tree);
  const added = new Set<string>();
  return createBrowserRouter(tree, {
    hydrationData: drawn,
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

/** The routes, for the browser's router and for the server's (entry-server.tsx). */
export const appRoutes = (loadQueryClient: LoadQueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    errorElement: <RootErrorView />,
    HydrateFallback: NothingYet,
    children: [
      {
        path: paths.auth.signIn,
        loader: signInLoader,
        lazy: lazyPage(
          () => import('../features/auth/routes/sign-in-route.tsx'),
          (module) => module.SignInRoute,
          'auth',
        ),
      },
      {
        // Every other page is drawn with MUI: its theme loads with the first of them.
        lazy: async () => {
          const [{ ThemedLayout }] = await Promise.all([
            import('./layouts/themed-layout.tsx'),
            loadDirectionStyles(),
          ]);
          return { Component: ThemedLayout };
        },
        children: [
          {
            path: paths.auth.error,
            lazy: lazyPage(
              () => import('../features/auth/routes/login-error-route.tsx'),
              (module) => module.LoginErrorRoute,
              'auth',
            ),
          },
          {
            path: paths.auth.invitation,
            lazy: lazyPage(
              () => import('../features/auth/routes/invitation-route.tsx'),
              (module) => module.InvitationRoute,
              'auth',
            ),
          },
          {
            path: paths.accessibility,
            lazy: lazyPage(
              () => import('../features/accessibility/routes/accessibility-route.tsx'),
              (module) => module.AccessibilityRoute,
              'accessibility',
            ),
          },
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
                      {
                        index: true,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () => (await import('../features/home/routes/home-prefetch.ts')).prefetchHome,
                        ),
                        lazy: lazyPage(
                          () => import('../features/home/routes/home-route.tsx'),
                          (module) => module.HomeRoute,
                          'home',
                          'payment',
                        ),
                      },
                      {
                        path: paths.cases,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCases,
                        ),
                        lazy: lazyPage(
                          () => import('../features/cases/routes/cases-route.tsx'),
                          (module) => module.CasesRoute,
                          'cases',
                        ),
                      },
                      {
                        path: paths.currentCase,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCurrentCase,
                          { leadsOn: true },
                        ),
                        lazy: lazyPage(
                          () => import('../features/cases/routes/current-case-route.tsx'),
                          (module) => module.CurrentCaseRoute,
                          'cases',
                        ),
                      },
                      {
                        path: paths.caseDetails,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCaseDetails,
                        ),
                        lazy: lazyPage(
                          () => import('../features/cases/routes/case-details-route.tsx'),
                          (module) => module.CaseDetailsRoute,
                          'cases',
                          'payment',
                        ),
                      },
                      {
                        path: paths.payments,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/payments/routes/payments-prefetch.ts'))
                              .prefetchPayments,
                        ),
                        lazy: lazyPage(
                          () => import('../features/payments/routes/payments-route.tsx'),
                          (module) => module.PaymentsRoute,
                          'payments',
                          'payment',
                        ),
                      },
                      {
                        path: paths.plans,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/plans/routes/plans-prefetch.ts')).prefetchPlans,
                        ),
                        lazy: lazyPage(
                          () => import('../features/plans/routes/plans-route.tsx'),
                          (module) => module.PlansRoute,
                          'plans',
                        ),
                      },
                      {
                        path: paths.createPlan,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/plans/routes/plans-prefetch.ts')).prefetchPlans,
                        ),
                        lazy: lazyPage(
                          () => import('../features/plans/routes/create-plan-route.tsx'),
                          (module) => module.CreatePlanRoute,
                          'plans',
                        ),
                      },
                      {
                        path: paths.contact,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/contact/routes/contact-prefetch.ts')).prefetchContact,
                        ),
                        lazy: lazyPage(
                          () => import('../features/contact/routes/contact-route.tsx'),
                          (module) => module.ContactRoute,
                          'contact',
                        ),
                      },
                      {
                        path: paths.help,
                        lazy: lazyPage(
                          () => import('../features/help/routes/help-route.tsx'),
                          (module) => module.HelpRoute,
                          'help',
                        ),
                      },
                      {
                        path: paths.settings,
                        lazy: lazyPage(
                          () => import('../features/settings/routes/settings-route.tsx'),
                          (module) => module.SettingsRoute,
                          'settings',
                        ),
                      },
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
