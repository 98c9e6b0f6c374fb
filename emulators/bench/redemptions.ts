/**
 * Redemption figures for `npm run bench` (in-process app against the emulators and the gift-card
 * simulator, like one instance): 100 members redeem a $5 card at once, each also sending the same
 * request a second time (a double click), so 200 requests for 100 redemptions; measured on the
 * third such burst, of other members, the first two warming the path (the first is reported as
 * the cold figure). Trusted members (an old account with a payout delivered before), so every
 * payout is approved, and ordered from the provider off the request path (a queued task, which the in-process queue runs in the
 * background as Cloud Tasks would): the check waits for every payout to reach fulfilled, polling
 * Firestore, up to FULFIL_TIMEOUT_MS. Reports latency per request, what one redemption costs in
 * documents (the request, and apart the tasks it queued), how long the payouts took to be
 * fulfilled, and checks that none was lost or doubled: one payout, one debit and one provider
 * order per member.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db, localTasks, queuedTasks, runQueuedTasks } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measure, measureCall, type CallCounts } from './callCounter';
import { send, type RequestSpec } from './loadWorker';
import { burst } from './offers';
import { waitForQuietMachine } from './quiet';

const REWARD = 'bench-card';
const SIMULATOR = 'http://127.0.0.1:9400/giftcards';
/** How long the payouts may take to reach fulfilled after the last answer. */
const FULFIL_TIMEOUT_MS = 60_000;

export interface RedemptionFigures {
  /** Members in the measured burst, and in every burst (what the checks below count). */
  members: number;
  checkedMembers: number;
  /** The measured burst's latencies, and the first warm-up burst's (sorted). */
  latencies: number[];
  coldLatencies: number[];
  /** Failed requests in any burst. */
  failures: number;
  /** How long the measured burst took. */
  seconds: number;
  payouts: number;
  /** Payouts fulfilled within FULFIL_TIMEOUT_MS of the last answer, and when the last one was. */
  fulfilled: number;
  fulfilledAfterSeconds: number;
  /** The statuses of those that were not, counted ('processing: 2'). */
  notFulfilled: string[];
  debits: number;
  providerOrders: number;
  balancesAtZero: number;
  /** One redemption that goes to review (a first payout), and one approved: the request and its queued tasks. */
  reviewCost: CallCounts;
  orderedCost: CallAndTasks;
}

