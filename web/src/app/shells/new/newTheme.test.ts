import { describe, expect, it } from 'vitest';
import { newTheme } from './newTheme';

describe('newTheme', () => {
  // As the base theme (theme/theme.test.ts): the build leaves MUI's CSS theme variables out.
  it('uses no CSS theme variables', () => {
    expect('colorSchemes' in newTheme).toBe(false);
    expect('vars' in newTheme).toBe(false);
  });
});
