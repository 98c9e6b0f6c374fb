/**
 * Articles (docs/articles.md): public reading, the server-recorded first
 * open of the day, and the claim that credits COINS_PER_ARTICLE once per article per local day,
 * never past the daily cap. docs/articles.md explains the choices.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ARTICLE_CLAIM_SECONDS,
  DAILY_ERROR_CODES,
  txId,
  type Article,
  type ArticleClaimResult,
  type ArticleHeader,
} from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { HttpError, notFound } from '../platform/errors';
import { getConfig } from '../platform/configCache';
import { LEDGER_TRANSACTION, addToDay, counterToday, postInTransaction } from '../platform/ledger';
import { memberToday } from '../platform/memberDay';
import { articleOpenRef, articleRef, transactionsCol, userRef } from '../platform/paths';
import { isPublished, publishedArticle, publishedHeaders } from './catalog.service';
import { expiry } from '../platform/retention';

/** The dashboard and "interested" lists show this many articles. */
const ARTICLE_SHORT_LIST = 4;

const articleNotFound = () => notFound('Article not found', DAILY_ERROR_CODES.articleNotFound);

/** The signed-in caller as the article endpoints need them: their local day, from the stored zone. */
export interface Viewer {
  uid: string;
  today: string;
  /**
   * Their article coins of `today` (users.article_coins_today), when known: every claim adds at least
   * articleReward (>= 1) to it, so 0 means nothing claimed today and their claims need not be read.
   */
  articleCoinsToday?: number;
}

/** False when the viewer's record shows no article claimed today: their claim entries are not read. */
const mayHaveClaimed = (viewer: Viewer) => viewer.articleCoinsToday !== 0;

/**
 * The viewer of a request signed in with `uid`, or null when there is no PilotMiles record yet
 * (nothing is recorded for such a caller). The member's day decides "today", as in the claim.
 */
export async function loadViewer(uid: string | undefined, now = new Date()): Promise<Viewer | null> {
  if (!uid) return null;
  const snap = await userRef(uid).get();
  if (!snap.exists) return null;
  const today = memberToday(snap.data(), now).day;
  return { uid, today, articleCoinsToday: counterToday(snap.get('article_coins_today'), today) };
}

/** Slugs of the articles this viewer claimed today: one query of today's article entries (none when nothing was). */
async function claimedSlugs(viewer: Viewer): Promise<Set<string>> {
  if (!mayHaveClaimed(viewer)) return new Set();
  const snap = await transactionsCol(viewer.uid)
    .where('type', '==', 'article')
    .where('day_key', '==', viewer.today)
    .select('meta.slug')
    .get();
  return new Set(snap.docs.map((d) => d.get('meta.slug')).filter((s): s is string => typeof s === 'string'));
}

/** Published headers (from memory), with claimed_today for a viewer (their one query, in parallel). */
async function headersFor(viewer: Viewer | null): Promise<readonly ArticleHeader[]> {
  const [headers, claimed] = await Promise.all([publishedHeaders(), viewer ? claimedSlugs(viewer) : null]);
  return claimed ? headers.map((h) => ({ ...h, claimed_today: claimed.has(h.slug) })) : headers;
}

/** Trimmed, case-insensitive match on title or excerpt; an empty query matches everything. */
function matchesSearch(
  header: Pick<ArticleHeader, 'title' | 'excerpt'>,
  searchQuery: string | undefined,
): boolean {
  const q = searchQuery?.trim().toLowerCase();
  if (!q) return true;
  return header.title.toLowerCase().includes(q) || header.excerpt.toLowerCase().includes(q);
}

/** GET /articles/headers. */
export async function articleHeaders(searchQuery: string | undefined, viewer: Viewer | null): Promise<ArticleHeader[]> {
  return (await headersFor(viewer)).filter((h) => matchesSearch(h, searchQuery));
}

/** GET /articles/headers/dashboard: the newest few. */
export async function dashboardHeaders(viewer: Viewer | null): Promise<ArticleHeader[]> {
  return (await headersFor(viewer)).slice(0, ARTICLE_SHORT_LIST);
}

/** GET /articles/headers/interested: the newest few this viewer has not claimed today. */
export async function interestedHeaders(viewer: Viewer | null): Promise<ArticleHeader[]> {
  return (await headersFor(viewer)).filter((h) => !h.claimed_today).slice(0, ARTICLE_SHORT_LIST);
}

