import { defineConfig } from 'vitest/config';
import { LOCAL_SWAARM_ENV } from './src/offers/swaarm.config';

// API tests run the Express app in-process against the Firestore and Auth emulators
// (`npm run test:api` starts them when they are not already running).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The partner simulator's values, as the local stack has them (functions/.env.demo-pilotmiles).
    env: { ...LOCAL_SWAARM_ENV },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/globalSetup.ts'],
  },
});
