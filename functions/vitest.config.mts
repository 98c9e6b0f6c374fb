import { defineConfig } from 'vitest/config';

// API tests run the Express app in-process against the Firestore and Auth emulators and the
// partner simulator (`npm run test:api` starts them when they are not already running, and gives
// the tests the functions' local settings: emulators/scripts/stack.mjs emulatorEnv).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/globalSetup.ts'],
  },
});
