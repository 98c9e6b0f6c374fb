// `npm test`: every suite. Typecheck, lint and the suites that need nothing run first; then one emulator
// suite (Firestore, Auth, Functions, Hosting) serves rules, API and end-to-end tests, and stops.
import { ALL, emulatorEnv, stackRunning, startStack } from './stack.mjs';
import { onSignals, run, runCaptured } from './run.mjs';

const npm = 'npm';
const results = [];
let stack = null;
onSignals(async () => stack?.stop());

async function step(name, args, env) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await run(npm, args, env ? { env } : undefined);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

/** Steps that need nothing and each keep one core busy, run side by side; each prints whole when it ends. */
async function together(steps) {
  const done = await Promise.all(
    steps.map(async ([name, args]) => {
      const started = Date.now();
      const { code, output } = await runCaptured(npm, args);
      console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`);
      return { name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  // The summary lists them in the order given, whichever ended first.
  results.push(...done);
}

await together([
  ['typecheck', ['run', 'typecheck']],
  ['lint (layering, hooks)', ['run', 'lint']],
  ['core unit tests', ['test', '-w', 'core']],
  ['partner simulator tests', ['run', 'test:partners', '-w', 'emulators']],
]);
await step('web component tests', ['test', '-w', 'web']);

if (await step('build', ['run', 'build'])) {
  try {
    if (!(await stackRunning(ALL))) {
      console.log('\n━━ starting the emulator suite ━━');
      stack = await startStack({ only: ALL, quiet: true });
    }
    const env = emulatorEnv();
    await step('security rules tests', ['run', 'test:rules', '-w', 'emulators'], env);
    await step('API tests', ['test', '-w', 'functions'], env);
    await step('end-to-end tests (Chromium)', ['run', 'test:e2e', '-w', 'emulators'], env);
  } catch (err) {
    console.error(`[stack] ${err.message} (logs in emulators/artifacts/)`);
    results.push({ name: 'emulator suite', ok: false, seconds: 0 });
  } finally {
    await stack?.stop();
  }
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
