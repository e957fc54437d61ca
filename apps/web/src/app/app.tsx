import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router.tsx';

/**
 * The app's one server-state cache (query-client.ts), handed to the router so that routes start their
 * requests with the navigation. Its code loads with the first route that needs it, not on sign-in;
 * so does MUI's theme (layouts/themed-layout.tsx).
 */
const loadQueryClient = async () => (await import('./query-client.ts')).queryClient;

const router = createAppRouter(loadQueryClient);

export function App() {
  return <RouterProvider router={router} />;
}
