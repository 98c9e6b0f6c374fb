/**
 * The checks of `npm run deploy:check`: each reads the Inputs and returns the problems that would
 * stop (or silently break) a deploy, as sentences naming what to fix. Pure: tested with altered
 * inputs in check.test.ts.
 */
import { createRequire } from 'node:module';
import { RETENTION, TTL_FIELD, describeShape, indexFor, type Retention } from '@pilotmiles/core';
import { inlineScriptHashes } from '../../web/scripts/csp.mjs';
import { webSettingsProblems } from '../../web/scripts/webSettings.mjs';
import type { Inputs } from './inputs';

export interface Check {
  name: string;
  problems: string[];
  /** What was checked, or left unchecked, worth saying when it passes. */
  notes?: string[];
}

const require = createRequire(import.meta.url);
const { guardVersionSupport } = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
  guardVersionSupport: (runtime: string, now?: Date) => void;
};

const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
  FirestoreApi: new () => { validateSpec: (spec: unknown) => void };
};

const LOCAL_ADDRESS = /\/\/(127\.0\.0\.1|localhost|0\.0\.0\.0)([:/]|$)/;
const isDemo = (project: string) => project.startsWith('demo-');

/** The runtime firebase-tools deploys today (a decommissioned one stops the deploy), and engines agreeing. */
export function runtime(inputs: Inputs, now = new Date()): Check {
  const problems: string[] = [];
  for (const { source, runtime } of inputs.firebaseJson.functions) {
    try {
      guardVersionSupport(runtime, now);
    } catch (err) {
      problems.push(`firebase.json functions "${source}": ${(err as Error).message.split('\n')[0]}`);
    }
    if (runtime !== `nodejs${inputs.functionsEngines}`)
      problems.push(
        `firebase.json asks for ${runtime} but functions/package.json engines.node is "${inputs.functionsEngines}"`,
      );
  }
  return { name: 'functions runtime', problems };
}

/** Every setting the functions declare has a value for the project, none of them this machine. */
export function functionsSettings(inputs: Inputs): Check {
  const problems: string[] = [];
  for (const param of inputs.manifest.params ?? []) {
    if (param.type === 'secret') continue;
    const value = inputs.functionsEnv[param.name] ?? (param.default === undefined ? undefined : String(param.default));
    if (value === undefined) problems.push(`setting ${param.name} is missing (${inputs.functionsEnvFile})`);
    // A setting with a default may be left empty (an optional allow-list); one without may not.
    else if (value.trim() === '' && param.default === undefined)
      problems.push(`setting ${param.name} is empty (${inputs.functionsEnvFile})`);
    else if (!isDemo(inputs.project) && LOCAL_ADDRESS.test(value))
      problems.push(`setting ${param.name} points at this machine (${value}) in ${inputs.functionsEnvFile}`);
  }
  return { name: 'functions settings', problems };
}

/** Every secret a function is bound to exists in the project. */
export function secrets(inputs: Inputs): Check {
  const bound = new Map<string, string[]>();
  for (const [fn, endpoint] of Object.entries(inputs.manifest.endpoints))
    for (const s of endpoint.secretEnvironmentVariables ?? []) bound.set(s.key, [...(bound.get(s.key) ?? []), fn]);
  if (inputs.secrets === null)
    return {
      name: 'secrets',
      problems: [
        `cannot tell which secrets exist in ${inputs.project}: pass --secrets <file> ` +
          `(gcloud secrets list --project ${inputs.project} --format='value(name)' > secrets.txt)`,
      ],
    };
  const have = new Set(inputs.secrets);
  const problems = [...bound]
    .filter(([name]) => !have.has(name))
    .map(
      ([name, fns]) => `secret ${name} is missing (used by ${fns.join(', ')}): firebase functions:secrets:set ${name}`,
    );
  return { name: 'secrets', problems };
}

/** The web build's settings for the project (scripts/webSettings.mjs; demo projects have none). */
export function webSettings(inputs: Inputs): Check {
  if (!inputs.webEnv)
    return { name: 'web settings', problems: [], notes: ['demo project: the build talks to the emulators'] };
  const problems = webSettingsProblems(inputs.project, inputs.webEnv).map((p) => `${p}`);
  // The geolocation providers the page asks must be allowed by the CSP's connect-src.
  const connect = directive(cspOf(inputs) ?? '', 'connect-src');
  for (const url of (inputs.webEnv.VITE_GEO_PROVIDERS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)) {
    const origin = new URL(url).origin;
    if (!connect.some((s) => s === origin || matchesWildcard(s, origin)))
      problems.push(`VITE_GEO_PROVIDERS asks ${origin}, which the CSP's connect-src (firebase.json) does not allow`);
  }
  return { name: 'web settings', problems };
}

const matchesWildcard = (source: string, origin: string) => {
  const m = /^(https?:\/\/)\*\.(.+)$/.exec(source);
  return !!m && origin.startsWith(m[1]!) && origin.endsWith(`.${m[2]}`);
};

/** The headers of every page: the rule for "**" (Hosting applies every matching rule, the last winning). */
function headersForAll(inputs: Inputs): Map<string, string> {
  const all = new Map<string, string>();
  for (const rule of inputs.firebaseJson.hosting.headers ?? [])
    if (rule.source === '**' || rule.source === '/**')
      for (const h of rule.headers) all.set(h.key.toLowerCase(), h.value);
  return all;
}
const cspOf = (inputs: Inputs) => headersForAll(inputs).get('content-security-policy');
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

