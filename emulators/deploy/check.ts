/**
 * `npm run deploy:check -- --project <id> [--secrets <file>]`: what would stop a deploy of
 * PilotMiles to that project, or let it go out broken, checked offline (docs/deploy.md): the
 * runtime, the functions' settings and secrets, the web build's settings, the security headers,
 * an index for every query, a retention for every growing collection. Exits 1 naming each problem.
 * `--config <dir>` reads functions.env, web.env and secrets.txt from a fixture instead (CI).
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { ALL_CHECKS } from './checks';
import { ROOT, readInputs } from './inputs';

const { values } = parseArgs({
  options: { project: { type: 'string' }, secrets: { type: 'string' }, config: { type: 'string' } },
});
const defaultProject = () =>
  (JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } }).projects
    .default;
const project = values.project ?? defaultProject();

const inputs = readInputs({
  project,
  secretsFile: values.secrets && path.resolve(values.secrets),
  configDir: values.config && path.resolve(values.config),
});
console.log(`deploy check for ${project}${values.config ? ` (settings from ${values.config})` : ''}`);
let failed = 0;
for (const check of ALL_CHECKS) {
  const { name, problems, notes = [] } = check(inputs);
  failed += problems.length;
  console.log(`${problems.length ? '✘' : '✔'} ${name}${notes.length ? ` (${notes.join('; ')})` : ''}`);
  for (const p of problems) console.log(`    - ${p}`);
}
if (failed) console.log(`\n${failed} problem(s): fix them before \`firebase deploy --project ${project}\`.`);
process.exit(failed ? 1 : 0);
