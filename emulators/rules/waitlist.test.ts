/**
 * Feature waitlists and settled referrals (docs/referrals.md) × {anonymous, owner, other user,
 * admin} × {get, list, create, update, delete}: server-only. A waitlist holds other people's
 * emails; referrals/{refereeUid} holds why a referral never paid. Nobody lists members by whose
 * code they used either: a referrer reads their referees through GET /api/users/referrals only.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const referee = uniqueId('referee');
const waitlistEntry = `crew:${uniqueId('hash')}`;

/** Collection and the fixture id each caller attacks. */
const TARGETS: Array<[collection: string, id: string]> = [
  ['waitlist', waitlistEntry],
  ['referrals', referee],
];

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'waitlist', waitlistEntry), { feature: 'crew', email: 'owner@pilotmiles.test', uid: owner });
    await setDoc(doc(db, 'referrals', referee), { referee_uid: referee, referrer_uid: owner, status: 'ineligible', reason: 'same-ip' });
    await setDoc(doc(db, 'users', referee), { uid: referee, referred_by: owner, referral_status: 'ineligible' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const [name, id] of TARGETS) {
  describe(name, () => {
    for (const caller of CALLERS) {
      it(`${caller} may not get, list, create, update or delete`, async () => {
        const db = firestoreAs(env, caller, owner);
        const col = collection(db, name);
        const existing = doc(col, id);
        await assertFails(getDoc(existing));
        await assertFails(getDocs(col));
        await assertFails(getDocs(query(col, where('uid', '==', owner))));
        await assertFails(setDoc(doc(col, uniqueId('new')), { uid: owner, feature: 'crew', email: 'x@pilotmiles.test', status: 'rewarded' }));
        await assertFails(updateDoc(existing, { status: 'rewarded', email: 'someone@pilotmiles.test' }));
        await assertFails(deleteDoc(existing));
      });
    }
  });
}

describe("a referrer's referees", () => {
  for (const caller of CALLERS) {
    it(`${caller} may not list users by referred_by, nor read a referee's record`, async () => {
      const db = firestoreAs(env, caller, owner);
      await assertFails(getDocs(query(collection(db, 'users'), where('referred_by', '==', owner))));
      await assertFails(getDoc(doc(db, 'users', referee)));
    });
  }
});
