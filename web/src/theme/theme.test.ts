import { describe, expect, it } from 'vitest';
import { theme } from '.';
import { newTheme } from './newTheme';

describe('themes', () => {
  // The build leaves MUI's CSS theme variables out (vite.config.ts, withoutMuiCssVars): a theme
  // with them would fail in production only.
  it('use no CSS theme variables', () => {
    for (const t of [theme, newTheme]) {
      expect('colorSchemes' in t).toBe(false);
      expect('vars' in t).toBe(false);
    }
  });
});
