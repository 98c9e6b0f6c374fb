import type { Components, Theme } from '@mui/material/styles';

/** Links underline on hover only. */
export const navigation: Components<Theme> = {
  MuiLink: { defaultProps: { underline: 'hover' } },
};