/** The security headers on every response, a CSP the built pages run under, HTML never cached. */
export function securityHeaders(inputs: Inputs): Check {
  const problems: string[] = [];
  const all = headersForAll(inputs);
  const need = (key: string, ok: (v: string) => boolean, what: string) => {
    const value = all.get(key.toLowerCase());
    if (value === undefined) problems.push(`header ${key} is missing (firebase.json hosting.headers, source "**")`);
    else if (!ok(value)) problems.push(`header ${key} ${what} (it is "${value}")`);
  };
  need(
    'Strict-Transport-Security',
    (v) => Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0) >= 31_536_000,
    'must keep max-age of a year or more',
  );
  need('X-Content-Type-Options', (v) => v === 'nosniff', 'must be nosniff');
  need('X-Frame-Options', (v) => /^(DENY|SAMEORIGIN)$/i.test(v), 'must be DENY or SAMEORIGIN');
  need(
    'Referrer-Policy',
    (v) => /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/.test(v),
    'must not leak full URLs',
  );
  need(
    'Permissions-Policy',
    (v) => /camera=\(\)/.test(v) && /microphone=\(\)/.test(v),
    'must switch off at least camera and microphone',
  );
  need(
    'Cache-Control',
    (v) => /no-cache|no-store/.test(v),
    'must make pages revalidate (no-cache), or an open tab keeps a build whose chunks are gone',
  );
  need('Content-Security-Policy', () => true, '');
  const csp = all.get('content-security-policy');
  if (csp) {
    if (!directive(csp, 'frame-ancestors').length) problems.push('the CSP has no frame-ancestors (clickjacking)');
    if (directive(csp, 'object-src').join(' ') !== "'none'") problems.push("the CSP must say object-src 'none'");
    if (!directive(csp, 'default-src').length) problems.push('the CSP has no default-src');
    const scripts = directive(csp, 'script-src');
    if (scripts.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*' || s === 'https:'))
      problems.push(`the CSP's script-src allows any script (${scripts.join(' ')})`);
    if (LOCAL_ADDRESS.test(csp))
      problems.push('the CSP allows this machine (127.0.0.1/localhost): the emulator adds those itself');
    if (inputs.distDir)
      for (const [hash, file] of inlineScriptHashes(inputs.distDir))
        if (!scripts.includes(hash))
          problems.push(`the CSP's script-src lacks ${hash}, the inline script of ${file} (web/scripts/prerender.mjs)`);
  }
  const notes = inputs.distDir ? [] : ["web/dist is not built: the inline scripts' hashes were not checked"];
  // The hashed bundles may be cached for good; nothing else may.
  for (const rule of inputs.firebaseJson.hosting.headers ?? []) {
    const cache = rule.headers.find((h) => h.key.toLowerCase() === 'cache-control')?.value ?? '';
    if (/immutable|max-age=[1-9]/.test(cache) && rule.source && !/^\/(assets|images)\/\*\*$/.test(rule.source))
      problems.push(`${rule.source} is cached (${cache}): only /assets/** (hashed names) and /images/** may be`);
  }
  return { name: 'security headers', problems, notes };
}

/** Every query the code runs (firestore.queries.json) has its index in firestore.indexes.json. */
export function queryIndexes(inputs: Inputs): Check {
  const problems: string[] = [];
  try {
    new FirestoreApi().validateSpec(inputs.indexes); // what `firebase deploy --only firestore:indexes` runs first
  } catch (err) {
    problems.push(`firestore.indexes.json: ${(err as Error).message}`);
  }
  problems.push(
    ...inputs.queries
      .filter((shape) => indexFor(shape, inputs.indexes) === null)
      .map((shape) => `no index serves: ${describeShape(shape)} (firestore.indexes.json)`),
  );
  return { name: 'query indexes', problems, notes: [`${inputs.queries.length} query shapes`] };
}

/** Every collection has a retention rule (core/src/retention.ts) that the project carries out. */
export function retention(inputs: Inputs): Check {
  const problems: string[] = [];
  const rules = RETENTION as Record<string, Retention>;
  const used = new Set([
    ...inputs.queries.map((q) => q.collectionGroup),
    ...inputs.indexes.indexes.map((i) => i.collectionGroup),
  ]);
  for (const o of inputs.indexes.fieldOverrides ?? []) used.add(o.collectionGroup);
  for (const name of used)
    if (!rules[name]) problems.push(`collection ${name} has no retention rule (core/src/retention.ts)`);
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.kind === 'ttl') {
      const override = inputs.indexes.fieldOverrides?.find(
        (o) => o.collectionGroup === name && o.fieldPath === TTL_FIELD,
      );
      if (!override?.ttl)
        problems.push(
          `collection ${name} grows without a TTL policy: add {"collectionGroup": "${name}", "fieldPath": "${TTL_FIELD}", "ttl": true, "indexes": []} to firestore.indexes.json fieldOverrides`,
        );
      else if (override.indexes.length)
        problems.push(
          `${name}.${TTL_FIELD} is indexed: an ever-increasing timestamp nothing queries (exempt it: "indexes": [])`,
        );
    }
    if (rule.kind === 'job' && !inputs.manifest.endpoints[rule.job])
      problems.push(`collection ${name}'s retention job ${rule.job} is not a deployed function`);
  }
  return { name: 'retention', problems };
}

export const ALL_CHECKS = [runtime, functionsSettings, secrets, webSettings, securityHeaders, queryIndexes, retention];
