import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath, headlessShellPath } from '../chromium';

/**
 * End-to-end tests in the system Chromium (Playwright cannot download browsers here) against the
 * Hosting emulator. `npm run test:e2e` starts the emulator suite when it is not running.
 */
// Push needs notifications and a push service, which the headless shell lacks (chromium.ts).
const NEEDS_FULL_BROWSER = /push\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: '../artifacts/e2e-results',
  fullyParallel: false,
  // One file at a time: one worker already keeps about 1.6 of 2 cores busy (measured; two thirds
  // of it Chromium loading and drawing pages), so a second would only add waiting and timeouts.
  workers: 1,
  // No retries, in CI either: a flaky test must show, not pass on a second try.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `npm test` asks for a JSON report too, to name the slowest specs (emulators/scripts/timings.mjs).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  globalSetup: './globalSetup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    screenshot: 'only-on-failure',
    // A member's page registers the service worker, which precaches the app (docs/pwa.md): in every
    // fresh context of every test that is megabytes of downloads for nothing. The specs about the
    // worker (pwa, push) allow it.
    serviceWorkers: 'block',
    // A trace records a screencast of every test; CI keeps no artifacts, so there it is only cost.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: NEEDS_FULL_BROWSER,
      use: { browserName: 'chromium', launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_FLAGS } },
    },
    {
      name: 'chromium (full browser)',
      testMatch: NEEDS_FULL_BROWSER,
      use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS } },
    },
  ],
});
