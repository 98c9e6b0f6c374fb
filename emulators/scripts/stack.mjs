// Starts and stops the Firebase emulator suite on this machine or a laptop, and the partner
// simulators (emulators/partners: the outside services we call or are called by) beside it.
//
// firebase-tools 14+ runs the Firestore emulator only on Java 21+. Where Java is older (these
// machines have 17) we start the Cloud SDK's Firestore emulator jar ourselves and point the
// firebase CLI at it with FIRESTORE_EMULATOR_HOST (README, "Emulator notes").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, rmSync, mkdirSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeEmulatorFirebaseJson } from './hostingConfig.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-pilotmiles';
export const HOST = '127.0.0.1';
export const PORTS = { firestore: 8080, auth: 9099, functions: 5001, tasks: 9499, hosting: 5000, hub: 4400, logging: 4500, partners: 9400 };
export const ALL = ['firestore', 'auth', 'functions', 'hosting', 'partners'];
/**
 * `npm test`'s second set of partner simulators, for the API tests alone: they run beside the
 * browser tests, whose offer wall grows the shared simulators' feed (partners/origin.ts).
 */
export const API_PARTNERS_PORT = 9401;
/** Started by us rather than by `firebase emulators:start`. */
const NOT_FIREBASE = ['partners'];
const PID_FILE = path.join(ROOT, 'emulators', 'artifacts', 'stack.pids');
const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');
const TSX_BIN = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** KEY=value lines of a dotenv file. */
function envFile(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
}

/**
 * Environment a client of the running emulators needs (tests, seed, bench): the emulator hosts,
 * and the functions' local settings and secrets, which the Functions emulator reads from the same
 * files, so a script calling the functions' code in-process sees what the emulated functions see.
 */
export function emulatorEnv(extra = {}) {
  return {
    ...envFile('functions/.env.demo-pilotmiles'),
    ...envFile('functions/.secret.local'),
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
    ...extra,
  };
}

const log = (msg) => console.log(`[stack] ${msg}`);

function portOpen(port, host = HOST) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

async function httpOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** True when every emulator of `only` already answers (e.g. `npm start` in another terminal). */
export async function stackRunning(only = ALL) {
  const open = await Promise.all(only.map((name) => portOpen(PORTS[name])));
  return open.every(Boolean);
}

