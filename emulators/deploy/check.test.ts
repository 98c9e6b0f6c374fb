/**
 * `npm run deploy:check` against the fixture project (emulators/deploy/fixture): it passes, and
 * each way a deploy goes wrong makes it fail naming the problem.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_CHECKS,
  functionsSettings,
  queryIndexes,
  retention,
  runtime,
  secrets,
  securityHeaders,
  webSettings,
} from './checks';
import { ROOT, functionsManifest, readInputs, type Inputs } from './inputs';

const PROJECT = 'pilotmiles-fixture';
const FIXTURE = path.join(ROOT, 'emulators', 'deploy', 'fixture');
let fixture: Inputs;
/** A deep copy of the fixture's inputs to spoil one thing in. */
const spoiled = (): Inputs => structuredClone(fixture);

beforeAll(() => {
  fixture = readInputs({ project: PROJECT, configDir: FIXTURE, manifest: functionsManifest(PROJECT) });
});

describe('deploy check', () => {
  it('passes the fixture project: every setting, secret, header, index and retention in place', () => {
    for (const check of ALL_CHECKS) expect(check(fixture), check.name).toMatchObject({ problems: [] });
  });

  it('runs from the command line and exits 1 naming what a project without its settings lacks', () => {
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'emulators/deploy/check.ts', ...args],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
    const ok = run('--project', PROJECT, '--config', 'emulators/deploy/fixture');
    expect(ok.stdout).toContain('✔ security headers');
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const bare = run('--project', 'pilotmiles-nowhere');
    expect(bare.status).toBe(1);
    expect(bare.stdout).toMatch(/setting APP_URL is missing \(functions\/\.env\.pilotmiles-nowhere\)/);
    expect(bare.stdout).toMatch(/pass --secrets <file>/);
    expect(bare.stdout).toMatch(/missing VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY/);
  });

  it('fails on a runtime the installed firebase-tools refuses (Node.js 20, decommissioned), or engines that disagree', () => {
    const inputs = spoiled();
    inputs.firebaseJson.functions[0]!.runtime = 'nodejs20';
    expect(runtime(inputs).problems.join('\n')).toMatch(/decommissioned on 2026-10-30/);
    expect(runtime(inputs).problems.join('\n')).toMatch(/engines\.node is "22"/);
  });

  it('fails on a missing, empty or local setting, naming it and its file', () => {
    const inputs = spoiled();
    delete inputs.functionsEnv.APP_URL;
    inputs.functionsEnv.SURVEYS_POSTBACK_IPS = '';
    inputs.functionsEnv.KYC_API_URL = 'http://127.0.0.1:9400/kyc';
    const problems = functionsSettings(inputs).problems;
    expect(problems).toContain('setting APP_URL is missing (emulators/deploy/fixture/functions.env)');
    expect(problems).toContain('setting SURVEYS_POSTBACK_IPS is empty (emulators/deploy/fixture/functions.env)');
    expect(problems.join('\n')).toMatch(/setting KYC_API_URL points at this machine/);
  });

  it('fails on a secret the project does not have, naming the functions bound to it', () => {
    const inputs = spoiled();
    inputs.secrets = inputs.secrets!.filter((s) => s !== 'GIFTCARD_API_KEY');
    expect(secrets(inputs).problems.join('\n')).toMatch(/secret GIFTCARD_API_KEY is missing \(used by [^)]*api[^)]*\)/);
  });

  it('fails a web build without its Firebase config or push key', () => {
    const inputs = spoiled();
    delete inputs.webEnv!.VITE_FCM_VAPID_KEY;
    inputs.webEnv!.VITE_FIREBASE_PROJECT_ID = 'another-project';
    const problems = webSettings(inputs).problems.join('\n');
    expect(problems).toMatch(/missing VITE_FCM_VAPID_KEY/);
    expect(problems).toMatch(/VITE_FIREBASE_PROJECT_ID is another-project, but the build is for pilotmiles-fixture/);
  });

  it('fails when a security header is missing or the CSP lets anything frame or script the app', () => {
    const inputs = spoiled();
    const all = inputs.firebaseJson.hosting.headers!.find((r) => r.source === '**')!;
    all.headers = all.headers.filter((h) => h.key !== 'Strict-Transport-Security');
    const csp = all.headers.find((h) => h.key === 'Content-Security-Policy')!;
    csp.value = csp.value
      .replace(/frame-ancestors [^;]+;?/, '')
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    const problems = securityHeaders(inputs).problems.join('\n');
    expect(problems).toMatch(/header Strict-Transport-Security is missing/);
    expect(problems).toMatch(/no frame-ancestors/);
    expect(problems).toMatch(/script-src allows any script/);
  });

  it('fails when a query the code runs has no index', () => {
    const inputs = spoiled();
    const needed = inputs.queries.find((q) => q.collectionGroup === 'transactions' && q.aggregate === 'amount');
    expect(needed, 'the dashboards sum transactions').toBeDefined();
    inputs.indexes.indexes = inputs.indexes.indexes.filter(
      (i) => !(i.collectionGroup === 'transactions' && i.queryScope === 'COLLECTION_GROUP'),
    );
    expect(queryIndexes(inputs).problems.join('\n')).toMatch(
      /no index serves: collection group transactions · where type == · order created_at asc · sum amount/,
    );
  });

  it('fails when a growing collection has no TTL policy, or a collection no retention rule', () => {
    const inputs = spoiled();
    inputs.indexes.fieldOverrides = inputs.indexes.fieldOverrides!.filter((o) => o.collectionGroup !== 'mail');
    inputs.queries.push({ ...inputs.queries[0]!, collectionGroup: 'scratchpad' });
    const problems = retention(inputs).problems.join('\n');
    expect(problems).toMatch(/collection mail grows without a TTL policy/);
    expect(problems).toMatch(/collection scratchpad has no retention rule/);
  });
});

describe('deploy:protect', () => {
  it('turns on point-in-time recovery and delete protection, and schedules daily and weekly backups', async () => {
    const { protectionCommands } = await import('./protect');
    const commands = protectionCommands(PROJECT).map((c) => c.join(' '));
    expect(commands[0]).toBe(
      `gcloud firestore databases update --project ${PROJECT} --database=(default) --enable-pitr --delete-protection`,
    );
    expect(commands).toContainEqual(
      expect.stringMatching(/backups schedules create .*--recurrence=daily --retention=14d/),
    );
    expect(commands).toContainEqual(
      expect.stringMatching(/backups schedules create .*--recurrence=weekly --day-of-week=SUN --retention=98d/),
    );
  });
});
