/**
 * Staff and payouts (docs/rewards.md "Statuses", "Staff"): approve, reject with its one refund,
 * retry, bulk actions, the queue's filters and pages, the audit trail, and who may read a member's
 * payouts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  docsWhere,
  expectLedgerConsistent,
  expectSessionExpired,
  ledger,
  type TestUser,
} from '../support/helpers';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../src/platform/firebase';
import { fulfilPayout } from '../../src/rewards/fulfilment.service';
import { runQueuedTasks } from '../../src/platform/tasks';
import { createPrizePayoutInTransaction, prizeReviewFor } from '../../src/rewards/prize.service';
import { giftcardBehaviour, historyOf, makeMember, makeReward, markFailedAsBefore, orderedPayout, payoutDoc, providerOrders, redeemCall } from './support';

checkLedgersAfterEachTest();

const patch = (admin: TestUser, id: string, body: Record<string, unknown>) =>
  api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send(body);

/** A member with a first payout waiting for review: $25 for 2,500 PM out of 3,000. */
async function pendingPayout() {
  const reward = await makeReward();
  const member = await makeMember({ balance: 3_000, fulfilledBefore: 0 });
  const res = await redeemCall(member, { reward_id: reward.id, value: 25, request_id: randomUUID() });
  expect(res.body.data.payout.status).toBe('pending_review');
  return { member, reward, id: res.body.data.payout.id as string };
}

const audits = (id: string) => docsWhere('adminLogs', 'target', `payouts/${id}`);

describe('PATCH /admin/rewards/payouts/{id}', () => {
  it('approve: the payout is enqueued for the provider at once and delivered; the member is told; one audit entry', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await pendingPayout();
    const res = await patch(admin, id, { action: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'approved', email: member.email, review_reasons: ['first-payout'] });
    await runQueuedTasks();
    const read = await api().get('/api/admin/rewards/payouts').set(authHeader(admin)).query({ uid: member.uid });
    const listed = read.body.data.items.find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ id, status: 'fulfilled' });
    // Staff see that a link went out, not the link.
    expect(listed.delivery).toEqual({ code: null, pin: null, link: '(link sent)' });
    const stored = await payoutDoc(id);
    expect(stored?.delivery.link).toMatch(/^http/);
    expect((stored?.history as Array<{ status: string }>).map((h) => h.status)).toEqual(['pending_review', 'approved', 'fulfilled']);
    const logs = await audits(id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ actor: admin.uid, action: 'payout.approve', before: { status: 'pending_review' }, after: { status: 'approved' } });
    const notices = await db.collection('users').doc(member.uid).collection('notifications').get();
    expect(notices.docs.map((d) => d.id).sort()).toEqual([`payout:${id}:approved`, `payout:${id}:fulfilled`]);
  });

  it('reject refunds once, even when pressed 10 times at once; the member reads the reason', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await pendingPayout();
    expect(await expectLedgerConsistent(member.uid)).toBe(500);
    const responses = await Promise.all(Array.from({ length: 10 }, () => patch(admin, id, { action: 'reject', reason: 'Suspicious activity' })));
    for (const r of responses) {
      expect(r.status).toBe(200);
      expect(r.body.data.status).toBe('rejected');
    }
    const refunds = (await ledger(member.uid)).filter((e) => e.type === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ id: `refund:${id}`, amount: 2_500 })]);
    expect(await expectLedgerConsistent(member.uid)).toBe(3_000);
    expect(await audits(id)).toHaveLength(1);
    const user = (await db.collection('users').doc(member.uid).get()).data()!;
    expect(user.redeemed_usd).toBe(0);
    // A refund gives back; it is not an earning.
    expect(user.lifetime_earned).toBe(3_000);
    const notice = await db.collection('users').doc(member.uid).collection('notifications').doc(`payout:${id}:rejected`).get();
    expect(notice.get('body')).toContain('Suspicious activity');
    expect(notice.get('body')).toContain('2,500 PM');
  });

  it('a rejection needs a reason (400, nothing changed)', async () => {
    const admin = await createUser({ admin: true });
    const { id } = await pendingPayout();
    const res = await patch(admin, id, { action: 'reject' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('reason');
    expect((await payoutDoc(id))?.status).toBe('pending_review');
  });

  it('refuses moves the status does not allow (409) and unknown payouts (404)', async () => {
    const admin = await createUser({ admin: true });
    const { id } = await pendingPayout();
    expect((await patch(admin, id, { action: 'retry' })).status).toBe(409);
    expect((await patch(admin, id, { action: 'reject', reason: 'Not eligible' })).status).toBe(200);
    const approve = await patch(admin, id, { action: 'approve' });
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ code: 'rewards/payout-state', message: 'This payout is rejected: it cannot be approved' });
    expect((await patch(admin, 'no-such-payout', { action: 'approve' })).status).toBe(404);
    expect((await patch(admin, id, { action: 'pay' })).body.field).toBe('action');
  });

  it('is for staff only: a member gets 403, an anonymous caller 403 session expired', async () => {
    const { member, id } = await pendingPayout();
    const res = await patch(member, id, { action: 'approve' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
    expectSessionExpired(await api().patch(`/api/admin/rewards/payouts/${id}`).send({ action: 'approve' }));
    expect((await payoutDoc(id))?.status).toBe('pending_review');
  });
});

