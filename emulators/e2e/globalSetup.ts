/**
 * Before the browser tests: the app must answer, and the Firestore emulator gets a few
 * listen-then-write cycles. On a freshly started emulator the first listeners can receive a bogus
 * "deleted" event and stay stuck (firebase/firebase-tools#3867); warming it up avoids that. The
 * demo accounts are seeded too, and the /api function's workers started.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, onSnapshot, setDoc } from 'firebase/firestore';

export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium}: apt-get install -y chromium`);
  const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
  const res = await fetch(`${base}/api/health`).catch(() => null);
  if (!res?.ok) throw new Error(`the app is not answering at ${base}: run through \`npm run test:e2e\``);
  // The Functions emulator answers a request that finds its workers busy by starting another, which
  // loads the whole /api bundle first; a sign-in sends several calls at once, and on busy cores the
  // first test's sign-in outwaited its 15 s. Calls side by side now start those workers before any test.
  for (let round = 0; round < 2; round++)
    await Promise.all(Array.from({ length: 6 }, () => fetch(`${base}/api/health`).catch(() => null)));

  // The seeded demo accounts (idempotent), for the screens with real history.
  execFileSync('npx', ['tsx', 'seed/seed.ts'], { cwd: new URL('..', import.meta.url), stdio: 'inherit' });

  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const env = await initializeTestEnvironment({
    projectId: 'demo-pilotmiles',
    firestore: { host, port: Number(port) },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (let i = 0; i < 3; i++) {
      const ref = doc(db, 'warmup', `cycle-${Date.now()}-${i}`);
      await new Promise<void>((resolve, reject) => {
        const stop = onSnapshot(
          ref,
          (snap) => {
            if (snap.exists()) {
              stop();
              resolve();
            }
          },
          reject,
        );
        void setDoc(ref, { at: Date.now() });
      });
    }
  });
  await env.cleanup();
}
