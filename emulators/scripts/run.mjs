// Small process helpers shared by the launcher scripts.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { ROOT } from './stack.mjs';

/** Runs a command to completion; resolves with its exit code. */
export function run(cmd, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(127));
  });
}

/** Process groups started with `yielding`, stopped by `stopYielding` (on Ctrl-C: they are not in our group). */
const yieldingGroups = new Set();

/**
 * Runs a command with its output held back (stdout and stderr in order), for commands run side by
 * side whose lines would otherwise interleave; resolves with the exit code and the output.
 * `yielding` runs it on the CPU others leave idle: the lowest nice, in a session of its own whose
 * autogroup gets the lowest weight too (Linux shares CPU between sessions' autogroups first, so a
 * nice alone would still take a session's full share from the browser tests).
 */
export function runCaptured(cmd, args, { env = process.env, cwd = ROOT, yielding = false } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const [file, argv] = yielding ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { cwd, env: { FORCE_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: yielding });
    if (yielding && child.pid) {
      yieldingGroups.add(child.pid);
      child.once('close', () => yieldingGroups.delete(child.pid));
      try {
        writeFileSync(`/proc/${child.pid}/autogroup`, '19');
      } catch {
        // No autogroups (another OS, or a kernel without them): the nice is all there is.
      }
    }
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.once('error', (err) => resolve({ code: 127, output: String(err) }));
  });
}

/** Stops the commands still running with `yielding`. */
export function stopYielding() {
  for (const pid of yieldingGroups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
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
