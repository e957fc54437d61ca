import { useCallback, useSyncExternalStore } from 'react';
import { renderedPage } from '../server/rendered-page.ts';
import { serverScope } from '../server/server-scope.ts';
import { namedScreens, narrowScreen, screenCookie, touchOnlyScreen, wideScreen } from './screen-media.ts';

/**
 * Whether the screen matches `query`: read at once, so nothing flashes. A page the server rendered is
 * first hydrated for the screen the server guessed (server-scope.ts), then rendered for the real one.
 */
function useScreen(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverScope()?.matchesScreen(query) ?? renderedPage()?.screens?.[query] ?? false,
  );
}

/** True from the md breakpoint up, where lists become tables (docs/design.md). */
export function useWideLayout(): boolean {
  return useScreen(wideScreen);
}

/**
 * True on a phone or tablet: a narrow screen or a touch screen without hover. There the Swish app is
 * on the same device, so it is opened directly rather than shown a QR code to scan.
 */
export function useHandheldDevice(): boolean {
  const narrow = useScreen(narrowScreen);
  const touchOnly = useScreen(touchOnlyScreen);
  return narrow || touchOnly;
}

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * Remembers which of the named screens this one matches (`wide.computer`, `narrow.touch`), so that the
 * server renders the next page for it (entry-server.tsx) and the app need not render it again.
 */
export function rememberScreen(): void {
  const matching = Object.entries(namedScreens)
    .filter(([, query]) => window.matchMedia(query).matches)
    .map(([name]) => name)
    .join('.');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is not in every browser we support.
  document.cookie = `${screenCookie}=${matching || 'none'}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`;
}
