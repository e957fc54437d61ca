import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The app's one server-state cache (query-client.ts), handed to the router so that routes start their
 * requests with the navigation. Its code loads with the first route that needs it, not on sign-in.
 */
const loadQueryClient = async () => (await import('./query-client.ts')).queryClient;

const router = createAppRouter(loadQueryClient);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
