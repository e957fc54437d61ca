import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { usePageHydrated } from '../shared/ui/hydration.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The app's one server-state cache (query-client.ts), handed to the router so that routes start their
 * requests with the navigation. Its code loads with the first route that needs it, not on sign-in;
 * so does MUI's theme (layouts/themed-layout.tsx).
 */
const loadQueryClient = async () => (await import('./query-client.ts')).queryClient;

/** The same cache as the session code reads and writes it (shared/session/session-cache.ts). */
export const loadSessionCache = async () => (await import('./query-client.ts')).sessionCache;

type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;

/** The app's router, for the page as the browser has it; `rendered` is the state of a page the server rendered. */
export function createBrowserAppRouter(rendered?: HydrationState): Promise<AppRouter> {
  return createAppRouter(loadQueryClient, rendered);
}

export function App({ router }: { router: AppRouter }) {
  // A page the server rendered comes inert (web-app.ts): hydrated whole, it can be used.
  usePageHydrated();
  return <RouterProvider router={router} />;
}
