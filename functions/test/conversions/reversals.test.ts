/**
 * What a reversal takes with it (docs/conversions.md "Reversals"), driven by the partners' real
 * postbacks (Swaarm, the CPX survey wall, a cashback network): a member it leaves in debt has
 * their undelivered payouts sent back to review, and neither the fulfilment job nor staff's
 * approve delivers them while the debt lasts; every kind of reversal flags the next payout for
 * review; the activity counters go down; a referral bonus the reversed credit qualified is taken
 * back from the referrer once. total_coins == sum(ledger) for every member after every test.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { REVIEW_REASON_LABELS, dayKey, txId } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { checkReferral } from '../../src/referrals/referrals.service';
import { api, authHeader, checkLedgersAfterEachTest, createUser, expectLedgerConsistent, ledger, userDoc, type TestUser } from '../support/helpers';
import { makeOffer, postback as swaarmPostback, startOffer } from '../offers/support';
import { postback as surveyPostback, transId } from '../surveys/support';
import { WORDS, activate, makeBrand, newOrderId, postback as shopPostback } from '../shopping/support';
import { runQueuedTasks } from '../../src/platform/tasks';
import { fulfilDueBy, giftcardBehaviour, makeMember, makeReward, payoutDoc, providerOrders, redeemCall } from '../rewards/support';
import { referral } from '../referrals/support';

checkLedgersAfterEachTest();

const MINUTE = 60_000;
const WELCOME = 500;
const BONUS = 500;

/** An offer paying `pm` on its one event, started by the member: its click id. */
async function offerClick(member: TestUser, pm: number): Promise<string> {
  return startOffer(member, await makeOffer([{ id: 'done', name: 'Done', pilot_miles: pm }]));
}

const approveOffer = (clickId: string) => swaarmPostback({ click_id: clickId, event_id: 'done' });
const reverseOffer = (clickId: string) => swaarmPostback({ click_id: clickId, event_id: 'done', status: 'rejected' });

/** A member the review rules trust (an old account with a payout delivered before): small payouts are approved at once. */
async function trust(uid: string) {
  await db
    .collection('users')
    .doc(uid)
    .update({ payouts_fulfilled: 1, created_at: Timestamp.fromMillis(Date.now() - 90 * 24 * 60 * MINUTE) });
}

/** A redemption of $value that the gift-card provider treats as `behaviour` (by the member's e-mail). */
async function redeemWith(member: TestUser, value: number, behaviour: Record<string, unknown>) {
  await giftcardBehaviour(member.email, { clear: true, ...behaviour });
  const reward = await makeReward();
  const res = await redeemCall(member, { reward_id: reward.id, value, request_id: randomUUID() });
  expect(res.status).toBe(201);
  // Its first step at the provider, under this behaviour.
  await runQueuedTasks();
  return res.body.data.payout.id as string;
}

const admin = async () => createUser({ admin: true });

