import type { Session } from '@fordra/contract';

/** What the session code needs of the app's cache: the session as the signed-in pages read it. */
export type SessionCache = {
  /** The session the cache holds, asked of the server first if it holds none yet. */
  read(): Promise<Session | null>;
  /** Puts a session into the cache (null: none), over a fetch of it still under way. */
  write(session: Session | null): Promise<void>;
};

let load: (() => Promise<SessionCache>) | null = null;

/**
 * Gives the session code the app's cache, once as the app starts (main.tsx). It is given as a way to
 * load it: the cache's code loads with the first signed-in page or the first sign-in, so the sign-in
 * page does without it.
 */
export function provideSessionCache(loadCache: () => Promise<SessionCache>): void {
  load = loadCache;
}

/** The app's cache, loaded if no signed-in page has loaded it yet. */
export function sessionCache(): Promise<SessionCache> {
  if (!load) return Promise.reject(new Error('The app has given the session no cache (provideSessionCache)'));
  return load();
}
