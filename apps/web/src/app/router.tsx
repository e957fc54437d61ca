import { createBrowserRouter, type RouteObject } from 'react-router';
import { signInLoader } from '../features/auth/routes/sign-in-loader.ts';
import { RootErrorView } from './error-view.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { paths } from './paths.ts';
import { withNamespaces } from './route-namespaces.ts';
import { debtorLoader, type LoadQueryClient, sessionLoader } from './route-prefetch.ts';
import { loadDirectionStyles } from './themed.tsx';

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
 * The routes. Everything but the root is loaded on demand, so the sign-in page downloads neither
 * the portal layout nor the debtor screens; the client's pages and the back office are added on the
 * first visit below /creditor or /staff (until then such a path falls to the debtor area's catch-all,
 * which lets the router ask for more routes), so the debtor's pages carry nothing of theirs.
 * The routes' loaders start their pages' requests in the app's one cache, `loadQueryClient`.
 */
export function createAppRouter(loadQueryClient: LoadQueryClient) {
  const added = new Set<string>();
  return createBrowserRouter(routes(loadQueryClient), {
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

const routes = (loadQueryClient: LoadQueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    errorElement: <RootErrorView />,
    HydrateFallback: NothingYet,
    children: [
      {
        path: paths.auth.signIn,
        loader: signInLoader,
        lazy: async () => {
          const route = await withNamespaces(import('../features/auth/routes/sign-in-route.tsx'), 'auth');
          return { Component: route.SignInRoute };
        },
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
            lazy: async () => {
              const route = await withNamespaces(
                import('../features/auth/routes/login-error-route.tsx'),
                'auth',
              );
              return { Component: route.LoginErrorRoute };
            },
          },
          {
            path: paths.auth.invitation,
            lazy: async () => {
              const route = await withNamespaces(
                import('../features/auth/routes/invitation-route.tsx'),
                'auth',
              );
              return { Component: route.InvitationRoute };
            },
          },
          {
            path: paths.accessibility,
            lazy: async () => {
              const route = await withNamespaces(
                import('../features/accessibility/routes/accessibility-route.tsx'),
                'accessibility',
              );
              return { Component: route.AccessibilityRoute };
            },
          },
          {
            id: sessionGateId,
            loader: sessionLoader(loadQueryClient),
            lazy: async () => ({ Component: (await import('./session-gate.tsx')).SessionGate }),
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
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/home/routes/home-route.tsx'),
                            'home',
                            'payment',
                          );
                          return { Component: route.HomeRoute };
                        },
                      },
                      {
                        path: paths.cases,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCases,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/cases/routes/cases-route.tsx'),
                            'cases',
                          );
                          return { Component: route.CasesRoute };
                        },
                      },
                      {
                        path: paths.currentCase,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCases,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/cases/routes/current-case-route.tsx'),
                            'cases',
                          );
                          return { Component: route.CurrentCaseRoute };
                        },
                      },
                      {
                        path: paths.caseDetails,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/cases/routes/cases-prefetch.ts')).prefetchCaseDetails,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/cases/routes/case-details-route.tsx'),
                            'cases',
                            'payment',
                          );
                          return { Component: route.CaseDetailsRoute };
                        },
                      },
                      {
                        path: paths.payments,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/payments/routes/payments-prefetch.ts'))
                              .prefetchPayments,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/payments/routes/payments-route.tsx'),
                            'payments',
                            'payment',
                          );
                          return { Component: route.PaymentsRoute };
                        },
                      },
                      {
                        path: paths.plans,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/plans/routes/plans-prefetch.ts')).prefetchPlans,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/plans/routes/plans-route.tsx'),
                            'plans',
                          );
                          return { Component: route.PlansRoute };
                        },
                      },
                      {
                        path: paths.createPlan,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/plans/routes/plans-prefetch.ts')).prefetchPlans,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/plans/routes/create-plan-route.tsx'),
                            'plans',
                          );
                          return { Component: route.CreatePlanRoute };
                        },
                      },
                      {
                        path: paths.contact,
                        loader: debtorLoader(
                          loadQueryClient,
                          async () =>
                            (await import('../features/contact/routes/contact-prefetch.ts')).prefetchContact,
                        ),
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/contact/routes/contact-route.tsx'),
                            'contact',
                          );
                          return { Component: route.ContactRoute };
                        },
                      },
                      {
                        path: paths.help,
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/help/routes/help-route.tsx'),
                            'help',
                          );
                          return { Component: route.HelpRoute };
                        },
                      },
                      {
                        path: paths.settings,
                        lazy: async () => {
                          const route = await withNamespaces(
                            import('../features/settings/routes/settings-route.tsx'),
                            'settings',
                          );
                          return { Component: route.SettingsRoute };
                        },
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
