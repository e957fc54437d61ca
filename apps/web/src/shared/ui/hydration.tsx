import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';

/**
 * A page the server rendered comes inert (apps/server/src/http/web-app.ts) until the app has taken it up
 * whole: a press or a keystroke on a part not yet hydrated would be lost, or undone as the app takes
 * it up (a form's field filled anew with its first value). React takes a page up in passes: the frame
 * first, then each Suspense boundary's content in a pass of its own, after the frame's. So the app's
 * root is not enough: each such boundary is a `HydrationSuspense`, which the page waits for.
 */

/** The boundaries whose content has not been hydrated yet. */
const waiting = new Set<object>();
let rootHydrated = false;

function liftWhenHydrated(): void {
  if (rootHydrated && waiting.size === 0) document.getElementById('root')?.removeAttribute('inert');
}

/**
 * A part still waiting this long after the root (its content asking the server for what the page did
 * not come with) does not keep the rest of the page from the visitor.
 */
const longestWaitMs = 5_000;

/** For the app's root: once it and every boundary within it are hydrated, the page can be used. */
export function usePageHydrated(): void {
  useEffect(() => {
    rootHydrated = true;
    liftWhenHydrated();
    const stopWaiting = setTimeout(() => {
      waiting.clear();
      liftWhenHydrated();
    }, longestWaitMs);
    return () => clearTimeout(stopWaiting);
  }, []);
}

/** Marks its boundary's content hydrated (its effect runs once the content is in the page). */
function ContentHydrated({ part }: { part: object }) {
  useEffect(() => {
    waiting.delete(part);
    liftWhenHydrated();
  }, [part]);
  return null;
}

/**
 * React's Suspense boundary, whose content the page waits for before it can be used. Its own layout
 * effect runs in the pass that takes it up, before any passive effect of that pass (the root's
 * among them): the page learns of it before it could be lifted.
 */
export function HydrationSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    waiting.add(part);
    return () => {
      waiting.delete(part);
      liftWhenHydrated();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      <ContentHydrated part={part} />
      {children}
    </Suspense>
  );
}
