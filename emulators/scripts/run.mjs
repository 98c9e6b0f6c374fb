// Small process helpers shared by the launcher scripts.
import { spawn } from 'node:child_process';
import { ROOT } from './stack.mjs';

/** Runs a command to completion; resolves with its exit code. */
export function run(cmd, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(127));
  });
}

/**
 * Runs a command with its output held back (stdout and stderr in order), for commands run side by
 * side whose lines would otherwise interleave; resolves with the exit code and the output.
 */
export function runCaptured(cmd, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd, env: { FORCE_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.once('error', (err) => resolve({ code: 127, output: String(err) }));
  });
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
}

/** Calls `onStop` once on Ctrl-C, SIGTERM or SIGHUP, then exits with `code`. */
export function onSignals(onStop) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n[stack] ${signal}: stopping the emulators...`);
      try {
        await onStop();
      } finally {
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
    });
  }
}
