/** The articles endpoints (docs/articles.md) and their query keys. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Article, ArticleClaimResult, ArticleHeader } from '@pilotmiles/core';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

export const articleKeys = {
  all: ['articles'] as const,
  headers: (uid: string | null, searchQuery: string) => ['articles', 'headers', uid, searchQuery] as const,
  article: (slug: string, uid: string | null) => ['articles', 'article', slug, uid] as const,
};

export const fetchArticleHeaders = (searchQuery: string, signal?: AbortSignal) =>
  api<ArticleHeader[]>('/articles/headers', { query: { searchQuery }, signal });

/**
 * The article list for a search ('' lists all), with the signed-in reader's claimed_today flags.
 * While a new search loads, the previous list stays (isPlaceholderData) so the page does not blank.
 */
export function useArticleHeaders(searchQuery: string, { enabled = true }: { enabled?: boolean } = {}) {
  const uid = useSession().user?.uid ?? null;
  return useQuery({
    queryKey: articleKeys.headers(uid, searchQuery),
    queryFn: ({ signal }) => fetchArticleHeaders(searchQuery, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const fetchArticle = (slug: string, signal?: AbortSignal) =>
  api<Article>(`/articles/${encodeURIComponent(slug)}`, { signal });

/** A 403 here is worded by the page ('Please sign in to claim this article'), not the session flow. */
export const claimArticle = (slug: string) =>
  api<ArticleClaimResult>('/articles/claim', { method: 'POST', body: { slug }, expireOn403: false });
