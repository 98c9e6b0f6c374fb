import { defineConfig } from 'vitest/config';

// The partner simulators' own tests: in-process servers on free ports, no emulators needed.
export default defineConfig({
  test: {
    include: ['partners/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker: each starts its own servers, none keeps state.
    isolate: false,
    testTimeout: 30_000,
    // The simulator logs every request; show output only for failures.
    silent: 'passed-only',
  },
});
