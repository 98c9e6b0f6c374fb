/**
 * The pushes the server sends (docs/data-model.md "Push"): each is queued in pushOutbox in the
 * transaction of the change it tells of, once per change however often the change is reported: a
 * credited or reversed conversion, a payout's approval, a streak about to break.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { runQueuedTasks } from '../../src/platform/tasks';
import { runStreakReminders } from '../../src/daily/streakReminders.job';
import { api, authHeader, checkLedgersAfterEachTest, createUser } from '../support/helpers';
import { makeOffer, postback, startOffer } from '../offers/support';
import { makeMember, makeReward, redeemCall } from '../rewards/support';
import { outboxOf } from './support';

checkLedgersAfterEachTest();

const HOUR = 3600_000;

describe('pushes queued with the change they tell of', () => {
  it('a credited conversion queues one push, however often the postback is repeated; its reversal one more', async () => {
    const member = await createUser();
    const offerId = await makeOffer();
    const offerName = (await db.collection('offers').doc(offerId).get()).get('name') as string;
    const clickId = await startOffer(member, offerId);
    const results = await Promise.all(Array.from({ length: 3 }, () => postback({ click_id: clickId, event_id: 'level_10' })));
    expect(results.filter((r) => r.body.data?.outcome === 'credited')).toHaveLength(1);
    await postback({ click_id: clickId, event_id: 'level_10' });

    const conversionId = `swaarm:${clickId}:level_10`;
    let outbox = await outboxOf(member.uid);
    expect(Object.keys(outbox)).toEqual([`conversion:${conversionId}:credited`]);
    expect(outbox[`conversion:${conversionId}:credited`]).toMatchObject({
      uid: member.uid,
      message: { title: 'PilotMiles credited', body: `+350 PM for ${offerName}`, url: '/profile/transactions', icon: null, actions: [] },
    });

    await Promise.all(Array.from({ length: 3 }, () => postback({ click_id: clickId, event_id: 'level_10', status: 'rejected' })));
    outbox = await outboxOf(member.uid);
    expect(Object.keys(outbox).sort()).toEqual([`conversion:${conversionId}:credited`, `conversion:${conversionId}:reversed`]);
    expect(outbox[`conversion:${conversionId}:reversed`]!.message).toMatchObject({ title: 'PilotMiles reversed', url: '/profile/transactions' });
  });

  it("a payout's approval queues one push with the notice's words", async () => {
    const admin = await createUser({ admin: true });
    const reward = await makeReward();
    const member = await makeMember({ balance: 3_000, fulfilledBefore: 0 });
    const redeemed = await redeemCall(member, { reward_id: reward.id, value: 25, request_id: randomUUID() });
    expect(redeemed.body.data.payout.status).toBe('pending_review');
    const id = redeemed.body.data.payout.id as string;
    expect(await outboxOf(member.uid)).toEqual({});

    // Pressed three times at once: the payout moves once, so one push.
    await Promise.all(
      Array.from({ length: 3 }, () => api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send({ action: 'approve' })),
    );
    // The fulfilment queue orders it; the delivery is its own push.
    await runQueuedTasks();
    const outbox = await outboxOf(member.uid);
    const notice = (await db.collection('users').doc(member.uid).collection('notifications').doc(`payout:${id}:approved`).get()).data();
    expect(outbox[`payout:${id}:approved`]).toMatchObject({
      uid: member.uid,
      message: { title: notice?.title, body: notice?.body, url: '/profile/rewards', icon: null, actions: [] },
    });
    expect(Object.keys(outbox).sort()).toEqual([`payout:${id}:approved`, `payout:${id}:fulfilled`]);
  });

  it('the streak job queues one push per reminder, with its words, and a rerun queues none', async () => {
    const now = new Date(Date.UTC(1975, 0, 1) + randomInt(44 * 365 * 24) * HOUR);
    const member = await createUser();
    const at = new Date(now.getTime() - 40 * HOUR);
    await db
      .collection('users')
      .doc(member.uid)
      .update({
        daily_bonus: { streak: 4, last_claimed_at: Timestamp.fromDate(at), last_day_key: dayKey(at, 'UTC'), last_amount: 4, last_wheel_index: null },
      });
    // The job twice (its cursor of this file's own), and its page tasks each time.
    const cursor = `test-${randomUUID()}`;
    await runStreakReminders(now, cursor);
    await runQueuedTasks();
    await runStreakReminders(now, cursor);
    await runQueuedTasks();
    const id = `streak:${dayKey(at, 'UTC')}`;
    const notice = (await db.collection('users').doc(member.uid).collection('notifications').doc(id).get()).data();
    const outbox = await outboxOf(member.uid);
    expect(Object.keys(outbox)).toEqual([`${id}:${member.uid}`]);
    expect(outbox[`${id}:${member.uid}`]).toMatchObject({
      uid: member.uid,
      message: { title: 'Your streak is about to break', body: notice?.body, url: '/dashboard', icon: null, actions: [] },
    });
  });
});
