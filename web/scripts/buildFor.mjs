// `npm run build:for -w web -- <projectId>`: the production build of one Firebase project, with its
// settings from web/.env.<projectId> (firebase.json's hosting predeploy runs it for the project
// being deployed). The build stops, naming them, when settings are missing (scripts/webSettings.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const project = process.argv[2];
if (!project) {
  console.error('usage: npm run build:for -w web -- <projectId>');
  process.exit(2);
}
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const done = spawnSync(cmd, args, { cwd: web, stdio: 'inherit', env: { ...process.env, ...env } });
  if (done.status !== 0) process.exit(done.status ?? 1);
};
run('npx', ['vite', 'build', '--mode', project]);
run('node', ['scripts/prerender.mjs'], { PRERENDER_MODE: project });
