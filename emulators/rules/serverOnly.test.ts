/**
 * Collections only the server touches (analytics events, the audit trail, referral codes, the mail
 * queue and its throttle, everything of offers, the rewards catalogue, payouts and KYC events, and
 * sweepstakes with their entries, seeds and draw lists) × {anonymous, owner, other user, admin} × {get, list, create, update,
 * delete}: every client operation is refused. The audit trail in particular can be neither edited
 * nor deleted by anyone, staff included.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

const COLLECTIONS = [
  'events',
  'eventStats',
  'eventStats/2026-01-01/counters',
  'eventStats/2026-01-01/sessions',
  'adminLogs',
  'referralCodes',
  'mail',
  'emailThrottle',
  // Offers: the API serves the catalogue; starts, conversions, raw postbacks and claims are the server's.
  'offers',
  'offerClicks',
  'conversions',
  'postbacks',
  'offerClaims',
  'offersMeta',
  // Rewards: the API serves the catalogue and a member's payouts (codes included, to their owner
  // only); KYC events and partner webhook calls are the server's.
  'rewards',
  'payouts',
  'kycEvents',
  'webhookCalls',
  // Sweepstakes: the API serves them with live totals; entries, the draw's secret seed and the
  // entry list are the server's (the list is public through /api once drawn).
  'sweepstakes',
  'sweepstakes/fixture-sweep/entries',
  'sweepstakes/fixture-sweep/private',
  'sweepstakes/fixture-sweep/drawList',
  // The /cp/rewards portal's brands: staff edit them and the portal reads them through the API.
  'cpBrands',
  // Articles' version: the API's instances check it to reload the articles they serve from memory.
  'articlesMeta',
] as const;

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const fixture = uniqueId('fixture');

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const name of COLLECTIONS) await setDoc(doc(db, name, fixture), { uid: owner, actor: owner, session_id: 's' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const name of COLLECTIONS) {
  describe(name, () => {
    for (const caller of CALLERS) {
      it(`${caller} may not get, list, create, update or delete`, async () => {
        const db = firestoreAs(env, caller, owner);
        const col = collection(db, name);
        const existing = doc(col, fixture);
        await assertFails(getDoc(existing));
        await assertFails(getDocs(col));
        await assertFails(setDoc(doc(col, uniqueId('new')), { uid: owner, actor: owner }));
        await assertFails(updateDoc(existing, { actor: 'someone-else' }));
        await assertFails(deleteDoc(existing));
      });
    }
  });
}

describe('entries across sweepstakes', () => {
  for (const caller of CALLERS) {
    it(`${caller} may not list a member's entries by collection group`, async () => {
      const db = firestoreAs(env, caller, owner);
      await assertFails(getDocs(query(collectionGroup(db, 'entries'), where('uid', '==', owner))));
    });
  }
});

describe('survey conversions (docs/surveys.md)', () => {
  for (const caller of CALLERS) {
    it(`${caller} may not list a member's survey conversions nor write one`, async () => {
      const db = firestoreAs(env, caller, owner);
      await assertFails(getDocs(query(collection(db, 'conversions'), where('uid', '==', owner), where('kind', '==', 'survey'))));
      await assertFails(
        setDoc(doc(db, 'conversions', `survey:cpx:${uniqueId('trans')}`), { uid: owner, kind: 'survey', status: 'confirmed', pilot_miles: 1000 }),
      );
    });
  }
});
