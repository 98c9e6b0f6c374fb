/**
 * deliverPush (platform/push.ts) with the recording sender (FCM has no emulator): each queued push
 * reaches every device of its member once, however often or concurrently it is delivered, and
 * tokens FCM reports unregistered are pruned.
 */
import { describe, expect, it } from 'vitest';
import { pushData, type PushMessage } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { deliverPush } from '../../src/push';
import { checkLedgersAfterEachTest, createUser } from '../support/helpers';
import { deliveriesOf, devicesOf, newDevice, newToken, queueForTest, storeDevice } from './support';

checkLedgersAfterEachTest();

const message: PushMessage = {
  title: 'PilotMiles credited',
  body: '+450 PM for Test offer',
  url: '/profile/transactions',
  icon: null,
  actions: [{ action: '/earn', title: 'Earn more' }],
};

describe('deliverPush', () => {
  it('sends to each device of the member once; a second delivery of the key sends nothing', async () => {
    const [member, other] = await Promise.all([createUser(), createUser()]);
    const tokens = [newToken(), newToken()];
    await Promise.all(tokens.map((t) => storeDevice(member.uid, newDevice(), t)));
    await storeDevice(other.uid, newDevice(), newToken());
    const key = await queueForTest(member.uid, message);

    expect(await deliverPush(key)).toEqual({ devices: 2, delivered: 2, pruned: 0 });
    const sent = await deliveriesOf(member.uid);
    expect(sent.map((d) => d.token).sort()).toEqual([...tokens].sort());
    for (const d of sent) expect(d).toMatchObject({ uid: member.uid, data: pushData(message) });
    expect(await deliveriesOf(other.uid)).toEqual([]);
    const stored = (await db.collection('pushOutbox').doc(key).get()).data();
    expect(stored).toMatchObject({ devices: 2, delivered: 2, pruned: 0 });
    expect(stored?.claimed_at).toBeTruthy();
    expect(stored?.delivered_at).toBeTruthy();

    expect(await deliverPush(key)).toBeNull();
    expect(await deliveriesOf(member.uid)).toHaveLength(2);
  });

  it("the trigger leaves a push its caller delivers (a staff send's count stays right)", async () => {
    const member = await createUser();
    await storeDevice(member.uid, newDevice(), newToken());
    const key = await queueForTest(member.uid, message);
    await db.collection('pushOutbox').doc(key).update({ by_caller: true });
    expect(await deliverPush(key, 'trigger')).toBeNull();
    expect(await deliveriesOf(member.uid)).toEqual([]);
    expect(await deliverPush(key)).toEqual({ devices: 1, delivered: 1, pruned: 0 });
  });

  it('10 concurrent deliveries of one key send once', async () => {
    const member = await createUser();
    await storeDevice(member.uid, newDevice(), newToken());
    const key = await queueForTest(member.uid, message);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliverPush(key)));
    expect(results.filter((r) => r !== null)).toEqual([{ devices: 1, delivered: 1, pruned: 0 }]);
    expect(await deliveriesOf(member.uid)).toHaveLength(1);
  });

  it('prunes a token FCM reports unregistered and still delivers to the others', async () => {
    const member = await createUser();
    const [live, stale] = [newDevice(), newDevice()];
    await storeDevice(member.uid, live, newToken());
    await storeDevice(member.uid, stale, newToken('unregistered'));
    const key = await queueForTest(member.uid, message);
    expect(await deliverPush(key)).toEqual({ devices: 2, delivered: 1, pruned: 1 });
    expect(Object.keys(await devicesOf(member.uid))).toEqual([live]);
    expect(await deliveriesOf(member.uid)).toHaveLength(1);
  });

  it('an unknown key, or a member without devices, sends nothing', async () => {
    expect(await deliverPush('test:no-such-push')).toBeNull();
    const member = await createUser();
    const key = await queueForTest(member.uid, message);
    expect(await deliverPush(key)).toEqual({ devices: 0, delivered: 0, pruned: 0 });
    expect(await deliveriesOf(member.uid)).toEqual([]);
  });
});
