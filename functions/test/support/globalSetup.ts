import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeShape, type QueryShape } from '@pilotmiles/core';

/** firestore.queries.json: every query shape the API tests saw the code run (queryRecorder.ts). */
const QUERIES_FILE = path.resolve(import.meta.dirname, '../../../firestore.queries.json');

/** Refuses to run against anything but the emulators, and waits until they answer. */
export default async function setup() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth)
    throw new Error('API tests need FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: run `npm run test:api`');
  for (const url of [`http://${firestore}/`, `http://${auth}/`]) {
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) throw new Error(`emulator not answering at ${url}`);
  }
  // The workers (started after this) inherit the directory they log query shapes to.
  const dir = path.join(os.tmpdir(), `pilotmiles-queries-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.PM_QUERY_LOG_DIR = dir;
  // The hold job's lock (test/conversions/support.ts), one per run.
  const lock = path.join(os.tmpdir(), `pilotmiles-hold-job-${process.pid}.lock`);
  rmSync(lock, { recursive: true, force: true });
  process.env.PM_HOLD_JOB_LOCK = lock;
  return () => {
    try {
      checkQueries(dir);
    } catch (err) {
      // Vitest reports an error thrown here but still exits 0: fail the run ourselves.
      console.error(`\n✘ ${(err as Error).message}`);
      process.exitCode = 1;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Every query the tests saw must be in firestore.queries.json (deploy:check finds its index):
 * a new one fails the run, listed; UPDATE_QUERIES=1 adds it (commit the file with the index).
 */
function checkQueries(dir: string) {
  const seen = new Set(
    readdirSync(dir).flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean)),
  );
  const listed = JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as QueryShape[];
  const known = new Set(listed.map((s) => JSON.stringify(s)));
  const added = [...seen].filter((k) => !known.has(k));
  if (!added.length) return;
  if (process.env.UPDATE_QUERIES === '1') {
    const all = [...listed, ...added.map((k) => JSON.parse(k) as QueryShape)];
    all.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    writeFileSync(QUERIES_FILE, `[\n${all.map((s) => `  ${JSON.stringify(s)}`).join(',\n')}\n]\n`);
    console.log(`firestore.queries.json: ${added.length} query shape(s) added`);
    return;
  }
  const lines = added.map((k) => `  - ${describeShape(JSON.parse(k) as QueryShape)}`).join('\n');
  throw new Error(
    `The code ran Firestore queries firestore.queries.json does not list:\n${lines}\n` +
      "Run the API tests with UPDATE_QUERIES=1 to add them, then `npm run deploy:check` to find each one's index.",
  );
}
