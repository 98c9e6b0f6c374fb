/**
 * Claim figures for `npm run bench`: latency of the article claim and the daily-bonus claim with
 * 100 distinct users claiming at once (in-process app against the emulators), and how many
 * Firestore documents one claim reads and writes (bench/callCounter.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { dayKey } from '@pilotmiles/core';
import { db } from '../../functions/src/forScripts';
import { benchUsers, type BenchUser } from './benchUsers';
import { measureCall, type CallCounts } from './callCounter';
import { requestSpec, send } from './loadWorker';
import { burst, type Burst } from './offers';

const ZONE = 'UTC';
const ARTICLE = 'bench-article-claims';


/**
 * An article of the bench's own (`slug`), and each user's open of it 60 s ago (the claim needs
 * 20 s); the opens in batches of 500, a batch's limit (the members part opens it for 1,000).
 */
export async function prepareArticle(users: BenchUser[], slug = ARTICLE) {
  await db.collection('articles').doc(slug).set({
    slug,
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
  for (let i = 0; i < users.length; i += 500) {
    const batch = db.batch();
    for (const u of users.slice(i, i + 500))
      batch.set(db.collection('users').doc(u.uid).collection('articleOpens').doc(slug), {
        day_key: day,
        opened_at: openedAt,
      });
    await batch.commit();
  }
}

const claimArticle = (base: string, u: BenchUser) =>
  requestSpec(`${base}/api/articles/claim`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': ZONE },
    body: JSON.stringify({ slug: ARTICLE }),
  });

const claimBonus = (base: string, u: BenchUser) =>
  requestSpec(`${base}/api/users/daily-bonus`, {
    method: 'POST',
    headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json', 'x-timezone': ZONE },
    body: '{}',
  });

export interface ClaimFigures {
  users: number;
  article: Burst;
  bonus: Burst;
  articleDocs: CallCounts;
  bonusDocs: CallCounts;
}

export async function claimFigures(base: string, users = 100): Promise<ClaimFigures> {
  const all = await benchUsers(base, 'claims', users + 1);
  const [single, ...crowd] = all;
  await prepareArticle(all);
  try {
    // Warm the instance's connections on the counted user, then count one uncontended claim each.
    const articleDocs = await measureCall(() => send(claimArticle(base, single!)));
    const bonusDocs = await measureCall(() => send(claimBonus(base, single!)));
    // All at once, one per member, from a worker thread (bench/offers.ts's burst).
    const article = await burst(crowd.map((u) => claimArticle(base, u)));
    const bonus = await burst(crowd.map((u) => claimBonus(base, u)));
    return { users, article, bonus, articleDocs, bonusDocs };
  } finally {
    // Not left published: it would show in /articles, which the Lighthouse figures measure.
    await db.collection('articles').doc(ARTICLE).delete();
  }
}
