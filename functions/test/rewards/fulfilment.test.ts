/**
 * Fulfilment against the gift-card simulator (docs/rewards.md "Fulfilment", "Reconciliation"):
 * transient failures retry and end in `failed` with the PM held only once the provider, asked by our
 * payout id, has no such order or a failed one; an order it executed or still holds is delivered or
 * processing instead; staff then retry or reject (one refund); a delayed order is read back by the
 * job; the provider never gets two orders for one payout.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fulfilPayout } from '../../src/rewards/fulfilment.service';
import { loseQueuedTasks, queuedTasks, runQueuedTasks } from '../../src/platform/tasks';
import { runPayoutFulfilment } from '../../src/rewards/fulfilPayouts.job';
import { giftCardProvider } from '../../src/rewards/giftcards.adapter';
import { db } from '../../src/platform/firebase';
import { appUrl } from '../../src/platform/mail';
import { SIMULATOR, api, authHeader, checkLedgersAfterEachTest, createUser, docsWhere, expectLedgerConsistent, ledger, userDoc } from '../support/helpers';
import { fulfilDueBy, giftcardBehaviour, historyOf, makeMember, makeReward, orderedPayout, payoutDoc, providerOrders, redeemCall } from './support';

checkLedgersAfterEachTest();

const MINUTE = 60_000;
/**
 * What a delivered payout holds: Tremendous hands out a link to the reward, never a code or PIN
 * (POST /orders answers it; a read does not, so a later delivery asks POST /rewards/{id}/generate_link).
 */
const LINKED = { code: null, pin: null, link: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/giftcards\/redeem\/RWD-[A-Z0-9]{12}$/) };
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('fulfilment', () => {
  it('a provider failing every time: retried by the job, then failed for staff with the PM held; a reject refunds once', async () => {
    const { member, id } = await orderedPayout({ fail: 10 });
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 1 });
    // Not due yet: the job leaves it alone.
    await fulfilDueBy(new Date());
    expect((await payoutDoc(id))?.attempts).toBe(1);

    await fulfilDueBy(later(2));
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 2 });
    await fulfilDueBy(later(10));
    const failed = await payoutDoc(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('503') });
    // The provider was asked before the payout was failed, and said so on the history.
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'failed', by: 'system', reason: expect.stringContaining('The provider has no order for this payout') });
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
    const { member, id } = await orderedPayout({ fail_permanently: true });
    expect(await payoutDoc(id)).toMatchObject({ status: 'failed', attempts: 1 });
    await giftcardBehaviour(member.email, { clear: true });
    const admin = await createUser({ admin: true });
    const res = await api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send({ action: 'retry' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('approved');
    await runQueuedTasks();
    expect((await payoutDoc(id))?.status).toBe('fulfilled');
    expect(await providerOrders(id)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
  });

  it('each step is enqueued once whoever asks (the request, the sweep, a retried request); the sweep runs a step whose enqueue was lost', async () => {
    const reward = await makeReward();
    const member = await makeMember({ balance: 3_000 });
    const body = { reward_id: reward.id, value: 10, request_id: randomUUID() };
    const id = (await redeemCall(member, body)).body.data.payout.id as string;
    await redeemCall(member, body);
    await runPayoutFulfilment(new Date());
    expect(queuedTasks('fulfilPayout').filter((t) => (t as { payoutId: string }).payoutId === id)).toHaveLength(1);
    await runQueuedTasks();
    expect((await payoutDoc(id))?.status).toBe('fulfilled');

    // A payout approved whose task was lost: a sweep once it has been due a while enqueues and runs it.
    const lost = (await redeemCall(member, { reward_id: reward.id, value: 10, request_id: randomUUID() })).body.data.payout.id as string;
    expect(loseQueuedTasks('fulfilPayout')).toBeGreaterThanOrEqual(1);
    expect((await payoutDoc(lost))?.status).toBe('approved');
    expect((await fulfilDueBy(later(3))).enqueued).toBeGreaterThanOrEqual(1);
    expect((await payoutDoc(lost))?.status).toBe('fulfilled');
    expect(await providerOrders(lost)).toHaveLength(1);
  });

  it('a delayed order is processing until the job reads it back delivered', async () => {
    const { id } = await orderedPayout({ pending_ms: 1_000 });
    expect(await payoutDoc(id)).toMatchObject({ status: 'processing', provider_order_id: expect.any(String) });
    await new Promise((r) => setTimeout(r, 1_100));
    await fulfilDueBy(later(1));
    const done = await payoutDoc(id);
    // The read-back carries no link: it was generated for the reward.
    expect(done).toMatchObject({ status: 'fulfilled', delivery: LINKED });
    expect(await providerOrders(id)).toHaveLength(1);
  });

  it('parallel jobs and requests order a payout once', async () => {
    const { id } = await orderedPayout({ fail: 1 });
    expect((await payoutDoc(id))?.status).toBe('approved');
    const due = later(2);
    const results = await Promise.all([fulfilDueBy(due), fulfilDueBy(due), fulfilPayout(id, due), fulfilPayout(id, due)]);
    expect(results).toBeDefined();
    expect((await payoutDoc(id))?.status).toBe('fulfilled');
    expect(await providerOrders(id)).toHaveLength(1);
    expect((await payoutDoc(id))?.attempts).toBe(2);
  });
});

