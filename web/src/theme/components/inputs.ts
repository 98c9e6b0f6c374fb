import type { Components, Theme } from '@mui/material/styles';

/** Pill-shaped flat buttons; text fields take the full width of their form. */
export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
};