describe('PATCH /admin/rewards/payouts/{id} reject: the provider is asked first', () => {
  /** A payout the provider failed: PENDING at first, then FAILED when read back. */
  async function providerFailedPayout() {
    const made = await orderedPayout({ pending_ms: 50, pending_result: 'FAILED' });
    await new Promise((r) => setTimeout(r, 80));
    await fulfilPayout(made.id, new Date(Date.now() + 60_000));
    expect(await payoutDoc(made.id)).toMatchObject({ status: 'failed' });
    return made;
  }

  const refunds = async (uid: string) => (await ledger(uid)).filter((e) => e.type === 'refund');

  it('a failed payout whose order the provider executed after our timeout is delivered, not refunded, however often staff press reject', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await orderedPayout({ lose_answers: true });
    await markFailedAsBefore(id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => patch(admin, id, { action: 'reject', reason: 'Provider kept failing' })));
    for (const r of responses) expect(r.status).toBe(409);
    expect(responses.map((r) => r.body.code)).toContain('rewards/payout-delivered');
    expect(await refunds(member.uid)).toEqual([]);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);

    const stored = await payoutDoc(id);
    expect(stored).toMatchObject({ status: 'fulfilled', delivery: { link: expect.any(String) }, provider_order_id: (await providerOrders(id))[0]?.id });
    expect(stored?.rejection_reason).toBeNull();
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'fulfilled', by: 'system', reason: expect.stringContaining('The provider delivered this order') });
    expect((await db.collection('users').doc(member.uid).get()).get('payouts_fulfilled')).toBe(2);
    const notices = await db.collection('users').doc(member.uid).collection('notifications').get();
    expect(notices.docs.map((d) => d.id)).toContain(`payout:${id}:fulfilled`);
    expect(notices.docs.map((d) => d.id)).not.toContain(`payout:${id}:rejected`);
    // What staff's press did is on the audit trail, once.
    const logs = await audits(id);
    expect(logs).toEqual([expect.objectContaining({ actor: admin.uid, action: 'payout.reject', before: { status: 'failed' }, after: { status: 'fulfilled', provider: 'delivered' } })]);
  });

  it('a failed payout whose order the provider still holds goes back to processing, not refunded', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await orderedPayout({ lose_answers: true, pending_ms: 3_600_000 });
    await markFailedAsBefore(id);
    const res = await patch(admin, id, { action: 'reject', reason: 'Taking too long' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'rewards/payout-in-progress', message: expect.stringContaining('cancel it at the provider') });
    expect(await payoutDoc(id)).toMatchObject({ status: 'processing', provider_order_id: (await providerOrders(id))[0]?.id });
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'processing', by: 'system', reason: expect.stringContaining('in progress') });
    expect(await refunds(member.uid)).toEqual([]);
    expect(await audits(id)).toEqual([expect.objectContaining({ action: 'payout.reject', after: { status: 'processing', provider: 'pending' } })]);
  });

  it('a payout ordered before and back in review is checked too: the provider delivered it', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await orderedPayout({ lose_answers: true });
    await db.collection('payouts').doc(id).update({ status: 'pending_review', next_attempt_at: null });
    const res = await patch(admin, id, { action: 'reject', reason: 'Reversed credit' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('rewards/payout-delivered');
    expect((await payoutDoc(id))?.status).toBe('fulfilled');
    expect(await refunds(member.uid)).toEqual([]);
  });

  it('no such order at the provider: concurrent rejects refund exactly once, the finding on the history', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await orderedPayout({ fail: 10 });
    await markFailedAsBefore(id);
    expect(await providerOrders(id)).toEqual([]);
    const responses = await Promise.all(Array.from({ length: 5 }, () => patch(admin, id, { action: 'reject', reason: 'Provider keeps failing' })));
    for (const r of responses) expect(r.body.data?.status).toBe('rejected');
    expect(await refunds(member.uid)).toEqual([expect.objectContaining({ id: `refund:${id}`, amount: 1_000 })]);
    expect(await expectLedgerConsistent(member.uid)).toBe(2_000);
    const history = await historyOf(id);
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ status: 'failed', by: 'system', reason: 'The provider has no order for this payout' }),
      expect.objectContaining({ status: 'rejected', by: admin.uid, reason: 'Provider keeps failing' }),
    ]);
    expect(await audits(id)).toEqual([expect.objectContaining({ action: 'payout.reject', after: { status: 'rejected', refund_tx: `refund:${id}`, provider: 'none' } })]);
  });

  it('an order the provider failed: concurrent rejects refund exactly once', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await providerFailedPayout();
    const responses = await Promise.all(Array.from({ length: 5 }, () => patch(admin, id, { action: 'reject', reason: 'Card failed' })));
    for (const r of responses) expect(r.status).toBe(200);
    expect(await refunds(member.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(2_000);
    expect((await historyOf(id)).at(-2)).toMatchObject({ status: 'failed', by: 'system', reason: 'The provider reports this order failed' });
  });

  it('the provider unreachable: the reject is refused with a reason to try again and nothing is refunded; later it goes through', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await providerFailedPayout();
    await giftcardBehaviour(member.email, { lookups_fail: true });
    const before = await payoutDoc(id);
    const res = await patch(admin, id, { action: 'reject', reason: 'Card failed' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'rewards/provider-unavailable',
      message: expect.stringMatching(/could not reach the gift-card provider.*nothing was refunded.*[Tt]ry again/),
      retry_after: 60,
    });
    const bulk = await api().patch('/api/admin/rewards/payouts').set(authHeader(admin)).send({ ids: [id], action: 'reject', reason: 'Card failed' });
    expect(bulk.body.data.results).toEqual([expect.objectContaining({ id, ok: false, code: 'rewards/provider-unavailable' })]);
    expect(await payoutDoc(id)).toEqual(before);
    expect(await refunds(member.uid)).toEqual([]);
    expect(await audits(id)).toEqual([]);

    await giftcardBehaviour(member.email, { lookups_fail: false });
    expect((await patch(admin, id, { action: 'reject', reason: 'Card failed' })).body.data.status).toBe('rejected');
    expect(await refunds(member.uid)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(2_000);
  });
});

