import type { ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return <AppThemeProvider>{children}</AppThemeProvider>;
}
