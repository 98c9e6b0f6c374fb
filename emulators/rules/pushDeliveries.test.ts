/**
 * pushDeliveries: what the emulator's recording push sender "sent". The web's local
 * messaging adapter listens to its member's own deliveries (uid == me, token == my token, newer
 * than now); nobody reads another member's, lists them all, or writes any from a client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { CALLERS, firestoreAs, rulesEnv, uniqueId } from './env';

let env: RulesTestEnvironment;
const owner = uniqueId('owner');
const token = `local-${uniqueId('token')}`;
const mine = uniqueId('delivery');
const theirs = uniqueId('delivery');
const data = { title: 'PilotMiles credited', body: '+50 PM', url: '/profile/transactions', actions: '[]' };
const before = Timestamp.fromMillis(Date.now() - 60_000);

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'pushDeliveries', mine), { uid: owner, token, data, sent_at: Timestamp.now() });
    await setDoc(doc(db, 'pushDeliveries', theirs), { uid: uniqueId('someone'), token: 'local-x', data, sent_at: Timestamp.now() });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('pushDeliveries', () => {
  it("the owner reads their own deliveries with the local adapter's query", async () => {
    const db = firestoreAs(env, 'owner', owner);
    await assertSucceeds(getDoc(doc(db, 'pushDeliveries', mine)));
    const snap = await assertSucceeds(
      getDocs(query(collection(db, 'pushDeliveries'), where('uid', '==', owner), where('token', '==', token), where('sent_at', '>', before))),
    );
    expect(snap.docs.map((d) => d.id)).toEqual([mine]);
  });

  for (const caller of CALLERS) {
    it(`${caller} may not read another member's deliveries, list them all, or write any`, async () => {
      const db = firestoreAs(env, caller, owner);
      const col = collection(db, 'pushDeliveries');
      await assertFails(getDoc(doc(col, theirs)));
      await assertFails(getDocs(col));
      await assertFails(getDocs(query(col, where('token', '==', token))));
      await assertFails(setDoc(doc(col, uniqueId('new')), { uid: owner, token, data, sent_at: Timestamp.now() }));
      await assertFails(updateDoc(doc(col, mine), { data: { title: 'forged' } }));
      await assertFails(deleteDoc(doc(col, mine)));
    });
  }

  for (const caller of ['anonymous', 'other', 'admin'] as const) {
    it(`${caller} may not read the owner's delivery`, async () => {
      const db = firestoreAs(env, caller, owner);
      await assertFails(getDoc(doc(db, 'pushDeliveries', mine)));
      await assertFails(getDocs(query(collection(db, 'pushDeliveries'), where('uid', '==', owner))));
    });
  }
});
