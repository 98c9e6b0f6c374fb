/** The portal's theme variant: the theme around it with the partner's colours. */
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import type { CpPortalBrand } from '@pilotmiles/core';

export function BrandTheme({ brand, children }: { brand: CpPortalBrand; children: ReactNode }) {
  const base = useTheme();
  const theme = useMemo(
    () =>
      createTheme(base, {
        palette: {
          // augmentColor, not just `main`: merging keeps the base's contrastText (white), which is
          // unreadable on a light brand colour such as a yellow secondary.
          primary: base.palette.augmentColor({ color: { main: brand.colors.primary } }),
          secondary: base.palette.augmentColor({ color: { main: brand.colors.secondary } }),
          background: { default: brand.colors.background },
          text: { primary: brand.colors.text },
        },
      }),
    [base, brand.colors],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

