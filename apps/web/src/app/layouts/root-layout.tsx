import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgressBar } from '../route-progress-bar.tsx';

/** Above every page: the route progress bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteProgressBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
