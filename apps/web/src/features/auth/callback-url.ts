import { sameSitePath } from '@fordra/domain';
import { paths } from '../../config/paths.ts';

/**
 * Where to go after signing in: a path on this site taken from `callbackUrl` (relative, or an
 * absolute URL of the same origin; `sameSitePath`). Anything else, and the auth pages themselves,
 * lead home.
 */
export function safeCallbackPath(callbackUrl: string | null | undefined, origin: string): string {
  const path = sameSitePath(callbackUrl, origin, paths.home);
  return path.startsWith('/auth/') || path.startsWith('/api/') ? paths.home : path;
}
