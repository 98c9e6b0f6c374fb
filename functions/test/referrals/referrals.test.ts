/**
 * Referrals (docs/referrals.md): the sign-up's address and device, the referrer's bonus once per
 * referee (checkReferral is what the referralOnEarning trigger runs; triggers do not run under
 * supertest, so the tests call it), the abuse rules, and GET /users/referrals. Balance == sum of
 * the ledger for every member after every test.
 */
import { describe, expect, it } from 'vitest';
import { txId } from '@pilotmiles/core';
import { auth, db } from '../../src/platform/firebase';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { fromSnapshot } from '../../src/platform/configCache';
import { referralRef } from '../../src/referrals/paths';
import { checkReferral } from '../../src/referrals/referrals.service';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  userDoc,
} from '../support/helpers';
import { earn, referral, referralEntries, signUp, statusOf } from './support';

checkLedgersAfterEachTest();

const WELCOME = 500;
const BONUS = 500;
const THRESHOLD = 1000;

async function expectNothingPaid(referrerUid: string) {
  expect(await referralEntries(referrerUid)).toEqual([]);
  expect(await expectLedgerConsistent(referrerUid)).toBe(WELCOME);
}

describe('sign-up and sign-in record where a member came from', () => {
  it("keeps the server-seen address and the client's device id, and marks a referred member pending", async () => {
    const { referrer, referee } = await referral();
    expect(await userDoc(referee.uid)).toMatchObject({
      referred_by: referrer.uid,
      referral_status: 'pending',
      signup_ip: referee.ip,
      device_id: referee.device,
    });
    // Nobody referred the referrer: no status at all.
    expect((await userDoc(referrer.uid))?.referral_status).toBeUndefined();
  });

  it('ignores a device id that is not one the client makes', async () => {
    for (const junk of ['short', 'x'.repeat(65), '<script>alert(1)</script>', 'spaces are not ids ok']) {
      const member = await signUp({ device: junk });
      expect((await userDoc(member.uid))?.device_id).toBeNull();
    }
    const none = await signUp({ device: null });
    expect((await userDoc(none.uid))?.device_id).toBeNull();
  });

  it("PATCH /users/login keeps the address the server saw and the device, beside the client's own report", async () => {
    const member = await signUp();
    const res = await api()
      .patch('/api/users/login')
      .set(authHeader(member))
      .set('x-forwarded-for', '203.0.113.77')
      .set('x-device-id', 'b7c1d1e0-2f4a-4b8e-9a51-0c6f1d2e3a4b')
      .send({ lastIpAddress: '10.0.0.1' });
    expect(res.status).toBe(200);
    expect(await userDoc(member.uid)).toMatchObject({
      last_ip: '203.0.113.77',
      last_device_id: 'b7c1d1e0-2f4a-4b8e-9a51-0c6f1d2e3a4b',
      login: { lastIpAddress: '10.0.0.1' },
      signup_ip: member.ip,
    });
    // Junk keeps the last good device id.
    await api().patch('/api/users/login').set(authHeader(member)).set('x-device-id', 'junk').send({}).expect(200);
    expect((await userDoc(member.uid))?.last_device_id).toBe('b7c1d1e0-2f4a-4b8e-9a51-0c6f1d2e3a4b');
  });
});

describe('lifetime_activity', () => {
  it('counts activity credits only: not welcome, daily or admin bonuses, refunds or spending', async () => {
    const member = await signUp();
    await earn(member.uid, 120, 'offer');
    await earn(member.uid, 30, 'article');
    await earn(member.uid, 900, 'admin-bonus');
    await earn(member.uid, 5, 'daily-bonus');
    await earn(member.uid, 40, 'daily-challenge');
    await earn(member.uid, 70, 'refund');
    await earn(member.uid, -100, 'redemption');
    const doc = await userDoc(member.uid);
    expect(doc?.lifetime_activity).toBe(150);
    expect(doc?.lifetime_earned).toBe(WELCOME + 120 + 30 + 900 + 5 + 40);
  });
});

