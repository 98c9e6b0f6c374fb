/**
 * Races through the API: parallel identical requests must leave exactly one effect
 * (one welcome credit, one record, unique referral codes).
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { generateReferralCode } from '@pilotmiles/core';
import { auth, db } from '../../src/platform/firebase';
import { api, authHeader, checkLedgersAfterEachTest, createAuthUser, expectLedgerConsistent, ledger, userDoc } from '../support/helpers';

checkLedgersAfterEachTest();

describe('concurrency', () => {
  it('20 concurrent first calls after verification credit 500 PM exactly once', async () => {
    const user = await createAuthUser({ verified: false });
    const created = await api().post('/api/users').set(authHeader(user)).send({});
    expect(created.status).toBe(201);
    expect(created.body.data.total_coins).toBe(0);

    await auth.updateUser(user.uid, { emailVerified: true });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? api().get('/api/users').set(authHeader(user)) : api().get('/api/users/dashboard/v2').set(authHeader(user)),
      ),
    );
    for (const res of responses) expect(res.status).toBe(200);
    const welcome = (await ledger(user.uid)).filter((e) => e.type === 'welcome');
    expect(welcome).toEqual([expect.objectContaining({ id: 'welcome', amount: 500 })]);
    expect(await expectLedgerConsistent(user.uid)).toBe(500);
    expect((await userDoc(user.uid))?.lifetime_earned).toBe(500);
  });

  it('concurrent POST /users for the same account make one record', async () => {
    const user = await createAuthUser();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api().post('/api/users').set(authHeader(user)).send({ additionalData: { displayName: `Racer ${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    // Every answer is the one record that won.
    const winner = responses.find((r) => r.status === 201)!.body.data;
    for (const res of responses) expect(res.body.data.display_name).toBe(winner.display_name);
    const codes = await db.collection('referralCodes').where('uid', '==', user.uid).get();
    expect(codes.docs.map((d) => d.id)).toEqual([winner.referral_code]);
    expect(await expectLedgerConsistent(user.uid)).toBe(500);
  });

  it('concurrent sign-ups proposing the same referral code all end with unique codes', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createAuthUser()));
    const proposed = generateReferralCode((n) => randomBytes(n));
    const responses = await Promise.all(
      users.map((u) => api().post('/api/users').set(authHeader(u)).send({ newReferralCode: proposed })),
    );
    for (const res of responses) expect(res.status).toBe(201);
    const codes = responses.map((r) => r.body.data.referral_code as string);
    expect(new Set(codes).size).toBe(users.length);
    expect(codes.filter((c) => c === proposed)).toHaveLength(1);
    for (const [i, u] of users.entries()) {
      expect((await userDoc(u.uid))?.referral_code).toBe(codes[i]);
      expect((await db.collection('referralCodes').doc(codes[i]!).get()).get('uid')).toBe(u.uid);
    }
  });
});
