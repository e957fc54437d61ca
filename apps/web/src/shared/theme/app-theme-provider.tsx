import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { directionOf } from '@fordra/domain/languages';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { serverScope } from '../server/server-scope.ts';
import { loadRtlStyleCache, rtlStyleCache } from './rtl-style-cache.ts';
import { createAppTheme } from './theme.ts';
import { WithinTheme } from './within-theme.ts';

/** The style cache for left-to-right languages; a page the server draws has its own (server-scope.ts). */
export const ltrCacheOptions = { key: 'mui', prepend: true };
const browserLtrCache = import.meta.env.SSR ? null : createCache(ltrCacheOptions);

function ltrCache(): EmotionCache {
  const cache = serverScope()?.styleCaches.ltr ?? browserLtrCache;
  if (!cache) throw new Error('A page drawn on the server has no style cache of its own');
  return cache;
}

/**
 * Theme and style cache for the language's direction, switching live with the language. A switch
 * to right-to-left waits (on the old direction) until the right-to-left styles have loaded.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const wanted = directionOf(useLanguage());
  const [rtlCache, setRtlCache] = useState(rtlStyleCache);
  const direction = wanted === 'rtl' && rtlCache ? 'rtl' : 'ltr';

  useEffect(() => {
    if (wanted === 'rtl' && !rtlCache) void loadRtlStyleCache().then(setRtlCache);
  }, [wanted, rtlCache]);

  useLayoutEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <WithinTheme.Provider value>{children}</WithinTheme.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
