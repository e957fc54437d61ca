import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

let rtlCache: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/** The style cache for right-to-left languages, or null until loadRtlStyleCache has finished. */
export function rtlStyleCache(): EmotionCache | null {
  return rtlCache;
}

/**
 * Loads the plugin that flips left and right in styles (margins, paddings, positions). Only
 * right-to-left languages need it, so others never download it.
 */
export function loadRtlStyleCache(): Promise<EmotionCache> {
  loading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  });
  return loading;
}
