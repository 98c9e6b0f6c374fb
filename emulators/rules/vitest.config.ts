import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker: each opens its own test environment.
    isolate: false,
    testTimeout: 30_000,
    // Denied writes log PERMISSION_DENIED by design; show output only for failures.
    silent: 'passed-only',
    hookTimeout: 60_000,
  },
});
