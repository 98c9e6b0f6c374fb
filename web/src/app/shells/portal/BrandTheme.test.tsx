import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, useTheme } from '@mui/material';
import { theme } from '../../../theme';
import { makePortalBrand } from '../../../testing/builders';
import { BrandTheme } from './BrandTheme';

function Palette() {
  const t = useTheme();
  return (
    <>
      <output data-testid="secondary">{`${t.palette.secondary.main} on ${t.palette.secondary.contrastText}`}</output>
      <output data-testid="primary">{`${t.palette.primary.main} on ${t.palette.primary.contrastText}`}</output>
    </>
  );
}

describe('BrandTheme', () => {
  it("puts dark text on a light brand colour and white on a dark one (the base's white would be unreadable on yellow)", () => {
    const brand = makePortalBrand();
    render(
      <ThemeProvider theme={theme}>
        <BrandTheme brand={{ ...brand, colors: { ...brand.colors, primary: '#0a3d62', secondary: '#f6b93b' } }}>
          <Palette />
        </BrandTheme>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('secondary').textContent).toBe('#f6b93b on rgba(0, 0, 0, 0.87)');
    expect(screen.getByTestId('primary').textContent).toBe('#0a3d62 on #fff');
  });
});
