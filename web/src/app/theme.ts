/** The one MUI theme: navy for trust, green for earning (the 'Join for Free' button). */
import { createTheme } from '@mui/material/styles';

export const brand = {
  navy: '#0b2545',
  navyLight: '#13315c',
  sky: '#8da9c4',
  green: '#16a34a',
  greenDark: '#15803d',
  gold: '#f59e0b',
  paper: '#ffffff',
  background: '#f4f7fb',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.navyLight, dark: brand.navy, contrastText: '#fff' },
    secondary: { main: brand.green, dark: brand.greenDark, contrastText: '#fff' },
    success: { main: brand.green, dark: brand.greenDark, contrastText: '#fff' },
    warning: { main: brand.gold },
    background: { default: brand.background, paper: brand.paper },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e2e8f0' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
