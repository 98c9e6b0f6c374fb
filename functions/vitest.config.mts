import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** KEY=value lines of a dotenv file. */
const envFile = (path: string) =>
  Object.fromEntries(
    readFileSync(new URL(path, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );

// API tests run the Express app in-process against the Firestore and Auth emulators
// (`npm run test:api` starts them when they are not already running).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The local stack's settings and secrets (the partner simulator's), as the Functions emulator reads them.
    env: { ...envFile('./.env.demo-pilotmiles'), ...envFile('./.secret.local') },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/globalSetup.ts'],
  },
});