describe('PATCH /admin/rewards/payouts (bulk)', () => {
  it('approves each id it can and reports the others', async () => {
    const admin = await createUser({ admin: true });
    const [a, b] = [await pendingPayout(), await pendingPayout()];
    const res = await api()
      .patch('/api/admin/rewards/payouts')
      .set(authHeader(admin))
      .send({ ids: [a.id, b.id, 'no-such-payout'], action: 'approve' });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.results.map((r: { id: string }) => [r.id, r]));
    expect(byId[a.id]).toMatchObject({ ok: true, payout: { status: 'approved' } });
    expect(byId[b.id]).toMatchObject({ ok: true, payout: { status: 'approved' } });
    await runQueuedTasks();
    expect((await payoutDoc(a.id))?.status).toBe('fulfilled');
    expect((await payoutDoc(b.id))?.status).toBe('fulfilled');
    expect(byId['no-such-payout']).toMatchObject({ ok: false, code: 'rewards/payout-not-found' });
  });

  it('rejects in bulk with one refund each', async () => {
    const admin = await createUser({ admin: true });
    const [a, b] = [await pendingPayout(), await pendingPayout()];
    const body = { ids: [a.id, b.id, a.id], action: 'reject', reason: 'Duplicate accounts' };
    const [first, second] = await Promise.all([1, 2].map(() => api().patch('/api/admin/rewards/payouts').set(authHeader(admin)).send(body)));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    for (const m of [a.member, b.member]) {
      expect((await ledger(m.uid)).filter((e) => e.type === 'refund')).toHaveLength(1);
      expect(await expectLedgerConsistent(m.uid)).toBe(3_000);
    }
  });

  it('needs ids and, to reject, a reason', async () => {
    const admin = await createUser({ admin: true });
    const send = (body: unknown) => api().patch('/api/admin/rewards/payouts').set(authHeader(admin)).send(body as object);
    expect((await send({ ids: [], action: 'approve' })).body.field).toBe('ids');
    expect((await send({ ids: ['x'], action: 'reject' })).body.field).toBe('reason');
  });
});