/**
 * Records the viewer's first open of the article today and returns its time. A later open the same
 * day keeps the first one, so a refetch does not restart the claim clock.
 */
async function recordOpen(viewer: Viewer, slug: string): Promise<Date> {
  const ref = articleOpenRef(viewer.uid, slug);
  const openedToday = (snap: DocumentSnapshot) =>
    snap.get('day_key') === viewer.today && snap.get('opened_at') instanceof Timestamp
      ? (snap.get('opened_at') as Timestamp).toDate()
      : null;
  // Refetches are the common case: answer them without a transaction.
  const existing = openedToday(await ref.get());
  if (existing) return existing;
  return db.runTransaction(async (tx) => {
    const first = openedToday(await tx.get(ref));
    if (first) return first;
    const now = new Date();
    tx.set(ref, { day_key: viewer.today, opened_at: Timestamp.fromDate(now), ...expiry('articleOpens', now) });
    return now;
  });
}

/** GET /articles/{slug} (from memory); for a signed-in viewer it records the open and says whether it is claimed. */
export async function getArticle(slug: string, viewer: Viewer | null): Promise<Article> {
  const article = await publishedArticle(slug);
  if (!article) throw articleNotFound();
  if (!viewer) return article;
  const [openedAt, claimed] = await Promise.all([
    recordOpen(viewer, slug),
    mayHaveClaimed(viewer)
      ? transactionsCol(viewer.uid).doc(txId.article(slug, viewer.today)).get().then((entry) => entry.exists)
      : false,
  ]);
  return { ...article, opened_at: openedAt.toISOString(), claimed_today: claimed };
}

/**
 * POST /articles/claim, in one ledger transaction. Every claim of a user reads and writes the user
 * document, so concurrent claims (of one article or of many) serialise and can never pass the cap.
 */
export async function claimArticle(uid: string, slug: string): Promise<ArticleClaimResult> {
  const rewards = await getConfig('systemRewards');
  return db.runTransaction(async (tx) => {
    const [userSnap, openSnap, articleSnap] = await tx.getAll(userRef(uid), articleOpenRef(uid, slug), articleRef(slug));
    if (!userSnap!.exists) throw notFound('User not found', 'users/not-found');
    if (!isPublished(articleSnap!)) throw articleNotFound();

    const now = new Date();
    const today = memberToday(userSnap!.data(), now).day;
    const entryId = txId.article(slug, today);
    const entrySnap = await tx.get(transactionsCol(uid).doc(entryId));
    if (entrySnap.exists) throw alreadyClaimed();

    const openedAt: unknown = openSnap!.get('opened_at');
    const openedToday = openSnap!.get('day_key') === today && openedAt instanceof Timestamp;
    const waitMs = openedToday
      ? openedAt.toMillis() + ARTICLE_CLAIM_SECONDS * 1000 - now.getTime()
      : ARTICLE_CLAIM_SECONDS * 1000;
    if (waitMs > 0)
      throw new HttpError(
        409,
        DAILY_ERROR_CODES.articleTooEarly,
        `Keep reading: you can claim this article in ${Math.ceil(waitMs / 1000)} seconds`,
        undefined,
        { retryAfterSeconds: Math.ceil(waitMs / 1000) },
      );

    const cap = rewards.articleDailyCap;
    const claimed = counterToday(userSnap!.get('article_coins_today'), today);
    if (claimed >= cap)
      throw new HttpError(409, DAILY_ERROR_CODES.articleDailyLimit, "You've reached today's article limit");

    const amount = Math.min(rewards.articleReward, cap - claimed);
    const result = await postInTransaction(
      tx,
      uid,
      { id: entryId, type: 'article', amount, description: `Read: ${articleSnap!.get('title')}`, meta: { slug } },
      {
        day: today,
        now,
        userSnapshot: userSnap!,
        entrySnapshot: entrySnap,
        userUpdates: { article_coins_today: addToDay(userSnap!.get('article_coins_today'), today, amount) },
      },
    );
    if (!result.applied) throw alreadyClaimed();
    return { amount, claimed_today_total: claimed + amount, cap };
  }, LEDGER_TRANSACTION);
}

const alreadyClaimed = () =>
  new HttpError(409, DAILY_ERROR_CODES.articleAlreadyClaimed, "You've already claimed this article today");