function javaMajor() {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(res.stderr ?? '');
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

function findFirestoreJar() {
  const candidates = [process.env.FIRESTORE_EMULATOR_JAR];
  const rel = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
  candidates.push(path.join('/usr/lib/google-cloud-sdk', rel), path.join('/usr/share/google-cloud-sdk', rel));
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!gcloud.error && gcloud.stdout.trim()) candidates.push(path.join(gcloud.stdout.trim(), rel));
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

/**
 * How Firestore runs: 'firebase' lets firebase-tools manage it (Java 21+, with its downloaded jar),
 * 'standalone' starts the Cloud SDK jar. PILOTMILES_FIRESTORE overrides the choice.
 */
function firestoreMode() {
  const forced = process.env.PILOTMILES_FIRESTORE;
  if (forced === 'firebase' || forced === 'standalone') return forced;
  const java = javaMajor();
  if (java === 0) throw new Error('Java is required for the Firestore emulator (17+ with the Cloud SDK jar, or 21+).');
  if (java >= 21) return 'firebase';
  return 'standalone';
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Kills processes a previous launcher left behind (e.g. after SIGKILL), if they are still ours.
 * The file's first line names the launcher: while it lives, its emulators are not leftovers.
 */
function reapStale() {
  if (!existsSync(PID_FILE)) return;
  const [first = '', ...rest] = readFileSync(PID_FILE, 'utf8').split('\n');
  const launcher = Number(first.replace('launcher ', ''));
  if (first.startsWith('launcher ') && launcher !== process.pid && isAlive(launcher))
    throw new Error(`another emulator suite is running (launcher pid ${launcher}); stop it first or let it be reused`);
  for (const line of first.startsWith('launcher ') ? rest : [first, ...rest]) {
    const pid = Number(line.trim());
    if (!pid) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (/cloud-firestore-emulator|firebase|partners\/server\.ts|scripts\/local-triggers\.ts/.test(cmd)) {
        log(`stopping a leftover emulator process group ${pid}`);
        process.kill(-pid, 'SIGKILL');
      }
    } catch {
      // gone already, or not Linux
    }
  }
  rmSync(PID_FILE, { force: true });
}

function spawnGroup(cmd, args, opts) {
  // Own process group, so stopping kills the whole tree (function workers, JVM) in one call.
  return spawn(cmd, args, { ...opts, detached: true });
}

/**
 * Starts the requested emulators and resolves once they all answer. Returns { stop, mode }.
 * `quiet` sends emulator logs to emulators/artifacts/*.log instead of the terminal.
 */
export async function startStack({ only = ALL, quiet = false } = {}) {
  reapStale();
  const wantsFirestore = only.includes('firestore');
  const mode = wantsFirestore ? firestoreMode() : 'none';
  const firebaseOnly = only.filter((n) => !NOT_FIREBASE.includes(n) && (n !== 'firestore' || mode === 'firebase'));
  const busy = [];
  for (const name of [...only, ...(firebaseOnly.length ? ['hub'] : [])])
    if (await portOpen(PORTS[name])) busy.push(`${name} (${PORTS[name]})`);
  if (busy.length) throw new Error(`port already in use: ${busy.join(', ')}. Is another emulator suite running? Stop it first.`);

  const artifacts = path.join(ROOT, 'emulators', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const children = [];
  const env = emulatorEnv();

  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child);
    rmSync(PID_FILE, { force: true });
  };

  try {
    if (only.includes('partners')) {
      children.push(await startPartners({ env, quiet, artifacts }));
      writePids(children);
    }

    if (mode === 'standalone') {
      const jar = findFirestoreJar();
      if (!jar)
        throw new Error(
          'Java < 21 and no Cloud SDK Firestore emulator jar found. Install Java 21+ or set FIRESTORE_EMULATOR_JAR.',
        );
      log(`Firestore: Cloud SDK emulator on Java ${javaMajor()} (${jar})`);
      const streams = quiet ? await openLog(artifacts, 'firestore') : 'inherit';
      const java = spawnGroup(
        'java',
        [
          // The emulator's gRPC buffers live outside the heap and their limit defaults to -Xmx: at
          // 512 MiB a whole `npm test` ran out of them (OutOfMemoryError: direct buffer memory),
          // and Firestore calls in the API tests failed with 'CANCELLED: Server sendMessage() failed'.
          '-Xmx1g',
          '-XX:MaxDirectMemorySize=2g',
          '-XX:+UseSerialGC',
          '-Duser.language=en',
          '-cp',
          jar,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          `--host=${HOST}`,
          `--port=${PORTS.firestore}`,
          `--project_id=${PROJECT_ID}`,
          '--single_project_mode',
          `--rules=${path.join(ROOT, 'firestore.rules')}`,
        ],
        { cwd: ROOT, stdio: quiet ? ['ignore', streams, streams] : ['ignore', 'ignore', 'inherit'] },
      );
      children.push({ name: 'firestore', proc: java });
      writePids(children);
      await waitUntil('Firestore emulator', () => httpOk(`http://${HOST}:${PORTS.firestore}/`), 60_000);
    }

    if (firebaseOnly.length) {
      if (firebaseOnly.includes('functions') && !existsSync(path.join(ROOT, 'functions', 'lib', 'index.js')))
        throw new Error('functions are not built: run `npm run build` first');
      log(`firebase emulators: ${firebaseOnly.join(', ')}${mode === 'firebase' ? ' (Firestore managed by firebase-tools)' : ''}`);
      const config = writeEmulatorFirebaseJson(ROOT, PORTS);
      const args = ['emulators:start', '--config', config, '--project', PROJECT_ID, '--only', firebaseOnly.join(',')];
      const fbEnv = { ...env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
      if (mode === 'firebase') delete fbEnv.FIRESTORE_EMULATOR_HOST;
      const streams = quiet ? await openLog(artifacts, 'firebase') : 'inherit';
      const fb = spawnGroup(FIREBASE_BIN, args, {
        cwd: ROOT,
        env: fbEnv,
        stdio: ['ignore', streams, streams],
      });
      children.push({ name: 'firebase', proc: fb });
      writePids(children);
      let exited = false;
      fb.once('exit', () => (exited = true));
      await waitUntil(
        `emulators ${firebaseOnly.join(', ')}`,
        async () => {
          if (exited) throw new Error(`firebase emulators exited early${quiet ? ' (see emulators/artifacts/firebase.log)' : ''}`);
          if (!(await hubLists(firebaseOnly)) || !(await stackRunning(firebaseOnly))) return false;
          // The Functions emulator answers before it has loaded our code: wait for the api itself.
          return !firebaseOnly.includes('functions') || (await apiAnswers());
        },
        180_000,
      );
    }

    if (only.includes('functions')) await startLocalTriggers({ children, env, quiet, artifacts });
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop, mode, children };
}

/**
 * The partner simulators (emulators/partners/server.ts) on `port`, answering /health before this
 * resolves; the caller stops the returned child.
 */
async function startPartners({ env, quiet, artifacts, port = PORTS.partners, name = 'partners' }) {
  log(`partner simulators: http://${HOST}:${port}`);
  const streams = quiet ? await openLog(artifacts, name) : 'inherit';
  const proc = spawnGroup(TSX_BIN, [path.join('emulators', 'partners', 'server.ts')], {
    cwd: ROOT,
    env: { ...env, PARTNERS_PORT: String(port) },
    stdio: ['ignore', streams, streams],
  });
  const child = { name, proc };
  let exited = false;
  proc.once('exit', () => (exited = true));
  try {
    await waitUntil(
      'partner simulators',
      async () => {
        if (exited) throw new Error(`partner simulators exited early${quiet ? ` (see emulators/artifacts/${name}.log)` : ''}`);
        return httpOk(`http://${HOST}:${port}/health`);
      },
      30_000,
    );
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return child;
}

/**
 * The API tests' own partner simulators (API_PARTNERS_PORT), beside whatever suite runs; reuses
 * ones that already answer. Returns { stop, env }: `env` points the API tests and the functions'
 * settings at them instead of the shared ones.
 */
export async function startApiPartners() {
  const base = emulatorEnv();
  const shared = `http://${HOST}:${PORTS.partners}`;
  const own = `http://${HOST}:${API_PARTNERS_PORT}`;
  const env = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, value?.startsWith(shared) ? own + value.slice(shared.length) : value]),
  );
  env.PARTNERS_PORT = String(API_PARTNERS_PORT);
  if (await httpOk(`${own}/health`)) return { env, stop: async () => {} };
  const artifacts = path.join(ROOT, 'emulators', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const child = await startPartners({ env: base, quiet: true, artifacts, port: API_PARTNERS_PORT, name: 'api-partners' });
  return { env, stop: () => stopChild(child) };
}