describe('GET /admin/rewards/payouts', () => {
  it('filters by status and member, newest first, in cursor pages', async () => {
    const admin = await createUser({ admin: true });
    const reward = await makeReward();
    const member = await makeMember({ balance: 10_000, fulfilledBefore: 0 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await redeemCall(member, { reward_id: reward.id, value: 5 })).body.data.payout.id);
    const first = await api().get('/api/admin/rewards/payouts').set(authHeader(admin)).query({ status: 'pending_review', uid: member.uid, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.items[0]).toMatchObject({ email: member.email, review_reasons: ['first-payout'], attempts: 0 });
    const second = await api()
      .get('/api/admin/rewards/payouts')
      .set(authHeader(admin))
      .query({ status: 'pending_review', uid: member.uid, limit: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data.items.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    expect(second.body.data.nextCursor).toBeNull();
  });

  it('filters by creation day and refuses a bad query', async () => {
    const admin = await createUser({ admin: true });
    const { member } = await pendingPayout();
    const today = new Date().toISOString().slice(0, 10);
    const q = (query: Record<string, string>) => api().get('/api/admin/rewards/payouts').set(authHeader(admin)).query({ uid: member.uid, ...query });
    expect((await q({ from: today, to: today })).body.data.items).toHaveLength(1);
    expect((await q({ to: '2020-01-01' })).body.data.items).toHaveLength(0);
    expect((await q({ from: '2026-13-01' })).body.field).toBe('from');
    expect((await q({ from: '2026-02-01', to: '2026-01-01' })).body.field).toBe('from');
    expect((await q({ status: 'lost' })).body.field).toBe('status');
  });
});

describe('GET /users/{id}/payouts', () => {
  it('the member reads their own with codes; staff read them masked; another member is refused', async () => {
    const admin = await createUser({ admin: true });
    const reward = await makeReward();
    const member = await makeMember({ balance: 2_000 });
    const made = (await redeemCall(member, { reward_id: reward.id, value: 10 })).body.data.payout;
    await runQueuedTasks();
    const payout: DocumentData = { id: made.id as string, ...(await payoutDoc(made.id)) };
    expect(payout.status).toBe('fulfilled');

    const own = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member));
    expect(own.status).toBe(200);
    expect(own.body.data.items[0]).toMatchObject({ id: payout.id, delivery: { link: payout.delivery.link } });

    const staff = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(admin));
    expect(staff.body.data.items[0].delivery.link).toBe('(link sent)');

    const bad = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member)).query({ limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('limit');
    expect((await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member)).query({ cursor: 'nope' })).body.field).toBe('cursor');

    const other = await createUser();
    const res = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(other));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
    expectSessionExpired(await api().get(`/api/users/${member.uid}/payouts`));
  });
});

/** A $1,000 sweepstake prize won by a member who never verified their identity, written by the draw's own code. */
async function flaggedPrize() {
  const member = await makeMember({ fulfilledBefore: 1 });
  const review = await prizeReviewFor();
  const sweepstakeId = `t-${randomUUID().slice(0, 8)}`;
  const prize = { sweepstakeId, title: 'Dream Trip', valueUsd: 1_000, imageUrl: '/images/rewards/amazon-us.svg' };
  const { id } = await db.runTransaction(async (tx) =>
    createPrizePayoutInTransaction(tx, await tx.get(db.collection('users').doc(member.uid)), prize, review, new Date()),
  );
  expect(await payoutDoc(id)).toMatchObject({ status: 'pending_review', review_reasons: expect.arrayContaining(['kyc-required']) });
  return { member, id };
}

