import type { Components, Theme } from '@mui/material/styles';

/** Flat cards with a hairline border instead of a shadow; rounder paper. */
export const surfaces: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { border: '1px solid #e2e8f0' } },
  },
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
};
