/**
 * Push: a member's device tokens (users/{uid}/pushTokens) and the push outbox are
 * server-only: no caller, the owner and staff included, reads, lists or writes them, nor finds a
 * token by collection group.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const fixture = uniqueId('device');
const token = uniqueId('token');
const COLLECTIONS = [`users/${owner}/pushTokens`, 'pushOutbox'];

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const name of COLLECTIONS) await setDoc(doc(db, name, fixture), { uid: owner, token, message: { title: 't' } });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const name of COLLECTIONS) {
  describe(name.replace(owner, '{uid}'), () => {
    for (const caller of CALLERS) {
      it(`${caller} may not get, list, create, update or delete`, async () => {
        const db = firestoreAs(env, caller, owner);
        const col = collection(db, name);
        const existing = doc(col, fixture);
        await assertFails(getDoc(existing));
        await assertFails(getDocs(col));
        await assertFails(setDoc(doc(col, uniqueId('new')), { uid: owner, token: 'mine' }));
        await assertFails(updateDoc(existing, { token: 'stolen' }));
        await assertFails(deleteDoc(existing));
      });
    }
  });
}

describe('tokens across members', () => {
  for (const caller of CALLERS) {
    it(`${caller} may not find a token by collection group`, async () => {
      const db = firestoreAs(env, caller, owner);
      await assertFails(getDocs(query(collectionGroup(db, 'pushTokens'), where('token', '==', token))));
    });
  }
});
