import type { Components, Theme } from '@mui/material/styles';

/** Pill-shaped flat buttons; text fields take the full width of their form; toggles readable. */
export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  // MUI's unselected toggle text (54% black) is 4.49:1 on the page background: just short of AA.
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({ '&:not(.Mui-selected):not(.Mui-disabled)': { color: theme.palette.text.secondary } }),
    },
  },
};
