/** The articles endpoints (SPEC §7) and their query keys. */
import type { Article, ArticleClaimResult, ArticleHeader } from '@pilotmiles/core';
import { api } from '../../lib/api';

export const articleKeys = {
  all: ['articles'] as const,
  headers: (uid: string | null, searchQuery: string) => ['articles', 'headers', uid, searchQuery] as const,
  article: (slug: string, uid: string | null) => ['articles', 'article', slug, uid] as const,
};

export const fetchArticleHeaders = (searchQuery: string, signal?: AbortSignal) =>
  api<ArticleHeader[]>('/articles/headers', { query: { searchQuery }, signal });

export const fetchArticle = (slug: string, signal?: AbortSignal) =>
  api<Article>(`/articles/${encodeURIComponent(slug)}`, { signal });

/** A 403 here is worded by the page ('Please sign in to claim this article'), not the session flow. */
export const claimArticle = (slug: string) =>
  api<ArticleClaimResult>('/articles/claim', { method: 'POST', body: { slug }, expireOn403: false });
