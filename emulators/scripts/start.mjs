// `npm start`: build, start Firestore + Auth + Functions + Hosting and the partner simulators, seed,
// print the URLs.
// `npm run dev`: the same with Vite's dev server (HMR) and functions rebuilt on save.
import { spawn } from 'node:child_process';
import { ALL, HOST, PORTS, ROOT, emulatorEnv, startStack } from './stack.mjs';
import { onSignals, runOrThrow } from './run.mjs';

const dev = process.argv.includes('--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const extra = [];
let stack = null;

onSignals(async () => {
  for (const child of extra) child.kill('SIGTERM');
  if (stack) await stack.stop();
});

try {
  if (dev) await runOrThrow(npm, ['run', 'build', '-w', 'functions']);
  else await runOrThrow(npm, ['run', 'build']);

  stack = await startStack({ only: dev ? ['firestore', 'auth', 'functions', 'partners'] : ALL });
  await runOrThrow(npm, ['run', 'seed', '-w', 'emulators'], { env: emulatorEnv() });

  let url = `http://${HOST}:${PORTS.hosting}`;
  if (dev) {
    extra.push(spawn(npm, ['run', 'watch', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' }));
    extra.push(spawn(npm, ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' }));
    url = 'http://127.0.0.1:5173';
  }
  console.log(`
  ✈  PilotMiles is running at ${url}
     demo user:     demo@pilotmiles.test / pilotmiles
     admin:         admin@pilotmiles.test / pilotmiles
     offer partner: http://${HOST}:${PORTS.partners}/swaarm
     gift cards:    http://${HOST}:${PORTS.partners}/giftcards
     KYC provider:  http://${HOST}:${PORTS.partners}/kyc
     Press Ctrl-C to stop.
`);
} catch (err) {
  console.error(`[stack] ${err.message}`);
  for (const child of extra) child.kill('SIGTERM');
  if (stack) await stack.stop();
  process.exit(1);
}
