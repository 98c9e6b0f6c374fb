import { defineConfig } from 'vitest/config';

// `npm test` stretches the limits on the idle CPU it gives this suite (emulators/scripts/test-all.mjs).
const timeoutScale = Number(process.env.TEST_TIMEOUT_SCALE ?? 1);

export default defineConfig({
  test: {
    include: ['rules/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker: each opens its own test environment.
    isolate: false,
    testTimeout: 30_000 * timeoutScale,
    // Denied writes log PERMISSION_DENIED by design; show output only for failures.
    silent: 'passed-only',
    hookTimeout: 60_000 * timeoutScale,
  },
});
