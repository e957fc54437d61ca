import { createContext } from 'react';

/** True within MUI's theme (AppThemeProvider provides it). */
export const WithinTheme = createContext(false);
