/**
 * POST /rewards/redeem (docs/rewards.md): the debit and the payout in one transaction, once per
 * request key, never beyond the balance, and refused with nothing changed for every reason the
 * issue lists. Each refusal test would pass a naive endpoint only if it checked that reason.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  docsWhere,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  sendBadInput,
  storedState,
  type BadInput,
} from '../support/helpers';
import { queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import { giftcardBehaviour, makeMember, makeReward, payoutDoc, payoutsOf, providerOrders, redeemCall } from './support';

checkLedgersAfterEachTest();

const key = () => randomUUID();

describe('POST /rewards/redeem', () => {
  it("debits the price and creates a first payout pending review, with the ledger entry redeem:{payoutId}", async () => {
    const reward = await makeReward();
    const user = await makeMember({ balance: 3_000, fulfilledBefore: 0 });
    const res = await redeemCall(user, { reward_id: reward.id, value: 25, request_id: key() });
    expect(res.status).toBe(201);
    const { payout, balance } = res.body.data;
    expect(payout).toMatchObject({ uid: user.uid, reward_id: reward.id, value_usd: 25, pilot_miles: 2_500, status: 'pending_review', delivery: null });
    expect(balance).toBe(500);
    const entries = await ledger(user.uid);
    expect(entries.find((e) => e.id === `redeem:${payout.id}`)).toMatchObject({ type: 'redemption', amount: -2_500 });
    const stored = await payoutDoc(payout.id);
    expect(stored).toMatchObject({ status: 'pending_review', review_reasons: ['first-payout'], email: user.email });
    expect(await expectLedgerConsistent(user.uid)).toBe(500);
    // Spending is not earning; the redeemed total counts towards KYC.
    const doc = (await db.collection('users').doc(user.uid).get()).data()!;
    expect(doc.redeemed_usd).toBe(25);
  });

  it('prices by the reward: a discount of 95 PM per $1 makes $50 cost 4,750 PM', async () => {
    const reward = await makeReward({ pm_per_dollar: 95 });
    const user = await makeMember({ balance: 5_000, fulfilledBefore: 0 });
    const res = await redeemCall(user, { reward_id: reward.id, value: 50 });
    expect(res.status).toBe(201);
    expect(res.body.data.payout.pilot_miles).toBe(4_750);
    expect(await expectLedgerConsistent(user.uid)).toBe(250);
  });

  it('a trusted member’s small payout is approved and answered before the provider is called; the fulfilment queue delivers it, with an in-app notice and a mail pointing to My rewards', async () => {
    const reward = await makeReward();
    const user = await makeMember({ balance: 2_000 });
    const res = await redeemCall(user, { reward_id: reward.id, value: 10, request_id: key() });
    expect(res.status).toBe(201);
    // Spending returns at once: the debit and the payout are committed, the order is the queue's.
    expect(res.body.data.payout.status).toBe('approved');
    expect(await providerOrders(res.body.data.payout.id)).toEqual([]);
    expect(queuedTasks('fulfilPayout')).toContainEqual(expect.objectContaining({ payoutId: res.body.data.payout.id }));
    await runQueuedTasks();
    const payout: DocumentData = { id: res.body.data.payout.id as string, ...(await payoutDoc(res.body.data.payout.id)) };
    expect(payout.status).toBe('fulfilled');
    expect(await providerOrders(payout.id)).toHaveLength(1);
    // The provider delivers a link to the card (Tremendous gives no code or PIN through its API).
    expect(payout.delivery).toMatchObject({ code: null, pin: null, link: expect.stringMatching(/\/giftcards\/redeem\/RWD-/) });
    const notice = await db.collection('users').doc(user.uid).collection('notifications').doc(`payout:${payout.id}:fulfilled`).get();
    // The code is shown in My rewards only (fulfilment.test.ts checks every message for it).
    expect(notice.get('body')).toContain('My rewards');
    expect(notice.get('body')).not.toContain(payout.delivery.link);
    const mails = await docsWhere('mail', 'to', user.email);
    expect(mails.some((m) => String(m.message.text).includes('/profile/rewards'))).toBe(true);
    expect((await db.collection('users').doc(user.uid).get()).get('payouts_fulfilled')).toBe(2);
  });

  it('the same request key, sent again or 10 times at once, redeems once and answers the same payout', async () => {
    const reward = await makeReward();
    const user = await makeMember({ balance: 5_000, fulfilledBefore: 0 });
    const body = { reward_id: reward.id, value: 10, request_id: key() };
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeemCall(user, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.data.payout.id)).size).toBe(1);
    const again = await redeemCall(user, body);
    expect(again.status).toBe(200);
    // The same key with other terms is refused, not taken for a retry.
    const other = await redeemCall(user, { ...body, value: 25 });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'rewards/request-reused', field: 'request_id' });
    expect(await payoutsOf(user.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(4_000);
  });

  it('20 concurrent redemptions that each need the whole balance: exactly one succeeds', async () => {
    const reward = await makeReward({ denominations: { kind: 'fixed', values: [25] } });
    const user = await makeMember({ balance: 2_500, fulfilledBefore: 0 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeemCall(user, { reward_id: reward.id, value: 25, request_id: key() })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.status === 409)) expect(r.body.code).toBe('ledger/insufficient-funds');
    expect(await payoutsOf(user.uid)).toHaveLength(1);
    expect((await ledger(user.uid)).filter((e) => e.type === 'redemption')).toHaveLength(1);
    expect(await expectLedgerConsistent(user.uid)).toBe(0);
  });

  describe('refused with nothing changed', () => {
    async function expectRefusal(
      user: Awaited<ReturnType<typeof makeMember>>,
      body: Record<string, unknown>,
      status: number,
      code: string,
    ) {
      const before = await storedState(user.uid);
      const res = await redeemCall(user, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await storedState(user.uid)).toEqual(before);
      expect(await payoutsOf(user.uid)).toEqual([]);
      return res;
    }

    it('when the balance is short', async () => {
      const reward = await makeReward();
      const user = await makeMember({ balance: 2_400 });
      const res = await expectRefusal(user, { reward_id: reward.id, value: 25 }, 409, 'ledger/insufficient-funds');
      expect(res.body.message).toBe('Not enough PilotMiles: you have 2400, this needs 2500');
    });

    it('when the balance is negative after a reversal, even for a price it once covered', async () => {
      const reward = await makeReward();
      const user = await makeMember({ balance: 600 });
      await post(user.uid, { id: `reversal:test-${key()}`, type: 'offer-reversal', amount: -700, description: 'Reversed', reverses: 'offer:t:none' }, { day: dayKey(new Date(), 'UTC') });
      await expectRefusal(user, { reward_id: reward.id, value: 5 }, 409, 'ledger/negative-balance');
    });

    it('when the value is not one of the reward’s', async () => {
      const reward = await makeReward();
      const user = await makeMember();
      const res = await expectRefusal(user, { reward_id: reward.id, value: 7 }, 400, 'rewards/value-not-offered');
      expect(res.body.field).toBe('value');
      expect(res.body.message).toContain('$5, $10, $25, $50');
    });

    it('when the reward is unknown or inactive', async () => {
      const inactive = await makeReward({ active: false });
      const user = await makeMember();
      await expectRefusal(user, { reward_id: inactive.id, value: 5 }, 404, 'rewards/not-found');
      await expectRefusal(user, { reward_id: 'no-such-reward', value: 5 }, 404, 'rewards/not-found');
    });

    it('when the reward is not offered in the member’s country', async () => {
      const reward = await makeReward({ countries: ['GB'] });
      const user = await makeMember({ signupCountry: 'US' });
      await expectRefusal(user, { reward_id: reward.id, value: 5 }, 400, 'rewards/not-available-in-country');
    });

    it('when the member is unverified', async () => {
      const reward = await makeReward();
      const user = await makeMember({ verified: false, balance: 5_000 });
      const res = await expectRefusal(user, { reward_id: reward.id, value: 5 }, 403, 'auth/email-not-verified');
      expect(res.body.message).toBe('Email not verified');
    });

    it('when a first cash payout needs KYC that is not approved', async () => {
      const paypal = await makeReward({ category: 'cash', delivery: 'paypal', provider_product_id: 'PAYPAL', denominations: { kind: 'range', min: 5, max: 500, step: 5 } });
      const user = await makeMember();
      const res = await expectRefusal(user, { reward_id: paypal.id, value: 10 }, 403, 'rewards/kyc-required');
      expect(res.body.message).toMatch(/Verify your identity/);
    });

    it('when the redeemed total would pass the KYC threshold ($200 by default)', async () => {
      const reward = await makeReward({ denominations: { kind: 'fixed', values: [100] } });
      const user = await makeMember({ balance: 30_000, fulfilledBefore: 0 });
      await db.collection('users').doc(user.uid).update({ redeemed_usd: 150 });
      await expectRefusal(user, { reward_id: reward.id, value: 100 }, 403, 'rewards/kyc-required');
      // With KYC approved the same redemption goes through (to review: a first payout).
      await db.collection('users').doc(user.uid).update({ kyc: { status: 'approved', session_id: 'kys_x', reason: null } });
      expect((await redeemCall(user, { reward_id: reward.id, value: 100 })).status).toBe(201);
    });

    it('for a caller without a session', async () => {
      const reward = await makeReward();
      expectSessionExpired(await api().post('/api/rewards/redeem').send({ reward_id: reward.id, value: 5 }));
    });

    const badInputs: BadInput[] = [
      { name: 'no body', field: 'body' },
      { name: 'reward id with a slash', field: 'reward_id', json: { reward_id: 'a/b', value: 5 } },
      { name: 'value as text', field: 'value', json: { reward_id: 'amazon-us', value: '5' } },
      { name: 'value zero', field: 'value', json: { reward_id: 'amazon-us', value: 0 } },
      { name: 'fractional value', field: 'value', json: { reward_id: 'amazon-us', value: 5.5 } },
      { name: 'a price from the client', field: 'pilot_miles', json: { reward_id: 'amazon-us', value: 5, pilot_miles: 1 } },
      { name: 'short request key', field: 'request_id', json: { reward_id: 'amazon-us', value: 5, request_id: 'x' } },
      { name: 'malformed JSON', field: 'body', raw: '{"reward_id":', code: 'validation/invalid-json' },
    ];
    it.each(badInputs)('400 for $name, naming the field', async (input) => {
      const user = await makeMember();
      const before = await storedState(user.uid);
      const res = await sendBadInput(api().post('/api/rewards/redeem').set(authHeader(user)), input);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(input.code ?? 'validation/invalid-input');
      if (!input.code) expect(res.body.field).toBe(input.field);
      expect(await storedState(user.uid)).toEqual(before);
    });
  });

  describe('review rules', () => {
    const cases: Array<[string, Parameters<typeof makeMember>[0], number, string]> = [
      ['a value above the auto-approve limit', {}, 50, 'above-threshold'],
      ['a young account', { ageDays: 2 }, 10, 'new-account'],
      ['a login from another country than the sign-up', { loginCountry: 'NG' }, 10, 'country-mismatch'],
    ];
    it.each(cases)('%s goes to review', async (_name, shape, value, reason) => {
      const reward = await makeReward();
      const user = await makeMember(shape);
      const res = await redeemCall(user, { reward_id: reward.id, value });
      expect(res.status).toBe(201);
      expect(res.body.data.payout.status).toBe('pending_review');
      expect((await payoutDoc(res.body.data.payout.id))?.review_reasons).toEqual([reason]);
    });

    it('an offer reversed in the last 30 days sends a payout to review; one older does not', async () => {
      const reward = await makeReward();
      const recent = await makeMember({ balance: 3_000 });
      await post(recent.uid, { id: `reversal:t-${key()}`, type: 'offer-reversal', amount: -100, description: 'Reversed', reverses: 'offer:t:none' }, { day: dayKey(new Date(), 'UTC') });
      const res = await redeemCall(recent, { reward_id: reward.id, value: 10 });
      expect((await payoutDoc(res.body.data.payout.id))?.review_reasons).toEqual(['recent-reversal']);

      const old = await makeMember({ balance: 3_000 });
      const id = `reversal:t-${key()}`;
      await post(old.uid, { id, type: 'offer-reversal', amount: -100, description: 'Reversed', reverses: 'offer:t:none' }, { day: dayKey(new Date(), 'UTC') });
      // Forty days ago: the entry and the stamp the ledger left on the member.
      const fortyDaysAgo = Timestamp.fromMillis(Date.now() - 40 * 86_400_000);
      await db.collection('users').doc(old.uid).collection('transactions').doc(id).update({ created_at: fortyDaysAgo });
      await db.collection('users').doc(old.uid).update({ last_reversal_at: fortyDaysAgo });
      const ok = await redeemCall(old, { reward_id: reward.id, value: 10 });
      expect(ok.body.data.payout.status).toBe('approved');
      expect((await payoutDoc(ok.body.data.payout.id))?.review_reasons).toEqual([]);
    });
  });

  it('an approved payout the provider cannot take right now stays approved for the job, money held', async () => {
    const reward = await makeReward();
    const user = await makeMember({ balance: 2_000 });
    await giftcardBehaviour(user.email, { fail: 1 });
    const res = await redeemCall(user, { reward_id: reward.id, value: 10 });
    expect(res.status).toBe(201);
    expect(res.body.data.payout.status).toBe('approved');
    await runQueuedTasks();
    const stored = await payoutDoc(res.body.data.payout.id);
    expect(stored).toMatchObject({ status: 'approved', attempts: 1, last_error: expect.stringContaining('503') });
    expect(await expectLedgerConsistent(user.uid)).toBe(1_000);
  });
});

describe('GET /users/redeemable-conversions', () => {
  it('lists what the balance covers now, each with its prices and the PM missing for the next value', async () => {
    const cheap = await makeReward({ sort_order: 0, featured: true });
    const user = await makeMember({ balance: 1_200 });
    const res = await api().get('/api/users/redeemable-conversions').set(authHeader(user));
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toBe(1_200);
    const item = res.body.data.items.find((i: { reward: { id: string } }) => i.reward.id === cheap.id);
    expect(item.affordable).toEqual([
      { value: 5, pm: 500 },
      { value: 10, pm: 1_000 },
    ]);
    expect(item.next).toEqual({ value: 25, pm: 2_500, missing_pm: 1_300 });
    expect(item.reward).not.toHaveProperty('provider_product_id');
    for (const i of res.body.data.items) expect(i.affordable.length).toBeGreaterThan(0);
  });

  it('answers 403 without a session', async () => {
    expectSessionExpired(await api().get('/api/users/redeemable-conversions'));
  });
});

describe('GET /rewards', () => {
  it('is public: active rewards filtered by category and country, sorted, without provider ids', async () => {
    const gb = await makeReward({ countries: ['GB'], category: 'flights', name: 'Zeta Air Voucher' });
    const hidden = await makeReward({ active: false, category: 'flights' });
    const res = await api().get('/api/rewards').query({ category: 'flights', country: 'gb', sort: 'name' });
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(gb.id);
    expect(ids).not.toContain(hidden.id);
    for (const r of res.body.data.items) {
      expect(r.category).toBe('flights');
      expect(r.countries.length === 0 || r.countries.includes('GB')).toBe(true);
      expect(r).not.toHaveProperty('provider_product_id');
    }
    const us = await api().get('/api/rewards').query({ category: 'flights', country: 'US' });
    expect(us.body.data.items.map((r: { id: string }) => r.id)).not.toContain(gb.id);
  });

  it('searches by words and refuses unknown parameters', async () => {
    const reward = await makeReward({ name: 'Quokka Outfitters Gift Card', brand: 'Quokka' });
    const res = await api().get('/api/rewards').query({ q: 'quokka gift' });
    expect(res.body.data.items.map((r: { id: string }) => r.id)).toEqual([reward.id]);
    const bad = await api().get('/api/rewards').query({ category: 'cars' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('category');
    expect((await api().get('/api/rewards').query({ limit: 5 })).body.field).toBe('limit');
  });
});

describe('a member’s redemption is theirs', () => {
  it('another member cannot redeem with someone else’s request key to reach their payout', async () => {
    const reward = await makeReward();
    const a = await makeMember({ balance: 2_000, fulfilledBefore: 0 });
    const b = await makeMember({ balance: 2_000, fulfilledBefore: 0 });
    const requestId = key();
    const first = await redeemCall(a, { reward_id: reward.id, value: 10, request_id: requestId });
    const second = await redeemCall(b, { reward_id: reward.id, value: 10, request_id: requestId });
    expect(second.status).toBe(201);
    expect(second.body.data.payout.id).not.toBe(first.body.data.payout.id);
    expect(second.body.data.payout.uid).toBe(b.uid);
    expect(await expectLedgerConsistent(a.uid)).toBe(1_000);
    expect(await expectLedgerConsistent(b.uid)).toBe(1_000);
  });
});
