import { Outlet } from 'react-router';
import { AppThemeProvider } from '../../shared/theme/app-theme-provider.tsx';

/** Every page but sign-in is drawn with MUI, within its theme (shared/theme/themed.tsx). */
export function ThemedLayout() {
  return (
    <AppThemeProvider>
      <Outlet />
    </AppThemeProvider>
  );
}
