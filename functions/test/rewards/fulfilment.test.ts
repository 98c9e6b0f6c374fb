/**
 * Fulfilment against the gift-card simulator (docs/rewards.md "Fulfilment"): transient failures
 * retry and end in `failed` with the PM held, staff then retry or reject (one refund); a delayed
 * order is read back by the job; the provider never gets two orders for one payout.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runPayoutFulfilment } from '../../src/rewards/fulfilment.service';
import { fulfilPayout } from '../../src/rewards/fulfilment.service';
import { api, authHeader, checkLedgersAfterEachTest, createUser, expectLedgerConsistent, ledger } from '../support/helpers';
import { giftcardBehaviour, makeMember, makeReward, payoutDoc, providerOrders, redeemCall } from './support';

checkLedgersAfterEachTest();

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function approvedPayout(behaviour: Record<string, unknown>) {
  const reward = await makeReward();
  const member = await makeMember({ balance: 2_000 });
  await giftcardBehaviour(member.email, behaviour);
  const res = await redeemCall(member, { reward_id: reward.id, value: 10, request_id: randomUUID() });
  expect(res.status).toBe(201);
  return { member, id: res.body.data.payout.id as string };
}

describe('fulfilment', () => {
  it('a provider failing every time: retried by the job, then failed for staff with the PM held; a reject refunds once', async () => {
    const { member, id } = await approvedPayout({ fail: 10 });
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 1 });
    // Not due yet: the job leaves it alone.
    await runPayoutFulfilment(new Date());
    expect((await payoutDoc(id))?.attempts).toBe(1);

    await runPayoutFulfilment(later(2));
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 2 });
    await runPayoutFulfilment(later(10));
    const failed = await payoutDoc(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('503') });
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
    expect(await providerOrders(id)).toEqual([]);

    const admin = await createUser({ admin: true });
    const rejects = await Promise.all(
      [1, 2, 3].map(() => api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send({ action: 'reject', reason: 'Provider keeps failing' })),
    );
    for (const r of rejects) expect(r.status).toBe(200);
    expect((await ledger(member.uid)).filter((e) => e.id === `refund:${id}`)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(2_000);
  });

  it('staff retry a failed payout once the provider is back, and it is delivered', async () => {
    const { member, id } = await approvedPayout({ fail_permanently: true });
    expect(await payoutDoc(id)).toMatchObject({ status: 'failed', attempts: 1 });
    await giftcardBehaviour(member.email, { clear: true });
    const admin = await createUser({ admin: true });
    const res = await api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send({ action: 'retry' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('fulfilled');
    expect(await providerOrders(id)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
  });

  it('a delayed order is processing until the job reads it back delivered', async () => {
    const { id } = await approvedPayout({ pending_ms: 1_000 });
    expect(await payoutDoc(id)).toMatchObject({ status: 'processing', provider_order_id: expect.any(String) });
    await new Promise((r) => setTimeout(r, 1_100));
    await runPayoutFulfilment(later(1));
    const done = await payoutDoc(id);
    expect(done).toMatchObject({ status: 'fulfilled', delivery: { code: expect.any(String) } });
    expect(await providerOrders(id)).toHaveLength(1);
  });

  it('parallel jobs and requests order a payout once', async () => {
    const { id } = await approvedPayout({ fail: 1 });
    expect((await payoutDoc(id))?.status).toBe('approved');
    const due = later(2);
    const results = await Promise.all([runPayoutFulfilment(due), runPayoutFulfilment(due), fulfilPayout(id, due), fulfilPayout(id, due)]);
    expect(results).toBeDefined();
    expect((await payoutDoc(id))?.status).toBe('fulfilled');
    expect(await providerOrders(id)).toHaveLength(1);
    expect((await payoutDoc(id))?.attempts).toBe(2);
  });
});
