import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import { serverScope } from '../server/server-scope.ts';

let rtlCache: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/**
 * The style cache for right-to-left languages, or null until loadRtlStyleCache has finished; on the
 * server, the page's own (server-scope.ts).
 */
export function rtlStyleCache(): EmotionCache | null {
  return serverScope()?.styleCaches.rtl ?? rtlCache;
}

/** Its options, which a page the server draws shares (entry-server.tsx): the same key, the same plugins. */
export const rtlCacheOptions = (rtlPlugin: StylisPlugin) => ({
  key: 'muirtl',
  prepend: true,
  stylisPlugins: [prefixer, rtlPlugin],
});

/**
 * Loads the plugin that flips left and right in styles (margins, paddings, positions). Only
 * right-to-left languages need it, so others never download it.
 */
export function loadRtlStyleCache(): Promise<EmotionCache> {
  loading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtlCache = createCache(rtlCacheOptions(rtlPlugin));
    return rtlCache;
  });
  return loading;
}