/** A $100 card for a trusted member: nothing flagged but its size (above the auto-approve limit). */
async function largePayout() {
  const reward = await makeReward({ denominations: { kind: 'fixed', values: [100] } });
  const member = await makeMember({ balance: 12_000, fulfilledBefore: 1 });
  const res = await redeemCall(member, { reward_id: reward.id, value: 100, request_id: randomUUID() });
  expect(res.body.data.payout.status).toBe('pending_review');
  return { member, id: res.body.data.payout.id as string };
}

describe('approving a large or flagged payout needs a confirmation (and, flagged, a note)', () => {
  it('a flagged $1,000 prize: refused in one click and without a note, whatever the client; approved with both, the note kept for staff only', async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await flaggedPrize();
    const before = await payoutDoc(id);

    // A client that skips the dialog, or sends the confirmation without a note (or a blank one).
    for (const body of [{ action: 'approve' }, { action: 'approve', reason: 'Looks fine' }, { action: 'approve', confirm: true }, { action: 'approve', confirm: true, reason: '  ' }]) {
      const res = await patch(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body).toMatchObject({ code: 'rewards/approval-unconfirmed', message: expect.stringContaining('needs a confirmation and a note') });
    }
    expect((await patch(admin, id, { action: 'approve', confirm: false })).body.field).toBe('confirm');
    const bulk = await api().patch('/api/admin/rewards/payouts').set(authHeader(admin)).send({ ids: [id], action: 'approve' });
    expect(bulk.body.data.results).toEqual([expect.objectContaining({ id, ok: false, code: 'rewards/approval-unconfirmed' })]);
    expect(await payoutDoc(id)).toEqual(before);
    expect(await audits(id)).toEqual([]);

    const note = `Winner verified by video call ${randomUUID()}`;
    const res = await patch(admin, id, { action: 'approve', confirm: true, reason: note });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', approval_note: note });
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', approval_note: note });
    expect(await audits(id)).toEqual([
      expect.objectContaining({ actor: admin.uid, action: 'payout.approve', reason: note, after: { status: 'approved', confirmed: 'note' } }),
    ]);
    // The member's own view, and what they are sent, never carry the note.
    const own = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member));
    expect(JSON.stringify(own.body)).not.toContain(note);
    const notices = await db.collection('users').doc(member.uid).collection('notifications').get();
    expect(JSON.stringify(notices.docs.map((d) => d.data()))).not.toContain(note);
  });

  it('a large payout needs a confirmation, not a note; a small unflagged one is still one click', async () => {
    const admin = await createUser({ admin: true });
    const large = await largePayout();
    const refused = await patch(admin, large.id, { action: 'approve' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'rewards/approval-unconfirmed', message: expect.stringContaining('$100 or more') });
    expect((await payoutDoc(large.id))?.status).toBe('pending_review');
    const res = await patch(admin, large.id, { action: 'approve', confirm: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', approval_note: null });
    expect(await audits(large.id)).toEqual([expect.objectContaining({ reason: null, after: { status: 'approved', confirmed: 'confirm' } })]);

    const small = await pendingPayout();
    expect((await patch(admin, small.id, { action: 'approve' })).body.data.status).toBe('approved');
  });

  it('in bulk, the confirmation and note cover each ticked payout; without them only the unflagged small ones go', async () => {
    const admin = await createUser({ admin: true });
    const [small, prize] = [await pendingPayout(), await flaggedPrize()];
    const send = (body: Record<string, unknown>) =>
      api().patch('/api/admin/rewards/payouts').set(authHeader(admin)).send({ ids: [small.id, prize.id], action: 'approve', ...body });
    const first = await send({});
    expect(first.body.data.results).toEqual([
      expect.objectContaining({ id: small.id, ok: true }),
      expect.objectContaining({ id: prize.id, ok: false, code: 'rewards/approval-unconfirmed' }),
    ]);
    const second = await send({ confirm: true, reason: 'Both checked' });
    expect(second.body.data.results).toEqual([
      expect.objectContaining({ id: small.id, ok: true }),
      expect.objectContaining({ id: prize.id, ok: true, payout: expect.objectContaining({ status: 'approved', approval_note: 'Both checked' }) }),
    ]);
    expect(await audits(prize.id)).toEqual([expect.objectContaining({ reason: 'Both checked', after: { status: 'approved', confirmed: 'note' } })]);
  });
});