describe('checkReferral', () => {
  it('pays nothing below the threshold, then the bonus once when the referee reaches it', async () => {
    const { referrer, referee } = await referral();
    await earn(referee.uid, THRESHOLD - 1);
    expect(await checkReferral(referee.uid, 'offer')).toBe('below-threshold');
    await expectNothingPaid(referrer.uid);
    expect(await statusOf(referee.uid)).toBe('pending');

    await earn(referee.uid, 1, 'article');
    expect(await checkReferral(referee.uid, 'article')).toBe('rewarded');
    const entries = await referralEntries(referrer.uid);
    expect(entries).toEqual([expect.objectContaining({ id: txId.referral(referee.uid), type: 'referral', amount: BONUS })]);
    expect((entries[0] as unknown as { description: string }).description).toBe('Referral bonus: Amelia E. joined with your code');
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME + BONUS);
    expect(await expectLedgerConsistent(referee.uid)).toBe(WELCOME + THRESHOLD);
    expect(await userDoc(referee.uid)).toMatchObject({ referral_status: 'rewarded', referral_bonus_pm: BONUS });
    expect((await userDoc(referrer.uid))?.referral_earned_pm).toBe(BONUS);
    expect((await referralRef(referee.uid).get()).data()).toMatchObject({ status: 'rewarded', referrer_uid: referrer.uid, bonus_pm: BONUS, reason: null });

    // Later earnings change nothing.
    await earn(referee.uid, 5000);
    expect(await checkReferral(referee.uid, 'offer')).toBe('settled');
    expect(await referralEntries(referrer.uid)).toHaveLength(1);
  });

  it('credits once under 10 concurrent checks', async () => {
    const { referrer, referee } = await referral();
    await earn(referee.uid, THRESHOLD);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => checkReferral(referee.uid, 'offer')));
    expect(outcomes.filter((o) => o === 'rewarded')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'rewarded').every((o) => o === 'settled')).toBe(true);
    expect(await referralEntries(referrer.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME + BONUS);
    expect((await userDoc(referrer.uid))?.referral_earned_pm).toBe(BONUS);
    expect(await expectLedgerConsistent(referee.uid)).toBe(WELCOME + THRESHOLD);
  });

  it("bonuses never count: welcome, daily and staff bonuses worth far more than the threshold pay nothing", async () => {
    const { referrer, referee } = await referral();
    await earn(referee.uid, 5000, 'admin-bonus');
    await earn(referee.uid, 50, 'daily-bonus');
    await earn(referee.uid, 300, 'daily-challenge');
    for (const type of ['admin-bonus', 'daily-bonus', 'daily-challenge', 'welcome', 'referral', 'refund'])
      expect(await checkReferral(referee.uid, type)).toBe('not-activity');
    // Even asked without the entry's type, the threshold is counted from activities only.
    expect(await checkReferral(referee.uid)).toBe('below-threshold');
    await expectNothingPaid(referrer.uid);
  });

  it('an unverified referee earns the referrer nothing until they verify', async () => {
    const { referrer, referee } = await referral({ verified: false });
    await earn(referee.uid, THRESHOLD * 2);
    expect(await checkReferral(referee.uid, 'offer')).toBe('unverified');
    await expectNothingPaid(referrer.uid);
    expect(await statusOf(referee.uid)).toBe('pending');

    await auth.updateUser(referee.uid, { emailVerified: true });
    expect(await checkReferral(referee.uid, 'offer')).toBe('rewarded');
    expect(await referralEntries(referrer.uid)).toHaveLength(1);
  });

  const abuse: Array<[name: string, setup: () => Promise<{ referrer: { uid: string }; referee: { uid: string } }>, reason: string]> = [
    [
      'the same sign-up address',
      async () => {
        const referrer = await signUp();
        return { referrer, referee: await signUp({ code: referrer.code, ip: referrer.ip }) };
      },
      'same-ip',
    ],
    [
      'the same device',
      async () => {
        const referrer = await signUp();
        return { referrer, referee: await signUp({ code: referrer.code, device: referrer.device }) };
      },
      'same-device',
    ],
    [
      "the referee signing in from the referrer's address",
      async () => {
        const { referrer, referee } = await referral();
        await api().patch('/api/users/login').set(authHeader(referee)).set('x-forwarded-for', referrer.ip).send({}).expect(200);
        return { referrer, referee };
      },
      'same-ip',
    ],
    [
      "the referrer signing in on the referee's device",
      async () => {
        const { referrer, referee } = await referral();
        await api().patch('/api/users/login').set(authHeader(referrer)).set('x-device-id', referee.device).send({}).expect(200);
        return { referrer, referee };
      },
      'same-device',
    ],
    [
      'a self-referral (stored by hand: sign-up never links a member to themselves)',
      async () => {
        const member = await signUp();
        await db.collection('users').doc(member.uid).update({ referred_by: member.uid, referral_status: 'pending' });
        return { referrer: member, referee: member };
      },
      'self-referral',
    ],
    [
      'a suspended referrer',
      async () => {
        const pair = await referral();
        await db.collection('users').doc(pair.referrer.uid).update({ status: 'suspended' });
        return pair;
      },
      'referrer-suspended',
    ],
    [
      'a disabled referrer account',
      async () => {
        const pair = await referral();
        await auth.updateUser(pair.referrer.uid, { disabled: true });
        return pair;
      },
      'referrer-suspended',
    ],
  ];
  it.each(abuse)('%s: nothing paid, the referee marked ineligible for good', async (_name, setup, reason) => {
    const { referrer, referee } = await setup();
    const before = await ledger(referrer.uid);
    await earn(referee.uid, THRESHOLD);
    expect(await checkReferral(referee.uid, 'offer')).toBe('ineligible');
    expect(await statusOf(referee.uid)).toBe('ineligible');
    // The reason is kept server-side, out of the member's own readable record.
    expect((await referralRef(referee.uid).get()).data()).toMatchObject({ status: 'ineligible', reason, bonus_pm: 0 });
    expect((await userDoc(referee.uid))?.referral_reason).toBeUndefined();
    expect((await ledger(referrer.uid)).filter((e) => e.type === 'referral')).toEqual([]);
    expect((await ledger(referrer.uid)).length).toBe(before.length + (referrer.uid === referee.uid ? 1 : 0));
    await earn(referee.uid, THRESHOLD);
    expect(await checkReferral(referee.uid, 'offer')).toBe('settled');
  });

  it('returns at once for a member nobody referred, or one who does not exist', async () => {
    const member = await signUp();
    await earn(member.uid, THRESHOLD * 3);
    expect(await checkReferral(member.uid, 'offer')).toBe('no-referrer');
    expect(await checkReferral('no-such-member', 'offer')).toBe('no-user');
  });

  it('follows the configured bonus and threshold', async () => {
    const config = { bonus_pm: 750, threshold_pm: 200 };
    const { referrer, referee } = await referral();
    await earn(referee.uid, 199);
    expect(await checkReferral(referee.uid, 'offer', { config })).toBe('below-threshold');
    await earn(referee.uid, 1);
    expect(await checkReferral(referee.uid, 'offer', { config })).toBe('rewarded');
    expect(await referralEntries(referrer.uid)).toEqual([expect.objectContaining({ amount: 750 })]);
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME + 750);
  });

  it('reads config/referrals as core defaults when it is missing or damaged', () => {
    const snap = (data: unknown) => ({ exists: data !== undefined, data: () => data }) as unknown as DocumentSnapshot;
    expect(fromSnapshot('referrals', snap(undefined))).toEqual({ bonus_pm: 500, threshold_pm: 1000 });
    expect(fromSnapshot('referrals', snap({ bonus_pm: 250, threshold_pm: 2000, updated_at: 'x', updated_by: 'admin' }))).toEqual({ bonus_pm: 250, threshold_pm: 2000 });
    expect(fromSnapshot('referrals', snap({ bonus_pm: -5, threshold_pm: 2000 }))).toEqual({ bonus_pm: 500, threshold_pm: 1000 });
    expect(fromSnapshot('referrals', snap({ bonus_pm: '500' }))).toEqual({ bonus_pm: 500, threshold_pm: 1000 });
  });
});

