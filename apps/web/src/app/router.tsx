import { createBrowserRouter } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import { RootErrorView } from './error-view.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { paths } from './paths.ts';

/** The first route's code is still loading: show nothing rather than a flash of something else. */
function NothingYet() {
  return null;
}

/** A route's code together with its translation namespaces, fetched in parallel. */
async function withNamespaces<T>(module: Promise<T>, ...namespaces: string[]): Promise<T> {
  const [loaded] = await Promise.all([module, loadNamespaces(...namespaces)]);
  return loaded;
}

/**
 * The routes. Everything but the root is loaded on demand, so the sign-in page downloads neither
 * the portal layout nor the debtor screens.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      errorElement: <RootErrorView />,
      HydrateFallback: NothingYet,
      children: [
        {
          path: paths.auth.signIn,
          lazy: async () => {
            const route = await withNamespaces(import('../features/auth/routes/sign-in-route.tsx'), 'auth');
            return { Component: route.SignInRoute, loader: route.signInLoader };
          },
        },
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
          lazy: async () => ({ Component: (await import('./session-gate.tsx')).SessionGate }),
          children: [
            {
              lazy: async () => ({ Component: (await import('./layouts/portal-layout.tsx')).PortalLayout }),
              children: [
                {
                  lazy: async () => ({
                    ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView,
                  }),
                  children: [
                    {
                      index: true,
                      lazy: async () => {
                        const route = await withNamespaces(
                          import('../features/home/routes/home-route.tsx'),
                          'home',
                        );
                        return { Component: route.HomeRoute };
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
  ]);
}
