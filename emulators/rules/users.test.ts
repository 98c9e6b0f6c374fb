/**
 * users/{uid} and users/{uid}/transactions × {anonymous, owner, other user, admin} ×
 * {get, list, create, update, delete}. Reads: the owner only (list: nobody for users, the owner
 * for their ledger); admins read members through the admin API, not with a token claim. Writes:
 * nobody; the API does them with the Admin SDK.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId, type Caller } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users', owner), { uid: owner, total_coins: 500, role: 'user', display_name: 'Owner' });
    await setDoc(doc(db, 'users', owner, 'transactions', 'welcome'), { amount: 500, type: 'welcome' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

const expectations: Record<'users' | 'transactions', Record<Op, Caller[]>> = {
  users: { get: ['owner'], list: [], create: [], update: [], delete: [] },
  transactions: { get: ['owner'], list: ['owner'], create: [], update: [], delete: [] },
};

function attempt(target: 'users' | 'transactions', op: Op, caller: Caller): Promise<unknown> {
  const db = firestoreAs(env, caller, owner);
  const existing = target === 'users' ? doc(db, 'users', owner) : doc(db, 'users', owner, 'transactions', 'welcome');
  const fresh =
    target === 'users' ? doc(db, 'users', caller === 'owner' ? owner : uniqueId('new')) : doc(db, 'users', owner, 'transactions', uniqueId('tx'));
  const list = target === 'users' ? collection(db, 'users') : collection(db, 'users', owner, 'transactions');
  switch (op) {
    case 'get':
      return getDoc(existing);
    case 'list':
      return getDocs(list);
    case 'create':
      return setDoc(fresh, { total_coins: 1_000_000, amount: 1_000_000, role: 'admin' });
    case 'update':
      return updateDoc(existing, target === 'users' ? { total_coins: 1_000_000 } : { amount: 1_000_000 });
    case 'delete':
      return deleteDoc(existing);
  }
}

for (const target of ['users', 'transactions'] as const) {
  describe(target, () => {
    for (const op of ['get', 'list', 'create', 'update', 'delete'] as const) {
      for (const caller of CALLERS) {
        const allowed = expectations[target][op].includes(caller);
        it(`${caller} ${allowed ? 'may' : 'may not'} ${op}`, async () => {
          await (allowed ? assertSucceeds(attempt(target, op, caller)) : assertFails(attempt(target, op, caller)));
        });
      }
    }
  });
}

describe('profile fields', () => {
  it('an owner cannot write even harmless-looking profile fields directly', async () => {
    const db = firestoreAs(env, 'owner', owner);
    await assertFails(updateDoc(doc(db, 'users', owner), { display_name: 'New name' }));
  });
  it('an owner cannot mark their own identity verified (KYC is server-owned)', async () => {
    const db = firestoreAs(env, 'owner', owner);
    await assertFails(updateDoc(doc(db, 'users', owner), { kyc: { status: 'approved', session_id: 'kys_self' } }));
    await assertFails(updateDoc(doc(db, 'users', owner), { 'kyc.status': 'approved' }));
    await assertFails(updateDoc(doc(db, 'users', owner), { redeemed_usd: 0, payouts_fulfilled: 5 }));
  });
  it('an owner cannot create their own record with a role', async () => {
    const uid = uniqueId('selfmade');
    const db = env.authenticatedContext(uid).firestore();
    await assertFails(setDoc(doc(db, 'users', uid), { uid, role: 'admin', total_coins: 0 }));
  });
});

describe('server-only collections', () => {
  for (const path of ['referralCodes/ABCDEFGH', 'mail/m1', 'emailThrottle/x', 'config/dailyBonus', 'events/e1']) {
    it(`nobody reads or writes ${path.split('/')[0]} from a client`, async () => {
      for (const caller of CALLERS) {
        const db = firestoreAs(env, caller, owner);
        const [col, id] = path.split('/');
        await assertFails(getDoc(doc(db, col!, id!)));
        await assertFails(setDoc(doc(db, col!, uniqueId(id!)), { x: 1 }));
      }
    });
  }
});
