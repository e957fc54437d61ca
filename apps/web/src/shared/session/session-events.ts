import { appConfig } from '../../config/app-config.ts';

/** localStorage key written on sign-in and sign-out so that other tabs fetch the session again. */
export const sessionBroadcastKey = 'fordra.session';

/** Tells other tabs that this one signed in or out (they hear it as a `storage` event). */
export function broadcastSessionChange(): void {
  try {
    window.localStorage.setItem(sessionBroadcastKey, String(Date.now()));
  } catch {
    // Without storage other tabs still notice on focus or by polling.
  }
}

/** The session-state cookie (set by the server at sign-in, cleared at sign-out), or '' without one. */
function sessionStateCookie(): string {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('fordra.session-state='));
  return entry?.slice('fordra.session-state='.length) ?? '';
}

/**
 * Calls `onMaybeChanged` whenever the session may have changed behind this page
 * (docs/spec-coverage.md#session-calls): the window gets focus or the tab becomes visible, another tab
 * signs in or out (a `storage` event), and, when configured, polling sees the session-state cookie
 * change. Returns the function that stops watching.
 */
export function watchSession(
  onMaybeChanged: () => void,
  cookiePollMs: number = appConfig.sessionCookiePollMs,
): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') onMaybeChanged();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionBroadcastKey) onMaybeChanged();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('focus', onMaybeChanged);
  window.addEventListener('storage', onStorage);
  let timer: number | undefined;
  if (cookiePollMs > 0) {
    let seen = sessionStateCookie();
    timer = window.setInterval(() => {
      const now = sessionStateCookie();
      if (now === seen) return;
      seen = now;
      onMaybeChanged();
    }, cookiePollMs);
  }
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('focus', onMaybeChanged);
    window.removeEventListener('storage', onStorage);
    window.clearInterval(timer);
  };
}
