/**
 * Grants (or with --revoke, removes) the admin custom claim: `npm run grant-admin -- someone@x.com`.
 * Against a real project, run it with GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT set and
 * no *_EMULATOR_HOST variables (see README).
 */
import { auth, setAdmin } from '../../functions/src/forScripts';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));
if (!email) {
  console.error('usage: npm run grant-admin -- <email> [--revoke]');
  process.exit(2);
}
const user = await auth.getUserByEmail(email).catch(() => null);
if (!user) {
  console.error(`no account with email ${email}`);
  process.exit(1);
}
await setAdmin(user.uid, !revoke, 'cli:grant-admin');
console.log(`${email} is ${revoke ? 'no longer' : 'now'} an admin. They see it after their next sign-in or token refresh.`);
