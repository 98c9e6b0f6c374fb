/**
 * The members part of `npm run bench`: 1,000 members (BENCH_MEMBERS for another count) on the
 * in-process app against the emulators, like one instance. Signs them up (Auth emulator, then
 * POST /api/users, 50 at a time), then each main member call with every member calling at once,
 * one kind after another: their record, the earn hub, the offer and sweepstake listings, an
 * article claim, the daily bonus and a sweepstake entry. Each member calls from its own address
 * (198.19.128.0 on), as a crowd does: per-IP limits never bite, per-member ones hold as deployed.
 * Prints per call p50/p95/max, the errors by status and code, the transaction retries the crowd
 * caused (contention), and the documents one warm call reads and writes (a probe member alone,
 * after the crowd). The entries are checked exact: the sweepstake's total is one per entry accepted.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measure, measureCall, type CallCounts } from './callCounter';
import { prepareArticle } from './claims';
import { burst, type Burst } from './offers';
import { requestSpec, send, type RequestSpec } from './loadWorker';
import { addressSequence, withInProcessApi } from './inProcessApi';
import { percentile } from './stats';
import { openBenchSweepstake } from './sweepstakeEntries';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
/** Sign-ups in flight: setup, not what is measured; 50 signs 1,000 up in about a minute here. */
const SIGN_UP_BATCH = 50;
const ARTICLE = 'bench-article-members';
/** A fresh sweepstake per run: a reused emulator keeps the last run's entries. */
const SWEEPSTAKE = `bench-sweepstake-members-${Date.now()}`;

const nextAddress = addressSequence('198.19', 128);

interface Member extends BenchUser {
  /** The member's own address (X-Forwarded-For, which the app trusts one hop of). */
  ip: string;
}

type Request = (base: string, m: Member) => RequestSpec;

const call =
  (method: 'GET' | 'POST', path: string, body?: () => unknown): Request =>
  (base, m) =>
    requestSpec(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${m.token}`,
        'x-timezone': 'UTC',
        'x-forwarded-for': m.ip,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body()) } : {}),
    });

/** The calls, in the order a member's day makes them; reads are repeated by the probe to count a warm one. */
const CALLS: Array<{ label: string; read: boolean; request: Request }> = [
  { label: 'GET /api/users', read: true, request: call('GET', '/api/users') },
  { label: 'GET /api/earn/v2', read: true, request: call('GET', '/api/earn/v2') },
  { label: 'GET /api/swaarm/offers', read: true, request: call('GET', '/api/swaarm/offers') },
  { label: 'GET /api/sweepstakes?status=active', read: true, request: call('GET', '/api/sweepstakes?status=active') },
  { label: 'POST /api/articles/claim', read: false, request: call('POST', '/api/articles/claim', () => ({ slug: ARTICLE })) },
  { label: 'POST /api/users/daily-bonus', read: false, request: call('POST', '/api/users/daily-bonus', () => ({})) },
  {
    label: 'POST /api/sweepstakes/{id}/enter',
    read: false,
    request: call('POST', `/api/sweepstakes/${SWEEPSTAKE}/enter`, () => ({ entries: 1, request_id: randomUUID() })),
  },
];

const cost = (c: CallCounts) => `${c.reads} read (${c.billedReads} billed), ${c.writes} written, ${c.authLookups} Auth lookups`;

function line(label: string, b: Burst, retries: number) {
  const l = b.latencies;
  const ms = (p: number) => `${percentile(l, p).toFixed(0)} ms`;
  const kinds = b.errors
    .slice(0, 3)
    .map(([kind, n]) => `${kind} x${n}`)
    .join(', ');
  console.log(
    `  ${label.padEnd(36)} p50 ${ms(50)}   p95 ${ms(95)}   max ${l.at(-1)!.toFixed(0)} ms   ${(l.length / b.seconds).toFixed(0)} req/s   errors ${b.failures}${kinds ? ` (${kinds})` : ''}   transaction retries ${retries}`,
  );
}

/**
 * What one call costs, warm: the probe's session is in the instance's cache, a read was made once
 * before. Null when the call failed (the crowd's errors say why).
 */
async function warmCost(base: string, probe: Member, c: (typeof CALLS)[number]): Promise<CallCounts | null> {
  await (await send(CALLS[0]!.request(base, probe))).arrayBuffer();
  if (c.read) await (await send(c.request(base, probe))).arrayBuffer();
  return measureCall(() => send(c.request(base, probe))).catch(() => null);
}

export function membersPart(): Promise<number> {
  return withInProcessApi(async (base) => {
    const started = performance.now();
    const users = await benchUsers(base, `members-${randomUUID().slice(0, 6)}`, MEMBERS + 1, SIGN_UP_BATCH);
    const signUpSeconds = (performance.now() - started) / 1000;
    const [probe, ...crowd] = users.map((u) => ({ ...u, ip: nextAddress() }));
    await prepareArticle(users, ARTICLE);
    await openBenchSweepstake(SWEEPSTAKE);
    console.log(`\nin-process api: ${crowd.length} members at once, each call kind in turn, each member from its own address`);
    console.log(`  ${users.length} members signed up in ${signUpSeconds.toFixed(0)} s (${SIGN_UP_BATCH} at a time)`);
    let failures = 0;
    let accepted = 0;
    try {
      for (const c of CALLS) {
        // Counted over the whole crowd only for the retries: the documents are the probe's, alone.
        const { result: b, counts } = await measure(() => burst(crowd.map((m) => c.request(base, m))));
        line(`${c.label}, ${crowd.length} at once`, b, counts.retries);
        const probeCost = await warmCost(base, probe!, c);
        console.log(`      one warm call: ${probeCost ? cost(probeCost) : 'failed'}`);
        failures += b.failures + (probeCost ? 0 : 1);
        if (c === CALLS.at(-1)) accepted = b.latencies.length - b.failures + (probeCost ? 1 : 0);
      }
      // Entries the sweepstake answers against those accepted (the crowd's and the probe's, one each).
      const view = (await (await fetch(`${base}/api/sweepstakes/${SWEEPSTAKE}`, { headers: { 'x-forwarded-for': probe!.ip } })).json()) as {
        data: { total_entries: number; entrants: number };
      };
      const exact = view.data.total_entries === accepted && view.data.entrants === accepted;
      console.log(
        `    sweepstake after the crowd: ${view.data.total_entries} entries from ${view.data.entrants} entrants, ${accepted} accepted (exact: ${exact})`,
      );
      console.log(`  the part took ${((performance.now() - started) / 1000).toFixed(0)} s`);
      return failures + (exact ? 0 : 1);
    } finally {
      // Neither left published nor open: members and the Lighthouse pages would see them.
      await db.collection('articles').doc(ARTICLE).delete();
      await db.collection('sweepstakes').doc(SWEEPSTAKE).update({ status: 'cancelled' });
    }
  });
}
