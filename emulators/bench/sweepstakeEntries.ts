/**
 * Sweepstake figures for `npm run bench` (in-process app against the emulators, like one
 * instance): 200 members enter one sweepstake at once (1-3 entries each), then the totals the API
 * answers are compared with what was sent, and every member's balance with their entries. Also
 * what one entry and one listing cost in documents.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';
import { requestSpec, send } from './loadWorker';
import { burst } from './offers';

/** A fresh sweepstake per run: a reused emulator keeps the last run's entries. */
const ID = `bench-sweepstake-${Date.now()}`;
const ENTRY_COST = 10;

export interface SweepstakeFigures {
  members: number;
  latencies: number[];
  failures: number;
  seconds: number;
  sent: number;
  totalEntries: number;
  entrants: number;
  balancesRight: number;
  entryCost: CallCounts;
  listingCost: CallCounts;
}

/** An open sweepstake of the bench's own, for an hour (the members part opens its own `id`). */
export async function openBenchSweepstake(id = ID) {
  const now = Date.now();
  await db.collection('sweepstakes').doc(id).set({
    title: 'Bench sweepstake',
    description: 'Used by npm run bench.',
    rules: '',
    value: 10,
    entry_cost: ENTRY_COST,
    max_entries: 10,
    start_date: Timestamp.fromMillis(now - 60_000),
    end_date: Timestamp.fromMillis(now + 3_600_000),
    image_url: '/images/sweepstakes/cash.svg',
    // Cancelled after the run, so members never see it for long.
    status: 'active',
    seed_hash: '0'.repeat(64),
    draw: null,
    created_by: 'cli:bench',
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
  });
}

const enter = (base: string, u: BenchUser, entries: number) =>
  requestSpec(`${base}/api/sweepstakes/${ID}/enter`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': 'UTC' },
    body: JSON.stringify({ entries, request_id: randomUUID() }),
  });

export async function sweepstakeFigures(base: string, members = 200): Promise<SweepstakeFigures> {
  const [probe, ...crowd] = await benchUsers(base, 'sweep', members + 1);
  await openBenchSweepstake();
  try {
    const entryCost = await measureCall(() => send(enter(base, probe!, 1)));
    const listingCost = await measureCall(() => fetch(`${base}/api/sweepstakes?status=active`, { headers: { authorization: `Bearer ${probe!.token}` } }));

    // From a worker thread (bench/offers.ts's burst); every entry is new, so each answers 201.
    const { latencies, failures, seconds } = await burst(crowd.map((u, i) => enter(base, u, 1 + (i % 3))));

    const view = (await (await fetch(`${base}/api/sweepstakes/${ID}`)).json()) as { data: { total_entries: number; entrants: number } };
    let balancesRight = 0;
    for (const [i, u] of crowd.entries()) {
      const user = await db.collection('users').doc(u.uid).get();
      if (user.get('total_coins') === 500 - ENTRY_COST * (1 + (i % 3))) balancesRight++;
    }
    return {
      members: crowd.length,
      latencies,
      failures,
      seconds,
      // The probe's one entry is in the totals too.
      sent: 1 + crowd.reduce((n, _u, i) => n + 1 + (i % 3), 0),
      totalEntries: view.data.total_entries,
      entrants: view.data.entrants,
      balancesRight,
      entryCost,
      listingCost,
    };
  } finally {
    await db.collection('sweepstakes').doc(ID).update({ status: 'cancelled' });
  }
}
