import { paths } from '../../app/paths.ts';

/**
 * Where to go after signing in: a path on this site taken from `callbackUrl` (relative, or an
 * absolute URL of the same origin). Anything else, and the auth pages themselves, lead home.
 */
export function safeCallbackPath(callbackUrl: string | null | undefined, origin: string): string {
  if (!callbackUrl) return paths.home;
  let url: URL;
  try {
    url = new URL(callbackUrl, origin);
  } catch {
    return paths.home;
  }
  if (url.origin !== origin || url.pathname.startsWith('/auth/') || url.pathname.startsWith('/api/')) {
    return paths.home;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
