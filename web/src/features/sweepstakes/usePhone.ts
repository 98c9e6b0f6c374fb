import { useMediaQuery, useTheme } from '@mui/material';

/** Below the 'sm' breakpoint (a phone held upright): long dialogs take the whole screen. */
export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
