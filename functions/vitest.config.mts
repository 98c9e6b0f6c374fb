import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { scaled } from './test/support/timeouts';

// API tests run the Express app in-process against the Firestore and Auth emulators and the
// partner simulator (`npm run test:api` starts them when they are not already running, and gives
// the tests the functions' local settings: emulators/scripts/stack.mjs emulatorEnv).

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One worker keeps the libraries loaded for all its files (isolate: false), most of the step's
    // time; test/support/setup.ts gives each file fresh app modules. Files restore any setting they change.
    isolate: false,
    // Test files share the emulators safely (unique users, global configs restored to defaults);
    // Vitest's default of cores - 1 would leave one worker and an idle core on 2-core CI.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Its own project on the shared emulators: the members it makes and the configs it changes
    // never meet the app's (demo-pilotmiles), so `npm test` runs it beside the browser tests.
    // Queued tasks wait for the test to run them (runQueuedTasks), as a job's handler is run directly.
    env: { GCLOUD_PROJECT: 'demo-pilotmiles-api', GOOGLE_CLOUD_PROJECT: 'demo-pilotmiles-api', PM_LOCAL_TASKS: 'manual' },
    testTimeout: scaled(60_000),
    hookTimeout: scaled(60_000),
    globalSetup: ['test/support/globalSetup.ts'],
    // Each call logs a line (platform/http/requestLog.ts): show output only for failures.
    silent: 'passed-only',
    setupFiles: ['test/support/setup.ts'],
  },
});
