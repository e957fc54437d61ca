import type { Session } from '@fordra/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSession, sessionQueryKey } from './session-client.ts';

/**
 * The session as the signed-in pages know it: fetched once, then again only when it may have changed
 * (the app's cache watches for that: app/query-client.ts); sign-in and sign-out write it (session-client.ts).
 * `fetchSession` answers null for no session and for a failed fetch, so this query never fails.
 */
export const sessionQueryOptions = queryOptions<Session | null>({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
});

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The session and its status, like NextAuth's useSession(). */
export function useSession(): { data: Session | null; status: SessionStatus } {
  const { data } = useQuery(sessionQueryOptions);
  if (data === undefined) return { data: null, status: 'loading' };
  return { data, status: data ? 'authenticated' : 'unauthenticated' };
}
