/**
 * Claim figures for `npm run bench`: latency of the article claim and the daily-bonus claim with
 * 100 distinct users claiming at once (in-process app against the emulators), and how many
 * Firestore documents one claim reads and writes (counted by wrapping the Admin SDK's methods in
 * this process; a transaction retry would count twice, so the count is taken without contention).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../functions/src/tools';
import { benchUser, type BenchUser } from './benchUsers';

const ZONE = 'UTC';
const ARTICLE = 'bench-article-claims';

/** Makes `n` users, 20 at a time (sign-up is setup, not what is measured). */
async function claimers(base: string, n: number): Promise<BenchUser[]> {
  const out: BenchUser[] = [];
  for (let i = 0; i < n; i += 20)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, n - i) }, (_, j) => benchUser(base, `claims-${i + j}`)))),
    );
  return out;
}

/** An article of the bench's own, and each user's open of it 60 s ago (the claim needs 20 s). */
async function prepareArticle(users: BenchUser[]) {
  await db.collection('articles').doc(ARTICLE).set({
    slug: ARTICLE,
    title: 'Bench article',
    date: '2026-11-01',
    content: 'Bench intro.\n\n## Section\n\nBody.',
    content_length: 4,
    img: null,
    excerpt: 'Used by npm run bench.',
    published: true,
  });
  const openedAt = Timestamp.fromMillis(Date.now() - 60_000);
  const day = dayKey(new Date(), ZONE);
  const batch = db.batch();
  for (const u of users)
    batch.set(db.collection('users').doc(u.uid).collection('articleOpens').doc(ARTICLE), {
      day_key: day,
      opened_at: openedAt,
    });
  await batch.commit();
}

const claimArticle = (base: string, u: BenchUser) =>
  fetch(`${base}/api/articles/claim`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': ZONE },
    body: JSON.stringify({ slug: ARTICLE }),
  });

const claimBonus = (base: string, u: BenchUser) =>
  fetch(`${base}/api/users/daily-bonus`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': ZONE },
    body: '{}',
  });

/** All requests at once, one per user; sorted latencies in ms and the failures. */
async function burst(users: BenchUser[], request: (u: BenchUser) => Promise<Response>) {
  let failures = 0;
  const latencies = await Promise.all(
    users.map(async (u) => {
      const started = performance.now();
      const res = await request(u);
      await res.arrayBuffer();
      if (!res.ok) failures++;
      return performance.now() - started;
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/** Wraps the Admin SDK's read and write methods to count documents. */
async function documentCounter() {
  const counts = { reads: 0, writes: 0 };
  const wrap = (proto: object, name: string, measure: (args: unknown[], result: unknown) => [number, number]) => {
    const target = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      const settle = (value: unknown) => {
        const [r, w] = measure(args, value);
        counts.reads += r;
        counts.writes += w;
        return value;
      };
      return result instanceof Promise ? result.then(settle) : settle(result);
    };
  };
  const sizeOf = (value: unknown) => {
    if (Array.isArray(value)) return value.length;
    const docs = (value as { docs?: unknown[] } | null)?.docs;
    return Array.isArray(docs) ? docs.length : 1;
  };
  const txProto = await db.runTransaction(async (tx) => Object.getPrototypeOf(tx) as object);
  const queryProto = Object.getPrototypeOf(Object.getPrototypeOf(db.collection('bench'))) as object;
  const batchProto = Object.getPrototypeOf(db.batch()) as object;
  wrap(txProto, 'get', (_a, r) => [sizeOf(r), 0]);
  wrap(txProto, 'getAll', (_a, r) => [sizeOf(r), 0]);
  // Transactions and DocumentReference writes go through a WriteBatch: count writes there only.
  for (const m of ['create', 'set', 'update', 'delete']) wrap(batchProto, m, () => [0, 1]);
  // DocumentReference.get goes through Firestore.getAll, counted below.
  wrap(queryProto, 'get', (_a, r) => [sizeOf(r), 0]);
  wrap(Object.getPrototypeOf(db) as object, 'getAll', (_a, r) => [sizeOf(r), 0]);
  return {
    async measure(run: () => Promise<Response>) {
      counts.reads = 0;
      counts.writes = 0;
      const res = await run();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`bench: claim failed with ${res.status}`);
      return { ...counts };
    },
  };
}

export interface ClaimFigures {
  users: number;
  article: Awaited<ReturnType<typeof burst>>;
  bonus: Awaited<ReturnType<typeof burst>>;
  articleDocs: { reads: number; writes: number };
  bonusDocs: { reads: number; writes: number };
}

export async function claimFigures(base: string, users = 100): Promise<ClaimFigures> {
  const all = await claimers(base, users + 1);
  const [single, ...crowd] = all;
  await prepareArticle(all);
  try {
    // Warm the instance's connections on the counted user, then count one uncontended claim each.
    const counter = await documentCounter();
    const articleDocs = await counter.measure(() => claimArticle(base, single!));
    const bonusDocs = await counter.measure(() => claimBonus(base, single!));
    const article = await burst(crowd, (u) => claimArticle(base, u));
    const bonus = await burst(crowd, (u) => claimBonus(base, u));
    return { users, article, bonus, articleDocs, bonusDocs };
  } finally {
    // Not left published: it would show in /articles, which the Lighthouse figures measure.
    await db.collection('articles').doc(ARTICLE).delete();
  }
}
