import { describe, expect, it } from 'vitest';
import { theme } from '.';

describe('theme', () => {
  // The build leaves MUI's CSS theme variables out (vite.config.ts, withoutMuiCssVars): a theme
  // with them would fail in production only. Each shell's variant checks the same of its own.
  it('uses no CSS theme variables', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});
