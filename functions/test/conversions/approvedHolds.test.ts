/**
 * Large approved credits wait like pending ones (docs/conversions.md "Holds"): an `approved` report
 * from any network whose reward is above the hold rules is recorded as pending with a release date
 * instead of credited at once, so a reversal arriving in the meantime takes nothing back from a
 * member who already spent it. Small approved rewards are still credited at once. (Surveys:
 * functions/test/surveys/trust.test.ts, which may change the survey ceiling.)
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';
import { checkLedgersAfterEachTest, createUser, ledger } from '../support/helpers';
import * as offers from '../offers/support';
import * as shop from '../shopping/support';
import { runHoldJob } from './support';

checkLedgersAfterEachTest();

const DAY_MS = 24 * 60 * 60 * 1000;
// The first default rule: above 5,000 PM waits 7 days.
const [FIRST_RULE] = DEFAULT_OFFERS_CONFIG.hold_rules;

const entries = async (uid: string, type: string) => (await ledger(uid)).filter((e) => e.type === type);

function expectReleaseAbout(release: { toMillis(): number }, reported: number, days: number) {
  expect(release.toMillis()).toBeGreaterThanOrEqual(reported + days * DAY_MS - 5_000);
  expect(release.toMillis()).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
}

describe('an approved offer event above the hold rules', () => {
  it('is held until its release date, then the job credits it; a small one is credited at once', async () => {
    expect(FIRST_RULE).toEqual({ above_pm: 5_000, days: 7 });
    const member = await createUser();
    const clickId = await offers.startOffer(member, await offers.makeOffer());
    const reported = Date.now();

    const big = await offers.postback({ click_id: clickId, event_id: 'level_30', status: 'approved' });
    expect(big.status).toBe(200);
    expect(big.body.data).toEqual({ outcome: 'held', status: 'pending' });
    const held = (await offers.conversion(clickId, 'level_30'))!;
    expect(held).toMatchObject({ status: 'pending', pilot_miles: 6_300, credit_tx: null });
    expectReleaseAbout(held.release_at, reported, 7);
    // The network approving again neither credits it nor moves its date.
    expect((await offers.postback({ click_id: clickId, event_id: 'level_30', status: 'approved' })).body.data.outcome).toBe('duplicate');
    expect((await offers.conversion(clickId, 'level_30'))!.release_at.toMillis()).toBe(held.release_at.toMillis());

    const small = await offers.postback({ click_id: clickId, event_id: 'install', status: 'approved' });
    expect(small.body.data).toEqual({ outcome: 'credited', status: 'confirmed' });
    expect((await entries(member.uid, 'offer')).map((e) => e.amount)).toEqual([70]);

    await runHoldJob(new Date(held.release_at.toMillis() + 1000));
    expect((await entries(member.uid, 'offer')).map((e) => e.amount).sort((a, b) => a - b)).toEqual([70, 6_300]);
  });

  it('reversed while held takes nothing: there was no credit', async () => {
    const member = await createUser();
    const clickId = await offers.startOffer(member, await offers.makeOffer());
    await offers.postback({ click_id: clickId, event_id: 'level_30', status: 'approved' });
    const reversed = await offers.postback({ click_id: clickId, event_id: 'level_30', status: 'rejected' });
    expect(reversed.body.data).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect(await entries(member.uid, 'offer-reversal')).toEqual([]);
    expect(await entries(member.uid, 'offer')).toEqual([]);
  });
});

describe('an approved cashback order above the hold rules', () => {
  const percent5 = { rate: { kind: 'percent', percent: 5 } };

  it('approved straight away: held with a release date instead of credited', async () => {
    const member = await createUser();
    const brand = await shop.makeBrand({ network: 'impact', ...percent5 });
    const { sub_id } = await shop.activate(member, brand.id);
    const orderId = shop.newOrderId();
    const reported = Date.now();
    // 5% of $1,200: 6,000 PM.
    // Impact reports the approval (Rakuten pushes none: staff approve its orders, docs/shopping.md).
    const res = await shop.postback('impact', { subId: sub_id, orderId, advertiserId: brand.advertiser_id, sale: 1200, status: shop.WORDS.impact.approved });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'held', status: 'pending' });
    const held = (await shop.conversion('impact', orderId))!;
    expect(held).toMatchObject({ status: 'pending', pilot_miles: 6_000, credit_tx: null });
    expectReleaseAbout(held.release_at, reported, 7);
    expect(await entries(member.uid, 'shopping')).toEqual([]);

    await runHoldJob(new Date(held.release_at.toMillis() + 1000));
    expect((await entries(member.uid, 'shopping')).map((e) => e.amount)).toEqual([6_000]);
  });

  it('pending at the store, then approved: held from the approval, like any large credit', async () => {
    const member = await createUser();
    const brand = await shop.makeBrand({ network: 'impact', ...percent5 });
    const { sub_id } = await shop.activate(member, brand.id);
    const orderId = shop.newOrderId();
    const order = (status: string) => ({ subId: sub_id, orderId, advertiserId: brand.advertiser_id, sale: 1200, status });
    expect((await shop.postback('impact', order(shop.WORDS.impact.pending))).body.data).toEqual({ outcome: 'held', status: 'pending' });
    expect((await shop.conversion('impact', orderId))!.release_at).toBeNull();
    const approvedAt = Date.now();
    expect((await shop.postback('impact', order(shop.WORDS.impact.approved))).body.data).toEqual({ outcome: 'held', status: 'pending' });
    const held = (await shop.conversion('impact', orderId))!;
    expectReleaseAbout(held.release_at, approvedAt, 7);
    expect(await entries(member.uid, 'shopping')).toEqual([]);
    // A smaller order of the same member is credited when approved.
    const small = shop.newOrderId();
    const smallOrder = { subId: sub_id, orderId: small, advertiserId: brand.advertiser_id, sale: 80, status: shop.WORDS.impact.approved };
    expect((await shop.postback('impact', smallOrder)).body.data.outcome).toBe('credited');
    expect((await entries(member.uid, 'shopping')).map((e) => e.amount)).toEqual([400]);
  });
});
