import type { Session } from '@fordra/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { appConfig } from '../../app/config.ts';
import { onUnauthorized } from '../api/api-client.ts';
import {
  fetchSession,
  onSessionChange,
  sessionBroadcastKey,
  signOut,
  updateSession,
} from './session-client.ts';
import { SessionContext, type SessionContextValue } from './session-context.ts';

type SessionProviderProps = {
  children: ReactNode;
  /** Milliseconds between reads of the session-state cookie; 0 turns polling off. */
  cookiePollMs?: number;
};

/** The session-state cookie (set by the server at sign-in, cleared at sign-out), or '' without one. */
function sessionStateCookie(): string {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('fordra.session-state='));
  return entry?.slice('fordra.session-state='.length) ?? '';
}

/**
 * Holds the session for the whole app. It is fetched on start, again when the window gets focus or
 * the tab becomes visible, when another tab signs in or out (a `storage` event), and, when configured,
 * as soon as polling sees the session-state cookie change.
 */
export function SessionProvider({
  children,
  cookiePollMs = appConfig.sessionCookiePollMs,
}: SessionProviderProps) {
  const [state, setState] = useState<{ data: Session | null; loading: boolean }>({
    data: null,
    loading: true,
  });
  // Only the newest request may set the state, so a slow old answer never overwrites a new one.
  const latestRequest = useRef(0);

  const apply = useCallback((data: Session | null) => {
    latestRequest.current += 1;
    setState({ data, loading: false });
  }, []);

  const refetch = useCallback(async () => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    const data = await fetchSession();
    if (request === latestRequest.current) setState({ data, loading: false });
  }, []);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionBroadcastKey) void refetch();
    };
    const onFocus = () => void refetch();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('focus', onFocus);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('storage', onStorage);
    };
  }, [refetch]);

  useEffect(() => {
    if (cookiePollMs <= 0) return;
    let seen = sessionStateCookie();
    const timer = window.setInterval(() => {
      const now = sessionStateCookie();
      if (now === seen) return;
      seen = now;
      void refetch();
    }, cookiePollMs);
    return () => window.clearInterval(timer);
  }, [refetch, cookiePollMs]);

  useEffect(() => onSessionChange(apply), [apply]);

  useEffect(() => onUnauthorized(() => void signOut({ redirect: false })), []);

  const update = useCallback(
    async (data: { language?: string }) => {
      const session = await updateSession(data);
      if (session) apply(session);
      return session;
    },
    [apply],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      data: state.data,
      status: state.loading ? 'loading' : state.data ? 'authenticated' : 'unauthenticated',
      update,
    }),
    [state, update],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
