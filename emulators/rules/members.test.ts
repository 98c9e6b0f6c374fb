/**
 * Staff's member data (docs/admin.md): a member's activity log (users/{uid}/activities) and the
 * brand owners' member counts (brandOwners) are server-only: nobody, the member and staff included,
 * reads or writes them from a client; staff read and clear the log through /api. The audit trail's
 * own tests are in serverOnly.test.ts (adminLogs).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const activity = uniqueId('activity');
const brand = uniqueId('brand');

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users', owner), { uid: owner, total_coins: 0 });
    await setDoc(doc(db, 'users', owner, 'activities', activity), { type: 'sign-in', description: 'Signed in', uid: owner });
    await setDoc(doc(db, 'brandOwners', brand), { members: 3 });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('users/{uid}/activities', () => {
  for (const caller of CALLERS) {
    it(`${caller} may not get, list, create, update or delete`, async () => {
      const db = firestoreAs(env, caller, owner);
      const col = collection(db, 'users', owner, 'activities');
      const existing = doc(col, activity);
      await assertFails(getDoc(existing));
      await assertFails(getDocs(col));
      await assertFails(getDocs(query(collectionGroup(db, 'activities'), where('uid', '==', owner))));
      await assertFails(setDoc(doc(col, uniqueId('new')), { type: 'sign-in', description: 'forged' }));
      await assertFails(updateDoc(existing, { description: 'edited' }));
      await assertFails(deleteDoc(existing));
    });
  }
});

describe('brandOwners', () => {
  for (const caller of CALLERS) {
    it(`${caller} may not get, list, create, update or delete`, async () => {
      const db = firestoreAs(env, caller, owner);
      const col = collection(db, 'brandOwners');
      await assertFails(getDoc(doc(col, brand)));
      await assertFails(getDocs(col));
      await assertFails(setDoc(doc(col, uniqueId('b')), { members: 1 }));
      await assertFails(updateDoc(doc(col, brand), { members: 1000 }));
      await assertFails(deleteDoc(doc(col, brand)));
    });
  }
});