describe('GET /users/referrals', () => {
  it("shows the member's code, link, figures and the people who joined with it, newest first, without their emails", async () => {
    const referrer = await signUp({ name: 'Charles Lindbergh' });
    const rewarded = await signUp({ code: referrer.code, name: 'Amelia Earhart' });
    const earning = await signUp({ code: referrer.code, name: 'Bessie Coleman' });
    const waiting = await signUp({ code: referrer.code, name: 'Jean Batten', verified: false });
    const blocked = await signUp({ code: referrer.code, name: 'Harriet Quimby', device: referrer.device });
    await earn(rewarded.uid, THRESHOLD);
    await checkReferral(rewarded.uid, 'offer');
    await earn(earning.uid, 420);
    await earn(blocked.uid, THRESHOLD);
    await checkReferral(blocked.uid, 'offer');
    // The mirror of the verified email is refreshed on each user fetch.
    await api().get('/api/users').set(authHeader(earning)).expect(200);

    const res = await api().get('/api/users/referrals').set(authHeader(referrer));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      code: referrer.code,
      invite_url: expect.stringMatching(new RegExp(`/auth/signup\\?ref=${referrer.code}$`)),
      bonus_pm: BONUS,
      threshold_pm: THRESHOLD,
      earned_pm: BONUS,
      total_referees: 4,
      referees: [
        { display_name: 'Harriet Q.', joined_at: expect.any(String), status: 'not-eligible', earned_pm: 0 },
        { display_name: 'Jean B.', joined_at: expect.any(String), status: 'waiting-verification', earned_pm: 0 },
        { display_name: 'Bessie C.', joined_at: expect.any(String), status: 'earning', progress_pm: 420, earned_pm: 0 },
        { display_name: 'Amelia E.', joined_at: expect.any(String), status: 'rewarded', earned_pm: BONUS },
      ],
    });
    const text = JSON.stringify(res.body);
    for (const m of [rewarded, earning, waiting, blocked]) {
      expect(text).not.toContain(m.email);
      expect(text).not.toContain(m.uid);
    }
    expect(text).not.toContain('same-device');
  });

  it('a member sees only their own referees', async () => {
    const { referrer } = await referral();
    const stranger = await signUp();
    const mine = await api().get('/api/users/referrals').set(authHeader(referrer));
    expect(mine.body.data.total_referees).toBe(1);
    const theirs = await api().get('/api/users/referrals').set(authHeader(stranger));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ code: stranger.code, earned_pm: 0, total_referees: 0, referees: [] });
    // Query parameters cannot point it at someone else.
    const sneaky = await api().get(`/api/users/referrals?uid=${referrer.uid}`).set(authHeader(stranger));
    expect(sneaky.body.data.total_referees).toBe(0);
  });

  it('needs a session; a member without a record gets 404', async () => {
    expectSessionExpired(await api().get('/api/users/referrals'));
    expectSessionExpired(await api().get('/api/users/referrals').set('authorization', 'Bearer not-a-token'));
    // Signed in to Auth, but sign-up (POST /users) never finished.
    const member = await createAuthUser();
    const res = await api().get('/api/users/referrals').set(authHeader(member));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('users/not-found');
  });
});
