/**
 * Redemption figures for `npm run bench` (in-process app against the emulators and the gift-card
 * simulator, like one instance): 100 members redeem a $5 card at once, each also sending the same
 * request a second time (a double click), so 200 requests for 100 redemptions. Trusted members
 * (an old account with a payout delivered before), so every payout is approved and ordered from
 * the provider inside the request. Reports latency, what one redemption costs in documents, and
 * checks that none was lost or doubled: one payout, one debit and one provider order per member.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';

const REWARD = 'bench-card';
const SIMULATOR = 'http://127.0.0.1:9400/giftcards';

export interface RedemptionFigures {
  members: number;
  latencies: number[];
  failures: number;
  seconds: number;
  payouts: number;
  fulfilled: number;
  debits: number;
  providerOrders: number;
  balancesAtZero: number;
  /** One redemption that goes to review (a first payout) and one ordered at once. */
  reviewCost: CallCounts;
  orderedCost: CallCounts;
}

async function prepare(users: BenchUser[]) {
  await db.collection('rewards').doc(REWARD).set({
    name: 'Bench Card',
    brand: 'Bench',
    category: 'gift-card',
    description: 'Used by npm run bench.',
    terms: '',
    image_url: '/images/rewards/amazon-us.svg',
    countries: [],
    denominations: { kind: 'fixed', values: [5] },
    pm_per_dollar: 100,
    delivery: 'code',
    featured: false,
    // Active only while the bench runs (deleted after), so it never shows in the listing for long.
    active: true,
    sort_order: 9999,
    provider_product_id: 'AMAZON-US',
  });
  const batch = db.batch();
  for (const u of users)
    batch.update(db.collection('users').doc(u.uid), {
      payouts_fulfilled: 1,
      created_at: Timestamp.fromMillis(Date.now() - 90 * 86_400_000),
    });
  await batch.commit();
}

const redeem = (base: string, u: BenchUser, requestId: string) =>
  fetch(`${base}/api/rewards/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': 'UTC' },
    body: JSON.stringify({ reward_id: REWARD, value: 5, request_id: requestId }),
  });

export async function redemptionFigures(base: string, members = 100): Promise<RedemptionFigures> {
  const [first, trusted, ...crowd] = await benchUsers(base, 'redeem', members + 2);
  await prepare([trusted!, ...crowd]);
  try {
    const reviewCost = await measureCall(() => redeem(base, first!, randomUUID()));
    const orderedCost = await measureCall(() => redeem(base, trusted!, randomUUID()));

    let failures = 0;
    const started = performance.now();
    const latencies = await Promise.all(
      crowd.flatMap((u) => {
        const key = randomUUID();
        return [key, key].map(async (k) => {
          const t = performance.now();
          const res = await redeem(base, u, k);
          await res.arrayBuffer();
          if (res.status !== 201 && res.status !== 200) failures++;
          return performance.now() - t;
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    let payouts = 0;
    let fulfilled = 0;
    let debits = 0;
    let providerOrders = 0;
    let balancesAtZero = 0;
    for (const u of crowd) {
      const [p, entries, user] = await Promise.all([
        db.collection('payouts').where('uid', '==', u.uid).get(),
        db.collection('users').doc(u.uid).collection('transactions').where('type', '==', 'redemption').get(),
        db.collection('users').doc(u.uid).get(),
      ]);
      payouts += p.size;
      fulfilled += p.docs.filter((d) => d.get('status') === 'fulfilled').length;
      debits += entries.size;
      if (user.get('total_coins') === 0) balancesAtZero++;
      for (const d of p.docs) {
        const res = await fetch(`${SIMULATOR}/_control/orders?external_id=${d.id}`);
        providerOrders += ((await res.json()) as { orders: unknown[] }).orders.length;
      }
    }
    return {
      members: crowd.length,
      latencies: latencies.sort((a, b) => a - b),
      failures,
      seconds,
      payouts,
      fulfilled,
      debits,
      providerOrders,
      balancesAtZero,
      reviewCost,
      orderedCost,
    };
  } finally {
    await db.collection('rewards').doc(REWARD).delete();
  }
}
