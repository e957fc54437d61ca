import { touchRippleClasses } from '@mui/material/ButtonBase';
import { createTheme, type Theme } from '@mui/material/styles';

/** Ripple animation length, in milliseconds (docs/spec-coverage.md#constants). */
const rippleDurationMs = 550;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The portal's look (docs/spec-coverage.md#constants, docs/design.md): light, black primary, calm
 * neutrals. base.css holds the same colours, type and shape for the pages drawn without MUI (the
 * sign-in page); base-css.test.ts keeps the two the same.
 */
export function createAppTheme(direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
    shape: { borderRadius: 8 },
    palette: {
      mode: 'light',
      primary: { main: '#000000', contrastText: '#ffffff' },
      secondary: { main: '#2f5d50', contrastText: '#ffffff' },
      background: { default: '#f4f4f1', paper: '#ffffff' },
      text: { primary: '#1b1b1b', secondary: '#55575a' },
      divider: 'rgba(0, 0, 0, 0.12)',
      info: { main: '#1f5a96' },
    },
    typography: {
      fontFamily,
      h1: { fontSize: '1.75rem', fontWeight: 650, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.4 },
      subtitle1: { fontWeight: 600 },
      body1: { lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      // The page's base and the focus ring every control shows to a keyboard user are in base.css,
      // which every page has, themed or not.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            [`& .${touchRippleClasses.root} .${touchRippleClasses.rippleVisible}`]: {
              animationDuration: `${rippleDurationMs}ms`,
            },
            [`& .${touchRippleClasses.root} .${touchRippleClasses.childLeaving}`]: {
              animationDuration: `${rippleDurationMs}ms`,
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { paddingInline: 20, minHeight: 44 },
          sizeLarge: { minHeight: 52 },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: ({ theme }) => ({ borderBottom: `1px solid ${theme.palette.divider}` }) },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
      },
      MuiCardContent: {
        styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
      },
      MuiLink: {
        defaultProps: { underline: 'always' },
      },
      MuiOutlinedInput: {
        styleOverrides: { root: { backgroundColor: '#ffffff' } },
      },
      MuiAlert: {
        styleOverrides: { root: { alignItems: 'flex-start' } },
      },
    },
  });
}
