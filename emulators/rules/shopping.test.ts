/**
 * Shop & Save is server-only (docs/shopping.md, "Rules"): the brand catalogue (the API serves it
 * from memory, rate-limited; a client reading Firestore directly would skip both), its version
 * document, members' activations (sub-ids: whoever knows one could have orders reported against
 * it) and missing-cashback claims. Orders are conversions, already server-only. Every client
 * operation by anyone is refused, including the owner reading their own activation or claim.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

const COLLECTIONS = ['brands', 'brandsMeta', 'shopActivations', 'shopClaims'] as const;

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const fixture = uniqueId('fixture');

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // Inactive, so the API's catalogue (which reads the same emulator) never lists it.
    for (const name of COLLECTIONS) await setDoc(doc(db, name, fixture), { uid: owner, active: false, status: 'open' });
  });
});

afterAll(async () => {
  await env?.withSecurityRulesDisabled(async (ctx) => {
    for (const name of COLLECTIONS) await deleteDoc(doc(ctx.firestore(), name, fixture));
  });
  await env?.cleanup();
});

for (const name of COLLECTIONS) {
  describe(name, () => {
    for (const caller of CALLERS) {
      it(`${caller} may not get, list, query, create, update or delete`, async () => {
        const db = firestoreAs(env, caller, owner);
        const col = collection(db, name);
        const existing = doc(col, fixture);
        await assertFails(getDoc(existing));
        await assertFails(getDocs(col));
        await assertFails(getDocs(query(col, where('uid', '==', owner))));
        await assertFails(getDocs(query(col, where('active', '==', true))));
        await assertFails(setDoc(doc(col, uniqueId('new')), { uid: owner, active: true, status: 'credited' }));
        await assertFails(updateDoc(existing, { status: 'credited', uid: 'someone-else' }));
        await assertFails(deleteDoc(existing));
      });
    }
  });
}
