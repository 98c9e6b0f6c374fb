/**
 * What `npm run deploy:check` reads for one target project: the files `firebase deploy` reads
 * (firebase.json, firestore.indexes.json, functions/.env + .env.<project>, the functions' manifest)
 * and what only the operator knows offline (the secrets that exist in the project, from
 * `gcloud secrets list`). A fixture directory stands in for the project's own files in CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexesFile, QueryShape } from '@pilotmiles/core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FirebaseJson {
  functions: { source: string; runtime: string }[];
  hosting: {
    public: string;
    headers?: { source?: string; regex?: string; headers: { key: string; value: string }[] }[];
  };
}

/** The functions' manifest, as `firebase deploy` discovers it (firebase-functions' own output). */
export interface Manifest {
  params?: { name: string; type: string; default?: unknown }[];
  endpoints: Record<string, { secretEnvironmentVariables?: { key: string }[] | null } & Record<string, unknown>>;
}

export interface Inputs {
  project: string;
  firebaseJson: FirebaseJson;
  functionsEngines: string;
  indexes: IndexesFile;
  queries: QueryShape[];
  manifest: Manifest;
  /** The functions' settings for the project: functions/.env then .env.<project> (later wins). */
  functionsEnv: Record<string, string>;
  /** Where those came from, for messages. */
  functionsEnvFile: string;
  /** The web build's settings (web/.env.<project>); null for a demo project. */
  webEnv: Record<string, string> | null;
  webEnvFile: string;
  /** Names of the secrets that exist in the project; null when unknown (not given). */
  secrets: string[] | null;
  /** The built site (web/dist), for the inline scripts' hashes; null when not built. */
  distDir: string | null;
}

/** KEY=value lines, as firebase-tools and Vite read them (comments and blank lines skipped). */
export function parseEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const readEnv = (file: string) => (existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {});

/**
 * Builds the functions into a folder of its own (the build beside it may be writing lib/) and asks
 * firebase-functions for their manifest (params, endpoints, secrets), as `firebase deploy` does.
 */
export function functionsManifest(project: string): Manifest {
  const functions = path.join(ROOT, 'functions');
  // Inside functions/, so the bundle resolves firebase-admin and the rest as lib/ does.
  const dir = mkdtempSync(path.join(functions, '.deploy-check-'));
  const out = path.join(dir, 'manifest.json');
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'deploy-check', main: 'index.js' }));
    const built = spawnSync(process.execPath, ['build.mjs', '--outfile', path.join(dir, 'index.js')], {
      cwd: functions,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`building the functions failed:\n${built.stdout}${built.stderr}`);
    const bin = path.join(ROOT, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js');
    const done = spawnSync(process.execPath, [bin, dir], {
      cwd: functions,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GCLOUD_PROJECT: project,
        FUNCTIONS_MANIFEST_OUTPUT_PATH: out,
      },
    });
    if (done.status !== 0) throw new Error(`reading the functions' manifest failed:\n${done.stderr}`);
    return readJson<Manifest>(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Options {
  project: string;
  /** Holds functions.env, web.env and secrets.txt instead of the project's own files (the CI fixture). */
  configDir?: string;
  /** A file of secret names (one per line), e.g. `gcloud secrets list --format='value(name)'`. */
  secretsFile?: string;
  manifest?: Manifest;
}

export function readInputs(options: Options): Inputs {
  const { project, configDir } = options;
  const demo = project.startsWith('demo-');
  const functionsEnvFile = configDir
    ? path.join(configDir, 'functions.env')
    : path.join(ROOT, 'functions', `.env.${project}`);
  const webEnvFile = configDir ? path.join(configDir, 'web.env') : path.join(ROOT, 'web', `.env.${project}`);
  const secretsFile = options.secretsFile ?? (configDir ? path.join(configDir, 'secrets.txt') : undefined);
  const functionsEnv = { ...readEnv(path.join(ROOT, 'functions', '.env')), ...readEnv(functionsEnvFile) };
  let secrets: string[] | null = null;
  if (secretsFile)
    secrets = readFileSync(secretsFile, 'utf8')
      .split('\n')
      .map((l) => l.trim().split('/').pop()!)
      .filter(Boolean);
  else if (demo) secrets = Object.keys(readEnv(path.join(ROOT, 'functions', '.secret.local')));
  const dist = path.join(ROOT, 'web', 'dist');
  return {
    project,
    firebaseJson: readJson<FirebaseJson>(path.join(ROOT, 'firebase.json')),
    functionsEngines: readJson<{ engines: { node: string } }>(path.join(ROOT, 'functions', 'package.json')).engines
      .node,
    indexes: readJson<IndexesFile>(path.join(ROOT, 'firestore.indexes.json')),
    queries: readJson<QueryShape[]>(path.join(ROOT, 'firestore.queries.json')),
    manifest: options.manifest ?? functionsManifest(project),
    functionsEnv,
    functionsEnvFile: path.relative(ROOT, functionsEnvFile),
    webEnv: demo ? null : readEnv(webEnvFile),
    webEnvFile: path.relative(ROOT, webEnvFile),
    secrets,
    distDir: existsSync(path.join(dist, 'index.html')) ? dist : null,
  };
}
