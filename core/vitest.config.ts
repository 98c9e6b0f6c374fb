import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions: one module graph for every file (isolate: false) cuts the run from ~40 s to ~6 s.
  test: { include: ['test/**/*.test.ts'], environment: 'node', isolate: false },
});