/**
 * The Firestore triggers a standalone Firestore cannot fire (scripts/local-triggers.ts: the push
 * outbox), run beside the functions emulator. Harmless where triggers do fire: each push is
 * claimed once.
 */
async function startLocalTriggers({ children, env, quiet, artifacts }) {
  log('local triggers: pushOutbox (emulators/scripts/local-triggers.ts)');
  const streams = quiet ? await openLog(artifacts, 'local-triggers') : 'inherit';
  const proc = spawnGroup(TSX_BIN, [path.join('emulators', 'scripts', 'local-triggers.ts')], {
    cwd: ROOT,
    env: { ...env, LAUNCHER_PID: String(process.pid) },
    stdio: ['ignore', streams, streams],
  });
  children.push({ name: 'local-triggers', proc });
  writePids(children);
}

/** The api function answers its health check (JSON, not the emulator's "does not exist"). */
async function apiAnswers() {
  return httpOk(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api/health`);
}

async function hubLists(names) {
  try {
    const res = await fetch(`http://${HOST}:${PORTS.hub}/emulators`, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return false;
    const running = await res.json();
    return names.every((n) => running[n]);
  } catch {
    return false;
  }
}

async function openLog(dir, name) {
  const stream = createWriteStream(path.join(dir, `${name}.log`));
  await new Promise((resolve) => stream.once('open', resolve));
  return stream;
}

function writePids(children) {
  writeFileSync(PID_FILE, [`launcher ${process.pid}`, ...children.map((c) => c.proc.pid)].join('\n') + '\n');
}

function alive(proc) {
  return proc.exitCode === null && proc.signalCode === null;
}

async function stopChild({ name, proc }) {
  const kill = (signal) => {
    try {
      process.kill(-proc.pid, signal);
    } catch {
      // already gone
    }
  };
  if (alive(proc)) {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    // firebase-tools shuts down cleanly on the first signal and ignores signals <100 ms apart.
    proc.kill('SIGTERM');
    const ok = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!ok) {
      log(`${name} did not stop in 15 s; killing it`);
      kill('SIGKILL');
      await Promise.race([exited, sleep(3_000)]);
    }
  }
  // Whatever is left of the group (function workers, a JVM) goes too.
  kill('SIGKILL');
}
