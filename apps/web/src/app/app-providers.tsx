import type { ReactNode } from 'react';
import { SessionProvider } from '../shared/session/session-provider.tsx';
import { AppThemeProvider } from './app-theme-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AppThemeProvider>{children}</AppThemeProvider>
    </SessionProvider>
  );
}