describe("staff's notes on a payout", () => {
  it("the member's own read says staff changed it, never which staff member or their note; staff read both", async () => {
    const admin = await createUser({ admin: true });
    const { member, id } = await pendingPayout();
    const note = `Checked the sign-up address ${randomUUID()}`;
    expect((await patch(admin, id, { action: 'approve', reason: note })).status).toBe(200);
    await runQueuedTasks();

    const own = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member));
    expect(own.status).toBe(200);
    const mine = own.body.data.items.find((p: { id: string }) => p.id === id);
    expect(mine.history).toEqual([
      { status: 'pending_review', at: expect.any(String), by: 'member' },
      { status: 'approved', at: expect.any(String), by: 'staff' },
      { status: 'fulfilled', at: expect.any(String), by: 'system' },
    ]);
    expect(JSON.stringify(own.body)).not.toMatch(new RegExp(`${admin.uid}|${note}`));

    const staff = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(admin));
    expect(staff.body.data.items.find((p: { id: string }) => p.id === id).history[1]).toMatchObject({ status: 'approved', by: admin.uid, reason: note });
  });
});

describe('GET/POST /admin/payouts-config and the catalogue', () => {
  // The config is shared by every test file running against this emulator: saved unchanged here.
  it('staff read and save the review rules (validated, audited); members cannot', async () => {
    const admin = await createUser({ admin: true });
    const current = (await api().get('/api/admin/payouts-config').set(authHeader(admin))).body.data;
    expect(current).toMatchObject({ auto_approve_max_usd: expect.any(Number), max_attempts: expect.any(Number), kyc_for_cash: expect.any(Boolean) });
    const bad = await api().post('/api/admin/payouts-config').set(authHeader(admin)).send({ ...current, max_attempts: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('max_attempts');
    const saved = await api().post('/api/admin/payouts-config').set(authHeader(admin)).send(current);
    expect(saved.status).toBe(200);
    const logs = await docsWhere('adminLogs', 'actor', admin.uid);
    expect(logs).toEqual([expect.objectContaining({ action: 'config.update', target: 'config/payouts' })]);
    const member = await createUser();
    expect((await api().post('/api/admin/payouts-config').set(authHeader(member)).send(current)).status).toBe(403);
  });

  it('staff edit a reward’s price and the listing and redemptions use it, audited', async () => {
    const admin = await createUser({ admin: true });
    const reward = await makeReward();
    const { id, ...fields } = reward;
    const res = await api().put(`/api/admin/rewards/catalog/${id}`).set(authHeader(admin)).send({ ...fields, pm_per_dollar: 90 });
    expect(res.status).toBe(200);
    expect(res.body.data.pm_per_dollar).toBe(90);
    const listing = await api().get('/api/rewards').query({ q: reward.name });
    expect(listing.body.data.items.find((r: { id: string }) => r.id === id)?.pm_per_dollar).toBe(90);
    const member = await makeMember({ balance: 1_000, fulfilledBefore: 0 });
    expect((await redeemCall(member, { reward_id: id, value: 10 })).body.data.payout.pilot_miles).toBe(900);
    const logs = await docsWhere('adminLogs', 'target', `rewards/${id}`);
    expect(logs).toEqual([expect.objectContaining({ action: 'reward.update', actor: admin.uid, before: expect.objectContaining({ pm_per_dollar: 100 }), after: expect.objectContaining({ pm_per_dollar: 90 }) })]);
    const catalog = await api().get('/api/admin/rewards/catalog').set(authHeader(admin));
    expect(catalog.body.data.find((r: { id: string }) => r.id === id)).toMatchObject({ provider_product_id: 'AMAZON-US' });
    const invalid = await api().put(`/api/admin/rewards/catalog/${id}`).set(authHeader(admin)).send({ ...fields, pm_per_dollar: 10 });
    expect(invalid.body.field).toBe('pm_per_dollar');
    const badId = await api().put('/api/admin/rewards/catalog/Bad_Id').set(authHeader(admin)).send(fields);
    expect(badId.body.field).toBe('id');
  });
});