describe('reconciliation with the provider before a payout fails', () => {
  it('an order the provider executed after our calls went unanswered is delivered at the last attempt, never failed or refunded', async () => {
    const { member, id } = await orderedPayout({ lose_answers: true });
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 1 });
    await fulfilDueBy(later(2));
    expect(await payoutDoc(id)).toMatchObject({ status: 'approved', attempts: 2 });
    await fulfilDueBy(later(10));
    const done = await payoutDoc(id);
    expect(done).toMatchObject({ status: 'fulfilled', attempts: 3, delivery: LINKED, provider_order_id: (await providerOrders(id))[0]?.id });
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'fulfilled', by: 'system', reason: expect.stringContaining('The provider delivered this order') });
    expect((await userDoc(member.uid))?.payouts_fulfilled).toBe(2);
    const notice = await db.collection('users').doc(member.uid).collection('notifications').doc(`payout:${id}:fulfilled`).get();
    expect(notice.exists).toBe(true);
    expect(await providerOrders(id)).toHaveLength(1);

    const admin = await createUser({ admin: true });
    const reject = await api().patch(`/api/admin/rewards/payouts/${id}`).set(authHeader(admin)).send({ action: 'reject', reason: 'Provider kept failing' });
    expect(reject.status).toBe(409);
    expect((await ledger(member.uid)).filter((e) => e.type === 'refund')).toEqual([]);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
  });

  it('an order the provider still holds moves the payout to processing at the last attempt, and it stays processing past 24 hours', async () => {
    const { member, id } = await orderedPayout({ lose_answers: true, pending_ms: 3_600_000 });
    await fulfilDueBy(later(2));
    await fulfilDueBy(later(10));
    const [order] = await providerOrders(id);
    expect(await payoutDoc(id)).toMatchObject({ status: 'processing', provider_order_id: order?.id });
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'processing', by: 'system', reason: expect.stringContaining('The provider has this order in progress') });

    // A day and more later the provider still says PENDING: it may yet deliver, so it is not failed.
    expect(await fulfilPayout(id, later(10 + 25 * 60))).toBe('processing');
    const late = await payoutDoc(id);
    expect(late).toMatchObject({ status: 'processing', last_error: expect.stringContaining('24 hours') });
    expect((await historyOf(id)).filter((h) => h.reason?.includes('24 hours'))).toHaveLength(1);
    expect(await fulfilPayout(id, later(10 + 26 * 60))).toBe('processing');
    expect((await historyOf(id)).filter((h) => h.reason?.includes('24 hours'))).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
  });

  it('the provider unreachable at the last attempt: the payout stays approved and is asked again later', async () => {
    const { member, id } = await orderedPayout({ lose_answers: true, lookups_fail: true });
    await fulfilDueBy(later(2));
    await fulfilDueBy(later(10));
    const waiting = await payoutDoc(id);
    expect(waiting).toMatchObject({ status: 'approved', attempts: 3, last_error: expect.stringContaining('could not be asked') });
    expect(waiting?.next_attempt_at.toMillis()).toBeGreaterThan(later(10).getTime());

    await giftcardBehaviour(member.email, { lookups_fail: false });
    await fulfilDueBy(later(30));
    expect(await payoutDoc(id)).toMatchObject({ status: 'fulfilled', delivery: LINKED });
    expect(await providerOrders(id)).toHaveLength(1);
    expect(await expectLedgerConsistent(member.uid)).toBe(1_000);
  });
});

describe("the provider's contract (Tremendous API v2), through the adapter", () => {
  const provider = (key = 'local-giftcard-key') => giftCardProvider(`${SIMULATOR}/giftcards/api/v2`, key);
  const order = (externalId: string, valueUsd = 10) => ({
    externalId,
    productId: 'AMAZON-US',
    valueUsd,
    recipient: { name: 'Ada', email: `ada-${externalId}@example.test` },
  });

  it('the same payout id again answers the order already made (201); other parameters under it are refused (409), and the look-up finds the order', async () => {
    const id = `contract-${randomUUID()}`;
    const first = await provider().createOrder(order(id));
    expect(first).toEqual({ kind: 'delivered', orderId: expect.stringMatching(/^ORD-/), delivery: LINKED });
    expect(await provider().createOrder(order(id))).toEqual(first);
    const conflicting = await provider().createOrder(order(id, 20));
    expect(conflicting).toMatchObject({ kind: 'failed', permanent: true, message: expect.stringContaining('provider 409') });
    // What reconciliation asks next: the provider's word on our payout id (its link generated again).
    expect(await provider().findOrder(id)).toEqual(first);
    expect(await providerOrders(id)).toHaveLength(1);
  });

  it('a wrong key is a 401 that is not the order\'s fault (retried), and the look-up says it could not ask', async () => {
    const id = `contract-${randomUUID()}`;
    expect(await provider('not-our-key').createOrder(order(id))).toMatchObject({ kind: 'failed', permanent: false, message: expect.stringContaining('401') });
    expect(await provider('not-our-key').findOrder(id)).toMatchObject({ kind: 'unreachable' });
    expect(await providerOrders(id)).toEqual([]);
  });
});

