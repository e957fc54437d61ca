import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { HydrationSuspense } from './hydration.tsx';
import { LoadErrorNotice } from './load-error-notice.tsx';

type Failed = (error: ApiError, retry: () => void) => ReactNode;

type CatcherProps = { failed: Failed; onRetry: () => void; children: ReactNode };

/**
 * Catches what a call answered (an ApiError) and shows `failed`; anything else (a bug, code that did
 * not load) goes on to the route's error view.
 */
class ApiErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Thrown from here, it reaches the next boundary up: the route's.
    if (!(error instanceof ApiError)) throw error;
    return this.props.failed(error, this.retry);
  }
}

type QueryBoundaryProps = {
  pending: ReactNode;
  children: ReactNode;
} & (
  | { failed: Failed }
  /** What could not be loaded, given the reason in words: shown with a button to try again. */
  | { loadError: (reason: string) => string }
);

/**
 * A part of a page whose data is read with `useSuspenseQuery`: `pending` while it loads (the part's
 * own skeleton, so the page keeps its shape), `failed` (or the `loadError` notice) when it could not
 * be loaded, with a retry that asks again; the rest of the page stays usable either way.
 */
export function QueryBoundary({ pending, children, ...failure }: QueryBoundaryProps) {
  const failed: Failed =
    'failed' in failure
      ? failure.failed
      : (error, retry) => <LoadErrorNotice error={error} message={failure.loadError} onRetry={retry} />;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ApiErrorCatcher failed={failed} onRetry={reset}>
          <HydrationSuspense fallback={pending}>{children}</HydrationSuspense>
        </ApiErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
