import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';

const RouteProgressLine = lazy(() => import('./route-progress-line.tsx'));

/** The thin bar at the top while a route loads; it ends when the navigation completes or fails. */
export function RouteProgressBar() {
  const navigating = useNavigation().state !== 'idle';
  // The first page load has no navigation, so the bar's code waits for the first one.
  const [needed, setNeeded] = useState(false);
  if (navigating && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RouteProgressLine active={navigating} />
    </Suspense>
  );
}
