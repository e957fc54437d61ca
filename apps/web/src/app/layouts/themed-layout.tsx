import { Outlet } from 'react-router';
import { AppThemeProvider } from '../app-theme-provider.tsx';

/** Every page but sign-in is drawn with MUI, within its theme (app/themed.tsx). */
export function ThemedLayout() {
  return (
    <AppThemeProvider>
      <Outlet />
    </AppThemeProvider>
  );
}
