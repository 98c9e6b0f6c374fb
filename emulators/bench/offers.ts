/**
 * Offer figures for `npm run bench` (in-process app against the emulators, like one instance):
 *  - the listing: GET /api/swaarm/offers with 200 requests in flight over a mix of the page's
 *    sorts, categories, platforms and searches, and the Firestore reads one warm request costs;
 *    beside GET /api/health under the same load (what any request costs on this machine);
 *  - postbacks: 500 distinct conversions reported at once (250 members x 2 starts), throughput
 *    and latency, what one credit costs in documents, and a check that none was lost.
 * The client (a worker thread, bench/loadWorker.ts) keeps its connections open (warmed at full
 * concurrency first), as Hosting's front end does with an instance, so connection set-up is not
 * what is measured.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';
import { requestSpec, send, sendFromWorker, type RequestSpec } from './loadWorker';

const POSTBACK_KEY = 'local-postback-secret';

export interface Burst {
  latencies: number[];
  failures: number;
  seconds: number;
  /** The failures by kind ('429 rate-limited', 'fetch ECONNRESET'), most frequent first. */
  errors: Array<[kind: string, count: number]>;
}

export interface OfferFigures {
  health: Burst;
  listing: Burst;
  listingCost: CallCounts;
  postbacks: Burst & { credited: number; ledgerEntries: number };
  postbackCost: CallCounts;
}

/** A documentation-range address per request: the in-process app limits public reads per IP. */
const someIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A refusal's error code (the envelope's `code`), else the start of its body. */
const codeOf = (body: unknown) => {
  const code = (body as { code?: unknown } | null)?.code;
  return code === undefined ? String(body).slice(0, 40) : String(code);
};

/**
 * All requests at once, sent from a worker thread (bench/loadWorker.ts); bodies are parsed only
 * when `read` (the listing's are large and unneeded). A request that fails, answered or not, is
 * counted with its kind and never stops the others.
 */
export async function burst(requests: RequestSpec[], read = false): Promise<Burst & { bodies: unknown[] }> {
  const errors = new Map<string, number>();
  let failures = 0;
  const started = performance.now();
  const answers = await sendFromWorker(requests, { bodies: read });
  for (const a of answers) {
    if (a.status >= 200 && a.status < 300) continue;
    failures++;
    const kind = a.error ? `request ${a.error}` : `${a.status} ${codeOf(a.body)}`;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
  }
  return {
    latencies: answers.map((a) => a.ms).sort((a, b) => a - b),
    failures,
    seconds: (performance.now() - started) / 1000,
    errors: [...errors].sort((a, b) => b[1] - a[1]),
    bodies: answers.map((a) => (read ? a.body : null)),
  };
}

const LISTING_QUERIES = [
  '',
  'sortBy=highestPayout',
  'tags=category:game',
  'tags=category:explore,category:signup&sortBy=nameAZ',
  'platform=ios',
  'search=survey&platform=web',
  'sortBy=nameZA&offset=20&limit=20',
];

const listing = (base: string, i: number) =>
  requestSpec(`${base}/api/swaarm/offers?${LISTING_QUERIES[i % LISTING_QUERIES.length]}`, { headers: { 'x-forwarded-for': someIp() } });

/** A single-event offer of the synced catalogue: each start then converts with one postback. */
async function singleEventOffer(): Promise<{ id: string; event: string }> {
  const snap = await db.collection('offers').where('active', '==', true).get();
  const offer = snap.docs.find((d) => (d.get('events') as unknown[]).length === 1);
  if (!offer) throw new Error('bench: no active single-event offer (is the catalogue synced? npm run seed)');
  return { id: offer.id, event: offer.get('events')[0].id };
}

async function startOffer(base: string, user: BenchUser, offerId: string): Promise<string> {
  const res = await fetch(`${base}/api/swaarm/offers/${offerId}/click`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'x-timezone': 'UTC' },
  });
  if (res.status !== 201) throw new Error(`bench: click failed with ${res.status}`);
  return ((await res.json()) as { data: { click_id: string } }).data.click_id;
}

const postback = (base: string, clickId: string, eventId: string) =>
  requestSpec(`${base}/api/postbacks/swaarm?click_id=${clickId}&event_id=${eventId}&payout=1.00&status=approved&key=${POSTBACK_KEY}`, {
    headers: { 'x-forwarded-for': '203.0.113.50' },
  });

export async function offerFigures(base: string): Promise<OfferFigures> {
  const health = requestSpec(`${base}/api/health`);
  // Warm the catalogue and 200 connections, then 200 at once.
  await burst(Array.from({ length: 200 }, (_, i) => listing(base, i)));
  const listed = await burst(Array.from({ length: 200 }, (_, i) => listing(base, i)));
  const baseline = await burst(Array.from({ length: 200 }, () => health));
  const listingCost = await measureCall(() => send(listing(base, 0)));

  const offer = await singleEventOffer();
  const users = await benchUsers(base, `offers-${randomUUID().slice(0, 6)}`, 250);
  const clicks: string[] = [];
  for (let i = 0; i < users.length; i += 25)
    for (const pair of await Promise.all(
      users.slice(i, i + 25).map((user) => Promise.all([startOffer(base, user, offer.id), startOffer(base, user, offer.id)])),
    ))
      clicks.push(...pair);
  clicks.push(await startOffer(base, users[0]!, offer.id));
  const measured = clicks.pop()!;

  const sent = await burst(
    clicks.map((clickId) => postback(base, clickId, offer.event)),
    true,
  );
  const credited = sent.bodies.filter((b) => (b as { data?: { outcome?: string } } | null)?.data?.outcome === 'credited').length;
  // None lost: one ledger entry per conversion, read back from the members' ledgers.
  const entries = await Promise.all(
    users.map((u) => db.collection('users').doc(u.uid).collection('transactions').where('type', '==', 'offer').count().get()),
  );
  const postbackCost = await measureCall(() => send(postback(base, measured, offer.event)));
  return {
    health: baseline,
    listing: listed,
    listingCost,
    postbacks: { ...sent, credited, ledgerEntries: entries.reduce((n, c) => n + c.data().count, 0) },
    postbackCost,
  };
}
