// Runs a command with the emulators it needs: reuses a running suite, else starts one
// (`--only firestore,auth` for less) and stops it afterwards. Exits with the command's code.
import { ALL, emulatorEnv, stackRunning, startStack } from './stack.mjs';
import { onSignals, run } from './run.mjs';

let args = process.argv.slice(2);
let only = ALL;
if (args[0] === '--only') {
  only = args[1].split(',');
  args = args.slice(2);
}
if (args.length === 0) {
  console.error('usage: with-emulators.mjs [--only firestore,auth] <command> [args...]');
  process.exit(2);
}

let stack = null;
onSignals(async () => stack?.stop());

if (!(await stackRunning(only))) {
  if (only.includes('functions') || only.includes('hosting')) {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) process.exit(built);
  }
  try {
    stack = await startStack({ only, quiet: true });
  } catch (err) {
    console.error(`[stack] ${err.message}`);
    process.exit(1);
  }
}
const code = await run(args[0], args.slice(1), { env: emulatorEnv() });
if (stack) await stack.stop();
process.exit(code);
