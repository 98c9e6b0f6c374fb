/**
 * Daily engagement data × {anonymous, owner, other user, admin}: clients cannot write the
 * claim counters, streaks or challenge state on a user record, nor configs, article opens or
 * notifications; owners read their own notifications; article opens, configs and
 * articles are server-only (the API serves what clients need).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId, type Caller } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const notificationId = 'streak-reminder';
const openSlug = 'first-flight';
const articleSlug = uniqueId('article');
/** A config document of this file's own: the real ones are never written by these tests. */
const configFixture = uniqueId('rules-fixture');

const today = '2026-11-21';
/** Each server-owned day field with a value a cheating client would like to store. */
const DAY_FIELDS: Record<string, unknown> = {
  daily_bonus: { streak: 99, last_claimed_at: Timestamp.fromMillis(0), last_day_key: '2000-01-01', last_amount: 5 },
  challenge_state: { day_key: today, collected: 0 },
  article_coins_today: { day_key: today, amount: 0 },
  activity_today: { day_key: today, amount: 1_000_000 },
};

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users', owner), {
      uid: owner,
      total_coins: 0,
      daily_bonus: { streak: 1, last_claimed_at: Timestamp.now(), last_day_key: today, last_amount: 1 },
      challenge_state: { day_key: today, collected: 1 },
      activity_today: { day_key: today, amount: 30 },
      article_coins_today: { day_key: today, amount: 10 },
    });
    await setDoc(doc(db, 'users', owner, 'notifications', notificationId), { title: 'Keep your streak', read: false });
    await setDoc(doc(db, 'users', owner, 'articleOpens', openSlug), { day_key: today, opened_at: Timestamp.now() });
    await setDoc(doc(db, 'articles', articleSlug), { slug: articleSlug, title: 'Fixture', published: true });
    await setDoc(doc(db, 'config', configFixture), { tiers: [{ target: 25, reward: 5 }] });
  });
});

afterAll(async () => {
  await env?.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await deleteDoc(doc(db, 'config', configFixture));
    await deleteDoc(doc(db, 'articles', articleSlug));
  });
  await env?.cleanup();
});

describe('day fields on the user record', () => {
  for (const [field, value] of Object.entries(DAY_FIELDS)) {
    it(`an owner cannot update ${field}`, async () => {
      const db = firestoreAs(env, 'owner', owner);
      await assertFails(updateDoc(doc(db, 'users', owner), { [field]: value }));
      await assertFails(setDoc(doc(db, 'users', owner), { [field]: value }, { merge: true }));
    });
    it(`an owner cannot create their record with ${field}`, async () => {
      const uid = uniqueId('selfmade');
      const db = env.authenticatedContext(uid, { email_verified: true }).firestore();
      await assertFails(setDoc(doc(db, 'users', uid), { uid, total_coins: 0, [field]: value }));
    });
    it(`an admin client cannot write ${field} either (the API does)`, async () => {
      const db = firestoreAs(env, 'admin', owner);
      await assertFails(updateDoc(doc(db, 'users', owner), { [field]: value }));
    });
  }

  it('the owner still reads their own record with its day fields', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'owner', owner), 'users', owner)));
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: Op[] = ['get', 'list', 'create', 'update', 'delete'];

/** Who may do what, per location. */
const expectations: Record<'notifications' | 'articleOpens' | 'config' | 'articles', Record<Op, Caller[]>> = {
  notifications: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
  articleOpens: { get: [], list: [], create: [], update: [], delete: [] },
  config: { get: [], list: [], create: [], update: [], delete: [] },
  articles: { get: [], list: [], create: [], update: [], delete: [] },
};
type Target = keyof typeof expectations;

function attempt(target: Target, op: Op, caller: Caller): Promise<unknown> {
  const db = firestoreAs(env, caller, owner);
  const places = {
    notifications: [collection(db, 'users', owner, 'notifications'), notificationId],
    articleOpens: [collection(db, 'users', owner, 'articleOpens'), openSlug],
    config: [collection(db, 'config'), configFixture],
    articles: [collection(db, 'articles'), articleSlug],
  } as const;
  const [col, existingId] = places[target];
  const existing = doc(col, existingId);
  switch (op) {
    case 'get':
      return getDoc(existing);
    case 'list':
      return getDocs(col);
    case 'create':
      return setDoc(doc(col, uniqueId('new')), { read: true, day_key: today, tiers: [] });
    case 'update':
      return updateDoc(existing, {
        read: true,
        opened_at: Timestamp.fromMillis(0),
        tiers: [{ target: 1, reward: 1000 }],
      });
    case 'delete':
      return deleteDoc(existing);
  }
}

for (const target of Object.keys(expectations) as Target[]) {
  describe(target, () => {
    for (const op of OPS) {
      for (const caller of CALLERS) {
        const allowed = expectations[target][op].includes(caller);
        it(`${caller} ${allowed ? 'may' : 'may not'} ${op}`, async () => {
          await (allowed ? assertSucceeds(attempt(target, op, caller)) : assertFails(attempt(target, op, caller)));
        });
      }
    }
  });
}

describe('notifications of others', () => {
  it("another user cannot read or list someone's notifications", async () => {
    const db = firestoreAs(env, 'other', owner);
    await assertFails(getDoc(doc(db, 'users', owner, 'notifications', notificationId)));
    await assertFails(getDocs(collection(db, 'users', owner, 'notifications')));
  });
  it('an owner cannot mark a notification read or plant one', async () => {
    const db = firestoreAs(env, 'owner', owner);
    await assertFails(updateDoc(doc(db, 'users', owner, 'notifications', notificationId), { read: true }));
    await assertFails(
      setDoc(doc(db, 'users', owner, 'notifications', uniqueId('fake')), { title: 'You won 1,000,000 PM' }),
    );
  });
});

describe('the real config documents', () => {
  for (const name of ['dailyBonus', 'dailyChallenge', 'systemRewards']) {
    it(`nobody writes or reads config/${name} from a client`, async () => {
      for (const caller of CALLERS) {
        const db = firestoreAs(env, caller, owner);
        const ref = doc(db, 'config', name);
        await assertFails(getDoc(ref));
        await assertFails(setDoc(ref, { tiers: [{ target: 1, reward: 100_000 }] }));
        await assertFails(setDoc(ref, { maxReward: 100_000 }, { merge: true }));
        await assertFails(deleteDoc(ref));
      }
    });
  }
});
