/**
 * `npm run deploy:protect -- --project <id> [--dry-run]`: the money ledger's safety net, once per
 * project (docs/deploy.md "Backups"): point-in-time recovery (any minute of the last 7 days, for a
 * bad deploy or a mistaken staff action), delete protection, and scheduled backups (daily kept 14 days, weekly kept 14
 * weeks, for anything older). Runs gcloud; --dry-run prints the commands instead.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

export const DAILY_RETENTION = '14d';
export const WEEKLY_RETENTION = '98d'; // 14 weeks, the longest Firestore keeps a backup

export function protectionCommands(project: string): string[][] {
  const db = ['--project', project, '--database', '(default)'];
  const schedule = ['gcloud', 'firestore', 'backups', 'schedules'];
  return [
    [
      'gcloud',
      'firestore',
      'databases',
      'update',
      '--project',
      project,
      '--database=(default)',
      '--enable-pitr',
      '--delete-protection',
    ],
    [...schedule, 'create', ...db, '--recurrence=daily', `--retention=${DAILY_RETENTION}`],
    [...schedule, 'create', ...db, '--recurrence=weekly', '--day-of-week=SUN', `--retention=${WEEKLY_RETENTION}`],
    [...schedule, 'list', ...db],
  ];
}

if (process.argv[1]?.endsWith('protect.ts')) {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  if (!values.project) {
    console.error('usage: npm run deploy:protect -- --project <id> [--dry-run]');
    process.exit(2);
  }
  for (const command of protectionCommands(values.project)) {
    console.log(`$ ${command.map((a) => (/[()\s]/.test(a) ? `'${a}'` : a)).join(' ')}`);
    if (values['dry-run']) continue;
    const done = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit' });
    if (done.status !== 0) process.exit(done.status ?? 1);
  }
}
