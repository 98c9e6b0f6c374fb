// `npm test`: every suite. Typecheck, lint, the build and the suites that need nothing run first,
// side by side; then one emulator suite (Firestore, Auth, Functions, Hosting) starts on quiet cores
// and three lanes run beside each other until all end: the browser tests and the API tests at full
// priority (both mostly wait on the emulators: together they keep about 1.7 of 2 cores busy), and
// the rules and web component tests on the CPU those leave idle (the web tests last: they are all
// CPU and take both cores once the others end). The API tests use a project of their own
// (demo-pilotmiles-api) and partner simulators of their own, so nothing they write meets the app's.
// At the end: each step's time against its budget (README "Test budgets") and its slowest files.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ALL, emulatorEnv, stackRunning, startApiPartners, startStack } from './stack.mjs';
import { onSignals, run, runCaptured, stopYielding } from './run.mjs';
import { TIMINGS_DIR, failedTests, readBudgets, slowestFiles } from './timings.mjs';

const npm = 'npm';
/**
 * A yielding step's time limits are this many times its usual (TEST_TIMEOUT_SCALE, read by each
 * Vitest config): beside the browser tests it gets about a fifth of the CPU, and its heaviest web
 * tests then took up to 5 times as long as on idle cores. The limits catch hangs, not slowness.
 */
const YIELDING_TIMEOUT_SCALE = 8;
const startedAll = Date.now();
const results = [];
let stack = null;
let apiPartners = null;
onSignals(async () => {
  stopYielding();
  await apiPartners?.stop();
  await stack?.stop();
});

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });

/** Where a step's runner writes its JSON report, and the arguments that ask it to (Vitest's). */
const report = (slug) => path.join(TIMINGS_DIR, `${slug}.json`);
const vitestReport = (slug) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report(slug)}`];

/**
 * One step. `beside` holds its output back and prints it whole when it ends (a lane beside the
 * browser tests); `yielding` also runs it on idle CPU only (run.mjs), with its limits stretched.
 */
async function step(name, args, { env, slug, beside = false, yielding = false } = {}) {
  const started = Date.now();
  let code;
  if (beside || yielding) {
    const scale = yielding ? { TEST_TIMEOUT_SCALE: String(YIELDING_TIMEOUT_SCALE) } : {};
    const done = await runCaptured(npm, args, { env: { ...(env ?? process.env), ...scale }, yielding });
    console.log(`\n━━ ${name} ━━\n${done.output.trimEnd()}`);
    code = done.code;
  } else {
    console.log(`\n━━ ${name} ━━`);
    code = await run(npm, args, env ? { env } : undefined);
  }
  results.push({ name, slug, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

/**
 * Steps that need nothing and each keep one core busy, run side by side; each prints whole when it
 * ends. An entry that is a list of steps runs them one after the other (a step that needs another's output).
 */
async function together(entries) {
  const runOne = async ([name, args, slug]) => {
    const started = Date.now();
    const { code, output } = await runCaptured(npm, args);
    console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`);
    return { name, slug, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
  };
  const done = await Promise.all(
    entries.map(async (entry) => {
      if (!Array.isArray(entry[0])) return [await runOne(entry)];
      const chain = [];
      for (const step of entry) chain.push(await runOne(step));
      return chain;
    }),
  );
  // The summary lists them in the order given, whichever ended first.
  results.push(...done.flat());
}

await together([
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['core unit tests', ['test', '-w', 'core', ...vitestReport('core')], 'core'],
  ['partner simulator tests', ['run', 'test:partners', '-w', 'emulators', ...vitestReport('partners')], 'partners'],
  // Then what would stop a deploy, against the fixture project (docs/deploy.md), on the built site
  // (the CSP must carry its inline scripts' hashes): within the time the typecheck and lint take.
  [
    ['build', ['run', 'build']],
    ['deploy check', ['run', 'test:deploy', '-w', 'emulators', ...vitestReport('deploy')], 'deploy'],
  ],
]);
const built = results.find((r) => r.name === 'build').ok;

const webTests = (yielding) =>
  step('web component tests', ['test', '-w', 'web', ...vitestReport('web')], { slug: 'web', yielding });

if (!built) await webTests(false);
else {
  try {
    // The emulator suite starts on quiet cores: started beside the web component tests, the
    // Functions emulator's worker for /api could not load the bundle in its time limit.
    if (!(await stackRunning(ALL))) {
      console.log('\n━━ starting the emulator suite ━━');
      const started = Date.now();
      stack = await startStack({ only: ALL, quiet: true });
      results.push({ name: 'emulator start', ok: true, seconds: Math.round((Date.now() - started) / 1000) });
    }
    const env = emulatorEnv();
    apiPartners = await startApiPartners();
    await Promise.all([
      step('end-to-end tests (Chromium)', ['run', 'test:e2e', '-w', 'emulators'], {
        env: { ...env, E2E_JSON_REPORT: report('e2e') },
        slug: 'e2e',
      }),
      // Started last they ran alone for two minutes at the end, waiting on the emulators with a
      // core idle; beside the browser tests they cost those about a tenth (measured).
      step('API tests', ['test', '-w', 'functions', ...vitestReport('api')], { env: apiPartners.env, slug: 'api', beside: true }),
      (async () => {
        await step('security rules tests', ['run', 'test:rules', '-w', 'emulators', ...vitestReport('rules')], { env, slug: 'rules', yielding: true });
        await webTests(true);
      })(),
    ]);
  } catch (err) {
    console.error(`[stack] ${err.message} (logs in emulators/artifacts/)`);
    results.push({ name: 'emulator suite', ok: false, seconds: 0 });
  } finally {
    await apiPartners?.stop();
    await stack?.stop();
  }
}

console.log('\n━━ summary ━━');
const budgets = readBudgets();
const over = [];
for (const r of results) {
  const budget = budgets.get(r.name);
  const flag = budget && r.seconds > budget ? `  ⚠ over its ${budget}s budget` : budget ? ` / ${budget}s` : '';
  if (budget && r.seconds > budget) over.push(r.name);
  console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s${flag})`);
  for (const f of r.slug ? slowestFiles(report(r.slug)) : []) console.log(`    ${f.seconds.toFixed(1).padStart(6)}s  ${f.file}`);
  for (const f of r.slug && !r.ok ? failedTests(report(r.slug)) : []) console.log(`  ✘ ${f.test}\n        ${f.error}`);
}
const total = Math.round((Date.now() - startedAll) / 1000);
const totalBudget = budgets.get('all steps');
if (totalBudget && total > totalBudget) over.push('the whole run');
console.log(`all steps: ${Math.floor(total / 60)} min ${total % 60} s${totalBudget ? ` / ${totalBudget}s` : ''}`);
if (over.length)
  console.log(`\n⚠ ${over.join(', ')} outgrew the budget in README.md "Test budgets": find what made it slower, or raise the budget with a reason.`);
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