async function prepare(users: BenchUser[]) {
  await db
    .collection('rewards')
    .doc(REWARD)
    .set({
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

const redeemRequest = (base: string, u: BenchUser, requestId: string): RequestSpec => ({
  url: `${base}/api/rewards/redeem`,
  method: 'POST',
  headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': 'UTC' },
  body: JSON.stringify({ reward_id: REWARD, value: 5, request_id: requestId }),
});

const redeem = (base: string, u: BenchUser, requestId: string) => send(redeemRequest(base, u, requestId));

export interface CallAndTasks {
  call: CallCounts;
  /** The tasks the call queued (functions/src/platform/tasks.ts), run afterwards: how many, and what they cost. */
  tasks: CallCounts & { ran: number };
}

/**
 * What one request costs and, apart, what the tasks it queued cost when they run: the in-process
 * queue is held while the request runs, then run. Waits for the queue to drain first, so only
 * this call's tasks count.
 */
async function measureCallAndTasks(run: () => Promise<Response>): Promise<CallAndTasks> {
  for (let waited = 0; queuedTasks().length && waited < 30_000; waited += 100) await sleep(100);
  // A background run already started ends (its tasks are no longer listed as queued).
  await sleep(200);
  const mode = localTasks.mode;
  localTasks.mode = 'manual';
  try {
    const call = await measureCall(run);
    const { result, counts } = await measure(() => runQueuedTasks());
    return { call, tasks: { ...counts, ran: result.ran } };
  } finally {
    localTasks.mode = mode;
  }
}

/** Polls the payouts until every one is fulfilled or the time is up; answers when, and the others' statuses. */
async function waitFulfilled(refs: DocumentReference[]) {
  const started = performance.now();
  for (;;) {
    const statuses = (await db.getAll(...refs)).map((d) => String(d.get('status')));
    const fulfilled = statuses.filter((s) => s === 'fulfilled').length;
    const seconds = (performance.now() - started) / 1000;
    if (fulfilled === refs.length || seconds * 1000 > FULFIL_TIMEOUT_MS) {
      const others = new Map<string, number>();
      for (const s of statuses.filter((x) => x !== 'fulfilled')) others.set(s, (others.get(s) ?? 0) + 1);
      return { fulfilled, seconds, notFulfilled: [...others].map(([st, n]) => `${st}: ${n}`) };
    }
    await sleep(250);
  }
}

/** One burst (bench/offers.ts's): every member of `crowd` redeems at once, each request sent twice; the payouts it made. */
async function redeemBurst(base: string, crowd: BenchUser[]) {
  const b = await burst(
    crowd.flatMap((u) => Array(2).fill(redeemRequest(base, u, randomUUID()))),
    true,
  );
  const payoutIds = new Set(
    b.bodies
      .map((body) => (body as { data?: { payout?: { id?: string } } } | null)?.data?.payout?.id)
      .filter((id) => id !== undefined),
  );
  return { ...b, payoutIds };
}

/** Bursts of other members before the measured one. */
const WARM_UP_BURSTS = 2;

export async function redemptionFigures(base: string, members = 100): Promise<RedemptionFigures> {
  const [first, trusted, ...everyone] = await benchUsers(base, 'redeem', (WARM_UP_BURSTS + 1) * members + 2);
  const crowd = everyone.slice(WARM_UP_BURSTS * members);
  await prepare([trusted!, ...everyone]);
  try {
    const reviewCost = await measureCall(() => redeem(base, first!, randomUUID()));
    const orderedCost = await measureCallAndTasks(() => redeem(base, trusted!, randomUUID()));

    // Deployed, the orders run on the fulfilment queue's own instances at its dispatch rate, not
    // in the instance answering: here they wait for the bursts, then run (their time is reported).
    const mode = localTasks.mode;
    localTasks.mode = 'manual';
    // Bursts of as many other members first warm what a serving instance has warm (the JIT of this
    // process and of the emulator's JVM over the redemption path): the first is reported as the
    // cold figure. Each burst starts on a quiet machine (bench/quiet.ts).
    const warmUps = [];
    for (let i = 0; i < WARM_UP_BURSTS; i++) {
      await waitForQuietMachine();
      warmUps.push(await redeemBurst(base, everyone.slice(i * members, (i + 1) * members)));
    }
    await waitForQuietMachine();
    const warm = await redeemBurst(base, crowd);
    const cold = warmUps[0]!;
    localTasks.mode = mode;
    // The provider is called off the request path: the payouts reach fulfilled afterwards.
    const orders = runQueuedTasks();
    const payoutIds = [...warmUps, warm].flatMap((b) => [...b.payoutIds]);
    const delivery = await waitFulfilled(payoutIds.map((id) => db.collection('payouts').doc(id)));
    await orders;

    // Every burst checked: one payout, one debit, one provider order per member.
    let payouts = 0;
    let debits = 0;
    let providerOrders = 0;
    let balancesAtZero = 0;
    for (const u of everyone) {
      const [p, entries, user] = await Promise.all([
        db.collection('payouts').where('uid', '==', u.uid).get(),
        db.collection('users').doc(u.uid).collection('transactions').where('type', '==', 'redemption').get(),
        db.collection('users').doc(u.uid).get(),
      ]);
      payouts += p.size;
      debits += entries.size;
      if (user.get('total_coins') === 0) balancesAtZero++;
      for (const d of p.docs) {
        const res = await fetch(`${SIMULATOR}/_control/orders?external_id=${d.id}`);
        providerOrders += ((await res.json()) as { orders: unknown[] }).orders.length;
      }
    }
    return {
      members: crowd.length,
      checkedMembers: everyone.length,
      latencies: warm.latencies,
      coldLatencies: cold.latencies,
      failures: [...warmUps, warm].reduce((n, b) => n + b.failures, 0),
      seconds: warm.seconds,
      payouts,
      fulfilled: delivery.fulfilled,
      fulfilledAfterSeconds: delivery.seconds,
      notFulfilled: delivery.notFulfilled,
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
