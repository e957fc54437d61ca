import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error.ts';

const maxRetries = 2;

/** Retrying cannot fix what the server refused (4xx); network trouble and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