describe('a reversal that leaves the member in debt', () => {
  it('sends their undelivered payouts (approved, failed) back to review; a processing order stays; nothing is delivered while the debt lasts', async () => {
    const member = await makeMember({ balance: WELCOME });
    const clickId = await offerClick(member, 2_000);
    expect((await approveOffer(clickId)).body.data.outcome).toBe('credited');

    // Approved, its order failing for now (retried later); failed for good; at the provider, not delivered yet.
    const retrying = await redeemWith(member, 10, { fail: 100 });
    const failed = await redeemWith(member, 5, { fail_permanently: true });
    const processing = await redeemWith(member, 5, { pending_ms: 60 * MINUTE });
    expect((await payoutDoc(retrying))?.status).toBe('approved');
    expect((await payoutDoc(failed))?.status).toBe('failed');
    expect((await payoutDoc(processing))?.status).toBe('processing');
    expect(await expectLedgerConsistent(member.uid)).toBe(WELCOME);

    expect((await reverseOffer(clickId)).body.data.outcome).toBe('reversed');
    expect(await expectLedgerConsistent(member.uid)).toBe(WELCOME - 2_000);

    for (const id of [retrying, failed]) {
      const payout = await payoutDoc(id);
      expect(payout).toMatchObject({ status: 'pending_review', next_attempt_at: null });
      expect(payout?.review_reasons).toContain('negative-balance');
      expect(payout?.history.at(-1)).toMatchObject({ status: 'pending_review', by: 'system', reason: expect.stringContaining('-1,500') });
    }
    // The provider has that order: it cannot be stopped any more, so it is left to finish.
    expect((await payoutDoc(processing))?.status).toBe('processing');
    expect(REVIEW_REASON_LABELS['negative-balance']).toMatch(/negative/i);

    // The provider is back: the job orders nothing for a payout under review.
    await giftcardBehaviour(member.email, { clear: true });
    await fulfilDueBy(new Date(Date.now() + 30 * MINUTE));
    expect(await providerOrders(retrying)).toEqual([]);
    expect((await payoutDoc(retrying))?.status).toBe('pending_review');

    // Staff cannot approve it while the member owes PM; rejecting refunds it towards the debt.
    const staff = await admin();
    const approve = await api().patch(`/api/admin/rewards/payouts/${retrying}`).set(authHeader(staff)).send({ action: 'approve' });
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('rewards/member-in-debt');
    expect((await payoutDoc(retrying))?.status).toBe('pending_review');
    expect(await providerOrders(retrying)).toEqual([]);
    const reject = await api().patch(`/api/admin/rewards/payouts/${retrying}`).set(authHeader(staff)).send({ action: 'reject', reason: 'Earnings reversed' });
    expect(reject.status).toBe(200);
    expect(await expectLedgerConsistent(member.uid)).toBe(WELCOME - 2_000 + 1_000);
  });

  it('a payout the job would order is held back when its member is in debt, whatever put them there', async () => {
    const member = await makeMember({ balance: 1_500 });
    const id = await redeemWith(member, 10, { fail: 1 });
    expect((await payoutDoc(id))?.status).toBe('approved');
    // A debt posted outside the conversion engine: the job still refuses to deliver to a member who owes PM.
    await post(member.uid, { id: `reversal:t-${randomUUID()}`, type: 'offer-reversal', amount: -1_000, description: 'Reversed', reverses: 'offer:t:none' }, { day: dayKey(new Date(), 'UTC') });
    expect(await expectLedgerConsistent(member.uid)).toBe(-500);
    await fulfilDueBy(new Date(Date.now() + 30 * MINUTE));
    expect(await providerOrders(id)).toEqual([]);
    expect(await payoutDoc(id)).toMatchObject({ status: 'pending_review', review_reasons: expect.arrayContaining(['negative-balance']) });
  });

  it('leaves payouts alone when the member stays at or above zero', async () => {
    const member = await makeMember({ balance: WELCOME });
    const clickId = await offerClick(member, 1_500);
    await approveOffer(clickId);
    const id = await redeemWith(member, 5, { fail: 100 });
    await reverseOffer(clickId);
    expect(await expectLedgerConsistent(member.uid)).toBe(0);
    expect((await payoutDoc(id))?.status).toBe('approved');
  });
});

describe('the recent-reversal review flag', () => {
  it('is raised by a reversed survey and by reversed cashback, not only by offers', async () => {
    const surveyed = await makeMember({ balance: 2_000 });
    const trans = transId();
    await surveyPostback({ trans_id: trans, user_id: surveyed.uid, amount_usd: '1.00' });
    expect((await surveyPostback({ trans_id: trans, user_id: surveyed.uid, amount_usd: '1.00', status: '2' })).body.data.outcome).toBe('reversed');

    const shopper = await makeMember({ balance: 2_000 });
    const brand = await makeBrand({ network: 'impact' });
    const { sub_id } = await activate(shopper, brand.id);
    const order = { subId: sub_id, orderId: newOrderId(), advertiserId: brand.advertiser_id, sale: 20 };
    await shopPostback('impact', { ...order, status: WORDS.impact.approved });
    expect((await shopPostback('impact', { ...order, status: WORDS.impact.reversed })).body.data.outcome).toBe('reversed');

    for (const member of [surveyed, shopper]) {
      const id = await redeemWith(member, 5, {});
      expect(await payoutDoc(id)).toMatchObject({ status: 'pending_review', review_reasons: ['recent-reversal'] });
    }
    expect(REVIEW_REASON_LABELS['recent-reversal']).toBe('Earnings reversed recently');
  });
});

describe('the activity counters', () => {
  it('a reversal takes its credit off lifetime_activity and, the same member day, off activity_today (the challenge progress)', async () => {
    const member = await createUser();
    const trans = transId();
    await surveyPostback({ trans_id: trans, user_id: member.uid, amount_usd: '10.00' });
    expect(await userDoc(member.uid)).toMatchObject({ lifetime_activity: 700, activity_today: { amount: 700 } });
    const progress = () => api().get('/api/users/daily-challenge/progress').set(authHeader(member));
    expect((await progress()).body.data.earned).toBe(700);

    await surveyPostback({ trans_id: trans, user_id: member.uid, amount_usd: '10.00', status: '2' });
    expect(await userDoc(member.uid)).toMatchObject({ lifetime_activity: 0, activity_today: { amount: 0 } });
    expect((await progress()).body.data.earned).toBe(0);
  });

  it("a credit of an earlier day leaves today's figure alone, and no counter goes below zero", async () => {
    const member = await createUser();
    const today = await offerClick(member, 300);
    const earlier = await offerClick(member, 400);
    await approveOffer(today);
    await approveOffer(earlier);
    // The second credit as if earned on an earlier day, and counters from before they were kept.
    await db.collection('users').doc(member.uid).collection('transactions').doc(txId.offer('swaarm', earlier, 'done')).update({ day_key: '2020-01-01' });
    const day = (await userDoc(member.uid))?.activity_today.day_key;
    await db.collection('users').doc(member.uid).update({ lifetime_activity: 500, activity_today: { day_key: day, amount: 300 } });

    await reverseOffer(earlier);
    expect(await userDoc(member.uid)).toMatchObject({ lifetime_activity: 100, activity_today: { day_key: day, amount: 300 } });
    await reverseOffer(today);
    expect(await userDoc(member.uid)).toMatchObject({ lifetime_activity: 0, activity_today: { day_key: day, amount: 0 } });
  });
});

