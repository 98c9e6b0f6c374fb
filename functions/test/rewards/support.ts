/**
 * Fixtures of the rewards tests: rewards written straight into the catalogue (unique ids, deleted
 * after the file), PM granted through the ledger, members shaped for the review rules, and the
 * partner simulators' control calls (each test's member has its own e-mail, so the gift-card
 * simulator's behaviour for one test never reaches another).
 */
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey, type AdminReward } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { post } from '../../src/platform/ledger';
import { forgetCatalog } from '../../src/rewards/catalog.service';
import { runPayoutFulfilment } from '../../src/rewards/fulfilPayouts.job';
import { runQueuedTasks } from '../../src/platform/tasks';
import { SIMULATOR, api, authHeader, createUser, uniqueId, type TestUser } from '../support/helpers';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.splice(0).map((id) => db.collection('rewards').doc(id).delete()));
  forgetCatalog();
});

/** A gift card in the catalogue: $5/$10/$25/$50 at face value unless told otherwise. */
export async function makeReward(overrides: Partial<AdminReward> = {}): Promise<AdminReward> {
  const id = overrides.id ?? `t-${uniqueId('r').slice(2, 14).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  made.push(id);
  const reward: AdminReward = {
    id,
    name: `Test Card ${id}`,
    brand: 'Test Brand',
    category: 'gift-card',
    description: 'A card for tests.',
    terms: 'None.',
    image_url: '/images/rewards/amazon-us.svg',
    countries: [],
    denominations: { kind: 'fixed', values: [5, 10, 25, 50] },
    pm_per_dollar: 100,
    delivery: 'code',
    featured: false,
    active: true,
    sort_order: 900,
    provider_product_id: 'AMAZON-US',
    ...overrides,
  };
  const { id: _id, ...fields } = reward;
  await db.collection('rewards').doc(id).set({ ...fields, created_at: Timestamp.now(), updated_at: Timestamp.now() });
  forgetCatalog();
  return reward;
}

/** Credits PM through the ledger (as staff's bonus would). */
export async function grant(uid: string, amount: number) {
  await post(uid, { id: uniqueId('grant'), type: 'admin-bonus', amount, description: 'Test grant' }, { day: dayKey(new Date(), 'UTC') });
}

export interface MemberShape {
  /** Total balance after the grant (the welcome bonus included). */
  balance?: number;
  /** Delivered payouts before: 0 makes the next one a first payout. */
  fulfilledBefore?: number;
  /** Account age in days. */
  ageDays?: number;
  signupCountry?: string | null;
  loginCountry?: string | null;
  kyc?: 'none' | 'approved';
  verified?: boolean;
}

/**
 * A member shaped for the review rules: by default a trusted one (an old account with a payout
 * delivered before, same country), so a small payout is approved automatically.
 */
export async function makeMember(shape: MemberShape = {}): Promise<TestUser> {
  const user = await createUser({ verified: shape.verified ?? true });
  const balance = shape.balance ?? 5_000;
  // An unverified member has no welcome bonus.
  const current = shape.verified === false ? 0 : 500;
  if (balance !== current) await grant(user.uid, balance - current);
  await db
    .collection('users')
    .doc(user.uid)
    .update({
      payouts_fulfilled: shape.fulfilledBefore ?? 1,
      created_at: Timestamp.fromMillis(Date.now() - (shape.ageDays ?? 90) * 24 * 60 * 60 * 1000),
      // The server's countries (docs/rewards.md "Country"), as sign-up and login store them.
      country: shape.signupCountry === undefined ? 'US' : shape.signupCountry,
      login_country: shape.loginCountry === undefined ? 'US' : shape.loginCountry,
      ...(shape.kyc === 'approved' ? { kyc: { status: 'approved', session_id: 'kys_test', reason: null } } : {}),
    });
  return user;
}

export const redeemCall = (user: TestUser, body: Record<string, unknown>) =>
  api().post('/api/rewards/redeem').set(authHeader(user)).send(body);

export async function payoutsOf(uid: string) {
  const snap = await db.collection('payouts').where('uid', '==', uid).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })) as Array<Record<string, unknown> & { id: string; status: string }>;
}

export async function payoutDoc(id: string) {
  return (await db.collection('payouts').doc(id).get()).data();
}

/** Tells the gift-card simulator how to treat orders for this member's e-mail. */
export async function giftcardBehaviour(email: string, behaviour: Record<string, unknown>) {
  const res = await fetch(`${SIMULATOR}/giftcards/_control/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...behaviour }),
  });
  if (!res.ok) throw new Error(`behaviour: ${res.status} ${await res.text()}`);
}

/** A trusted member's $10 card (1,000 PM of 2,000), ordered at once under the simulator's `behaviour`. */
export async function orderedPayout(behaviour: Record<string, unknown>) {
  const reward = await makeReward();
  const member = await makeMember({ balance: 2_000 });
  await giftcardBehaviour(member.email, behaviour);
  const res = await redeemCall(member, { reward_id: reward.id, value: 10, request_id: randomUUID() });
  if (res.status !== 201) throw new Error(`redeem: ${res.status} ${JSON.stringify(res.body)}`);
  // The order is the fulfilment queue's first step.
  await runQueuedTasks();
  return { member, id: res.body.data.payout.id as string };
}

/** The fulfilment sweep at `at`, then the steps it enqueued that are due by then (as Cloud Tasks would run them). */
export async function fulfilDueBy(at: Date) {
  const sweep = await runPayoutFulfilment(at);
  const tasks = await runQueuedTasks({ until: at });
  return { ...sweep, ...tasks };
}

/** The orders the gift-card simulator holds for an external id (our payout id). */
export async function providerOrders(externalId: string): Promise<Array<{ id: string; external_id: string }>> {
  const res = await fetch(`${SIMULATOR}/giftcards/_control/orders?external_id=${encodeURIComponent(externalId)}`);
  return ((await res.json()) as { orders: Array<{ id: string; external_id: string }> }).orders;
}

/**
 * Leaves a payout `failed` as the fulfilment rules before reconciliation did (the last attempt's
 * answer lost, or an order processing for 24 hours), whatever the provider holds for it.
 */
export async function markFailedAsBefore(id: string) {
  await db.collection('payouts').doc(id).update({ status: 'failed', next_attempt_at: null, lease_until: null, last_error: 'provider unreachable: fetch failed' });
}

/** The payout's history lines as stored. */
export async function historyOf(id: string) {
  return ((await payoutDoc(id))?.history ?? []) as Array<{ status: string; by: string; reason?: string }>;
}
