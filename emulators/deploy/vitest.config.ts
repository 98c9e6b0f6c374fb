import { defineConfig } from 'vitest/config';

// `npm run deploy:check`'s own tests: offline, no emulators (they build the functions once).
export default defineConfig({
  test: {
    include: ['deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
