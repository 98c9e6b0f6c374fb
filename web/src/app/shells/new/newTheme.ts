/**
 * The /new design's theme variant: the base theme (theme/) with rounder corners, a lighter surface
 * and the brand's green as its accent. Only the /new layout uses it (a nested ThemeProvider); the
 * base theme is untouched.
 */
import { createTheme } from '@mui/material/styles';
import { theme } from '../../../theme';
import { brand } from '../../../theme/tokens';

/** The app surface behind the /new pages: lighter than the classic background. */
export const NEW_SURFACE = '#f8fafc';
/** A hairline for cards and bars on that surface. */
export const NEW_HAIRLINE = '#e8edf3';

export const newTheme = createTheme(theme, {
  palette: {
    primary: { main: brand.green, dark: brand.greenDark, contrastText: '#fff' },
    background: { default: NEW_SURFACE, paper: brand.paper },
  },
  shape: { borderRadius: 16 },
  components: {
    MuiCard: {
      styleOverrides: {
        root: { borderRadius: 20, border: `1px solid ${NEW_HAIRLINE}`, boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04)' },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 20 } } },
    MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiLinearProgress: {
      styleOverrides: { root: { height: 8, borderRadius: 999 }, bar: { borderRadius: 999 } },
    },
  },
});
