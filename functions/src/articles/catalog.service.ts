/**
 * The published articles as readers browse them, served from each instance's memory like the offer
 * and brand catalogues (0 Firestore reads per warm request; platform/versionedCatalog.ts): the
 * headers are reloaded only when articlesMeta/catalog's version changed, and each article's body is
 * read on its first request and kept, within a size bound, until then. Anything that writes
 * `articles` bumps that version: saveArticles in the same batch (the seed, tests), and the
 * articlesOnWrite trigger (functions/src/index.ts) after an edit made in the Firestore console.
 */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Article, ArticleHeader } from '@pilotmiles/core';
import { LRUCache } from 'lru-cache';
import { db } from '../platform/firebase';
import { versionedCatalog } from '../platform/versionedCatalog';
import { COLLECTIONS, articleRef, articlesCol } from '../platform/paths';

/** How long an instance serves its articles before checking for a change (docs/articles.md). */
export const ARTICLES_TTL_MS = 60_000;
/** Article bodies kept per instance, in characters of markdown: the rest are read again when asked for. */
const BODY_CACHE_CHARS = 8_000_000;

/** Everything but the content: lists never carry article bodies. */
const HEADER_FIELDS = ['slug', 'title', 'date', 'excerpt', 'img', 'content_length'] as const;

/** An article document as stored (docs/data-model.md). */
export interface ArticleDoc {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  img: string | null;
  content: string;
  content_length: number;
  published: boolean;
}

export const isPublished = (snap: DocumentSnapshot) => snap.exists && snap.get('published') === true;

function toHeader(snap: DocumentSnapshot): ArticleHeader {
  const d = snap.data() ?? {};
  return {
    slug: snap.id,
    title: d.title ?? '',
    date: d.date ?? '',
    excerpt: d.excerpt ?? '',
    img: d.img ?? null,
    content_length: d.content_length ?? 0,
  };
}

function toArticle(snap: DocumentSnapshot): Article {
  const d = snap.data() ?? {};
  return {
    slug: snap.id,
    title: d.title ?? '',
    date: d.date ?? '',
    content: d.content ?? '',
    content_length: d.content_length ?? 0,
    img: d.img ?? null,
  };
}

/** Newest first; the same date falls back to the title so the order is stable. */
const byNewest = (a: ArticleHeader, b: ArticleHeader) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

interface Catalog {
  /** Every published article's header, newest first (articles number in the dozens). */
  headers: readonly ArticleHeader[];
  published: ReadonlySet<string>;
  /** Bodies by slug, read on first request; concurrent first requests share one read. */
  bodies: LRUCache<string, Article>;
}

const catalogMetaRef = () => db.collection(COLLECTIONS.articlesMeta).doc('catalog');
const versionBump = () => ({ version: FieldValue.increment(1), updated_at: FieldValue.serverTimestamp() });

const articleCatalog = versionedCatalog<Catalog>({
  name: 'articles',
  meta: catalogMetaRef,
  ttlMs: ARTICLES_TTL_MS,
  load: async () => {
    const snap = await articlesCol()
      .where('published', '==', true)
      .select(...HEADER_FIELDS)
      .get();
    const headers = snap.docs.map(toHeader).sort(byNewest);
    const bodies = new LRUCache<string, Article>({
      maxSize: BODY_CACHE_CHARS,
      sizeCalculation: (a) => Math.max(1, a.content.length),
      fetchMethod: async (slug) => {
        const doc = await articleRef(slug).get();
        return isPublished(doc) ? toArticle(doc) : undefined;
      },
    });
    return { value: { headers, published: new Set(headers.map((h) => h.slug)), bodies }, reads: snap.size };
  },
});

/** Every published header, newest first, from memory. Never mutate: every caller shares it. */
export async function publishedHeaders(): Promise<readonly ArticleHeader[]> {
  return (await articleCatalog.get()).headers;
}

/** A published article (null when there is none by that slug): from memory once read. */
export async function publishedArticle(slug: string): Promise<Article | null> {
  const { published, bodies } = await articleCatalog.get();
  if (!published.has(slug)) return null;
  return (await bodies.fetch(slug)) ?? null;
}

/** The version bump that tells every instance the articles changed. */
export async function bumpArticlesVersion(): Promise<void> {
  await catalogMetaRef().set(versionBump(), { merge: true });
}

/**
 * Writes article documents and bumps the version in the same batch; this instance reloads at once,
 * others within ARTICLES_TTL_MS. Unpublishing is writing `published: false`.
 */
export async function saveArticles(docs: readonly ArticleDoc[]): Promise<number> {
  const batch = db.batch();
  for (const doc of docs) batch.set(articleRef(doc.slug), doc);
  batch.set(catalogMetaRef(), versionBump(), { merge: true });
  await batch.commit();
  await articleCatalog.reload();
  return docs.length;
}
