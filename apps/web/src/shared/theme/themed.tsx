import { directionOf } from '@fordra/domain/languages';
import { lazy, type ReactNode, useContext } from 'react';
import { pageLanguage } from '../../i18n/i18n.ts';
import { WithinTheme } from './within-theme.ts';

/*
 * MUI's theme is not on the sign-in page, which is drawn without MUI to keep its JavaScript light
 * (bench/login-page-js.ts); it loads with the first part drawn with MUI: every other page (the themed
 * layout route, app/layouts/themed-layout.tsx) or, on the sign-in page, the language menu and the BankID
 * panel.
 */

/**
 * The right-to-left styles, when the page's language is right to left: MUI's first frame is then
 * mirrored. (The first page's route asks before i18next has started, and so before `<html dir>` is set.)
 */
export async function loadDirectionStyles(): Promise<void> {
  // A page drawn on the server has its styles in its scope (server-scope.ts).
  if (!import.meta.env.SSR && directionOf(pageLanguage()) === 'rtl')
    await (await import('./rtl-style-cache.ts')).loadRtlStyleCache();
}

/** MUI's theme provider, and the right-to-left styles when the page is right to left. */
async function loadThemeProvider() {
  const [{ AppThemeProvider }] = await Promise.all([
    import('./app-theme-provider.tsx'),
    loadDirectionStyles(),
  ]);
  return AppThemeProvider;
}

/** Starts loading MUI's theme (when the pointer or the focus reaches what opens a part drawn with it). */
export async function preloadTheme(): Promise<void> {
  await loadThemeProvider();
}

const LazyAppThemeProvider = lazy(async () => ({ default: await loadThemeProvider() }));

/**
 * Its children within MUI's theme: for a part drawn with MUI that a page drawn without it may show
 * (the language menu, the BankID panel). Within the theme already, they are drawn as they are.
 */
export function Themed({ children }: { children: ReactNode }) {
  return useContext(WithinTheme) ? children : <LazyAppThemeProvider>{children}</LazyAppThemeProvider>;
}