describe('what a delivered payout tells the member', () => {
  /** Everything the member is sent about their payouts: pushes (lock screens), in-app notices and mails. */
  async function sentTo(member: { uid: string; email: string }) {
    const [pushes, notices, mails] = await Promise.all([
      db.collection('pushOutbox').where('uid', '==', member.uid).get(),
      db.collection('users').doc(member.uid).collection('notifications').get(),
      docsWhere('mail', 'to', member.email),
    ]);
    return { pushes: pushes.docs.map((d) => d.data()), notices: notices.docs.map((d) => d.data()), mails };
  }

  it.each([
    ['a card number and PIN', 'WALMART', 'code-pin'],
    ['a claim link', 'UBER', 'link'],
  ] as const)('a card with %s: the push, notice and mail point to My rewards and never carry the card', async (_name, product, kind) => {
    const reward = await makeReward({ provider_product_id: product, delivery: kind });
    const member = await makeMember({ balance: 2_000 });
    const res = await redeemCall(member, { reward_id: reward.id, value: 10, request_id: randomUUID() });
    expect(res.status).toBe(201);
    await runQueuedTasks();
    const delivered = await payoutDoc(res.body.data.payout.id);
    expect(delivered?.status).toBe('fulfilled');
    const card = delivered!.delivery as { code: string | null; pin: string | null; link: string | null };
    // Whatever the card, the provider gives a link to it (the card number and PIN are behind it).
    expect(card).toEqual(LINKED);
    const secrets = [card.code, card.pin, card.link].filter((s): s is string => !!s);

    const sent = await sentTo(member);
    // Every word sent, our own address left out (a 4-digit PIN could be its port).
    const words = [
      ...sent.pushes.flatMap((p) => [p.message.title, p.message.body, p.message.url]),
      ...sent.notices.flatMap((n) => [n.title, n.body, n.url]),
      ...sent.mails.flatMap((m) => [m.message.subject, m.message.text, m.message.html]),
    ]
      .join('\n')
      .replaceAll(appUrl(), '');
    for (const secret of secrets) {
      expect(words).not.toContain(secret);
      expect(words).not.toMatch(new RegExp(`(^|[^0-9A-Za-z])${secret.replace(/[\s-]/g, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([^0-9A-Za-z]|$)`));
    }
    const fulfilledPush = sent.pushes.find((p) => p.message.title === 'Your reward is here');
    const fulfilledNotice = sent.notices.find((n) => n.type === 'payout-fulfilled');
    const fulfilledMail = sent.mails.find((m) => m.message.subject === 'PilotMiles: Your reward is here');
    expect(fulfilledPush?.message).toMatchObject({ url: '/profile/rewards', body: expect.stringContaining('My rewards') });
    expect(fulfilledNotice).toMatchObject({ url: '/profile/rewards', body: expect.stringContaining('My rewards') });
    expect(fulfilledMail?.message.text).toContain(`${appUrl()}/profile/rewards`);
  });

  it('PayPal cash: the member reads it as money sent to their masked address, never as a code', async () => {
    const reward = await makeReward({ provider_product_id: 'PAYPAL', delivery: 'paypal', category: 'cash', brand: 'PayPal', denominations: { kind: 'range', min: 5, max: 500, step: 5 } });
    const member = await makeMember({ balance: 2_000, kyc: 'approved' });
    const res = await redeemCall(member, { reward_id: reward.id, value: 5, request_id: randomUUID() });
    expect(res.status).toBe(201);
    await runQueuedTasks();
    const masked = `${member.email[0]}…${member.email.slice(member.email.indexOf('@'))}`;
    const sentence = `Sent $5.00 to ${masked} via PayPal. See it in My rewards.`;

    const list = await api().get(`/api/users/${member.uid}/payouts`).set(authHeader(member));
    expect(list.body.data.items[0]).toMatchObject({ status: 'fulfilled', delivery_kind: 'paypal', sent_to: masked });
    const sent = await sentTo(member);
    expect(sent.pushes.find((p) => p.message.title === 'Your reward is here')?.message.body).toBe(sentence);
    expect(sent.notices.find((n) => n.type === 'payout-fulfilled')?.body).toBe(sentence);
    const mail = sent.mails.find((m) => m.message.subject === 'PilotMiles: Your reward is here');
    expect(mail?.message.text).toContain(sentence);
    // The full address and any provider reference stay out of the words.
    const words = JSON.stringify([sent.pushes.map((p) => p.message), sent.notices, mail?.message.text]);
    expect(words).not.toContain(member.email);
    expect(words).not.toMatch(/PAYPAL-|RWD-/);
  });
});