describe('a referral bonus paid on a reversed credit', () => {
  const referralEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('referral'));

  it('is taken back from the referrer once when the referee falls below the threshold, and paid again only on re-qualifying', async () => {
    const { referrer, referee } = await referral();
    const first = await offerClick(referee, 1_000);
    await approveOffer(first);
    expect(await checkReferral(referee.uid, 'offer')).toBe('rewarded');
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME + BONUS);

    expect((await reverseOffer(first)).body.data.outcome).toBe('reversed');
    const creditId = txId.referral(referee.uid);
    const entries = await referralEntries(referrer.uid);
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.amount < 0)).toMatchObject({
      id: txId.reversal(creditId),
      type: 'referral-reversal',
      amount: -BONUS,
      description: "Referral bonus taken back: Amelia E.'s earnings were reversed by a partner",
    });
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME);
    expect((await userDoc(referrer.uid))?.referral_earned_pm).toBe(0);
    expect(await userDoc(referee.uid)).toMatchObject({ referral_status: 'pending', referral_bonus_pm: 0 });
    // Not paid again on the same standing.
    expect(await checkReferral(referee.uid, 'offer')).toBe('below-threshold');
    expect(await referralEntries(referrer.uid)).toHaveLength(2);

    // Re-qualifying on new earnings pays once more, under its own id; its reversal takes it back once too.
    const second = await offerClick(referee, 1_000);
    await approveOffer(second);
    expect(await Promise.all([checkReferral(referee.uid, 'offer'), checkReferral(referee.uid, 'offer')])).toEqual(
      expect.arrayContaining(['rewarded', 'settled']),
    );
    expect((await referralEntries(referrer.uid)).map((e) => e.id).sort()).toEqual(
      [creditId, txId.reversal(creditId), txId.referral(referee.uid, 1)].sort(),
    );
    await reverseOffer(second);
    expect((await referralEntries(referrer.uid)).filter((e) => e.amount < 0)).toHaveLength(2);
    expect(await expectLedgerConsistent(referrer.uid)).toBe(WELCOME);
  });

  it('stays when the referee is still at or above the threshold after the reversal', async () => {
    const { referrer, referee } = await referral();
    const kept = await offerClick(referee, 1_200);
    const lost = await offerClick(referee, 150);
    await approveOffer(kept);
    await approveOffer(lost);
    expect(await checkReferral(referee.uid, 'offer')).toBe('rewarded');
    await reverseOffer(lost);
    expect(await referralEntries(referrer.uid)).toHaveLength(1);
    expect(await userDoc(referee.uid)).toMatchObject({ referral_status: 'rewarded' });
  });

  it('the same reversal sent 10 times at once: one debit, the bonus taken back once, each payout moved back once', async () => {
    const { referrer, referee } = await referral();
    await Promise.all([trust(referrer.uid), trust(referee.uid)]);
    const clickId = await offerClick(referee, 1_000);
    await approveOffer(clickId);
    expect(await checkReferral(referee.uid, 'offer')).toBe('rewarded');
    // Both spend what they have on payouts the provider has not taken yet.
    const refereePayout = await redeemWith(referee, 10, { fail: 100 });
    const referrerPayout = await redeemWith(referrer, 10, { fail: 100 });
    expect(await expectLedgerConsistent(referee.uid)).toBe(500);
    expect(await expectLedgerConsistent(referrer.uid)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 10 }, () => reverseOffer(clickId)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.data.outcome === 'reversed')).toHaveLength(1);

    expect((await ledger(referee.uid)).filter((e) => e.type === 'offer-reversal')).toHaveLength(1);
    expect((await referralEntries(referrer.uid)).filter((e) => e.type === 'referral-reversal')).toHaveLength(1);
    expect(await expectLedgerConsistent(referee.uid)).toBe(-500);
    expect(await expectLedgerConsistent(referrer.uid)).toBe(-BONUS);
    for (const id of [refereePayout, referrerPayout]) {
      const payout = await payoutDoc(id);
      expect(payout?.status).toBe('pending_review');
      expect(payout?.history.filter((h: { status: string }) => h.status === 'pending_review')).toHaveLength(1);
      expect(payout?.review_reasons).toEqual(['negative-balance']);
    }
  });
});
