/**
 * Seeds the emulators with demo accounts and their ledger history. Idempotent: every run leaves the
 * same state, because accounts are looked up by email and ledger entries have fixed ids (the ledger
 * skips ids it has already posted). Money moves only through the functions' own ledger module.
 */
import { createUserBody, dayKey } from '@pilotmiles/core';
import { Timestamp } from 'firebase-admin/firestore';
import {
  auth,
  createUser,
  db,
  getUserSnapshot,
  post,
  refreshUser,
  runQueuedTasks,
  setAdmin,
  type AuthContext,
} from '../../functions/src/forScripts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_LEDGER } from './data/accounts';
import { seedArticles } from './articles';
import { seedOffers } from './offers';
import { seedRewards } from './rewards';
import { seedSweepstakes } from './sweepstakes';
import { seedBrands } from './brands';
import { seedCpBrands } from './cpBrands';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed: refusing to run without the emulator hosts set (it would touch a real project)');
  process.exit(1);
}

const DAY = 24 * 60 * 60 * 1000;
const JOINED_DAYS_AGO = 7;

async function ensureAccount(email: string, displayName: string) {
  const existing = await auth.getUserByEmail(email).catch(() => null);
  if (existing)
    return auth.updateUser(existing.uid, {
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName,
      disabled: false,
    });
  return auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName });
}

let demoUid = '';
for (const account of DEMO_ACCOUNTS) {
  const record = await ensureAccount(account.email, account.displayName);
  if (account.admin) await setAdmin(record.uid, true, 'cli:seed');
  const ctx: AuthContext = {
    uid: record.uid,
    email: account.email,
    emailVerified: true,
    admin: account.admin,
    displayName: account.displayName,
    photoURL: null,
    signInProvider: 'password',
    authTime: Math.floor(Date.now() / 1000),
    fresh: true,
  };
  const signUp = createUserBody.parse({
    newReferralCode: account.referralCode,
    additionalData: { fullName: account.fullName, displayName: account.displayName },
  });
  // The demo accounts signed up from American addresses: the server's country (docs/rewards.md), which the US rewards need.
  await createUser(ctx, signUp, account.timezone, { country: 'US' });
  // The account "joined" a week ago, before its history: the record says so too (the dashboard
  // welcomes a member aboard on the day they joined, back afterwards).
  const joined = new Date(Date.now() - JOINED_DAYS_AGO * DAY);
  const stored = (await getUserSnapshot(record.uid)).get('created_at') as Timestamp | undefined;
  if (!stored || stored.toMillis() > joined.getTime())
    await db.collection('users').doc(record.uid).update({ created_at: Timestamp.fromDate(joined) });
  // The welcome bonus, exactly as a real first visit after verification would credit it, dated
  // when the demo account "joined" so the history reads in order.
  await refreshUser(await getUserSnapshot(record.uid), ctx, account.timezone, joined);

  if (account.withHistory)
    for (const entry of DEMO_LEDGER)
      {
        const now = new Date(Date.now() - entry.daysAgo * DAY);
        await post(record.uid, entry, { day: dayKey(now, account.timezone), now });
      }

  if (!account.admin) demoUid ||= record.uid;
  const snap = await getUserSnapshot(record.uid);
  console.log(`seed: ${account.email} (${account.admin ? 'admin' : 'user'}) balance ${snap.get('total_coins')} PM`);
}

console.log(`seed: ${await seedArticles()} articles`);
console.log(`seed: ${await seedOffers(demoUid)}`);
console.log(`seed: ${await seedRewards(db)}`);
console.log(`seed: ${await seedSweepstakes(demoUid)}`);
console.log(`seed: ${await seedBrands(demoUid)}`);
console.log(`seed: ${await seedCpBrands()}`);
// What the seeding enqueued (a drawn prize's order) runs here, as the fulfilment queue would run it.
const tasks = await runQueuedTasks();
if (tasks.ran || tasks.failed) console.log(`seed: ${tasks.ran} queued task(s) run, ${tasks.failed} failed`);
