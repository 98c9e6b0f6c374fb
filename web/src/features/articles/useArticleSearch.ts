/** The article search of /search/articles and /new/earn/search: ?q= (at most ARTICLE_SEARCH_MAX) and its results. */
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_SEARCH_MAX } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useSearchState } from '../../lib/useSearchState';
import { useArticleHeaders } from './articlesApi';
import type { SearchArticlesViewProps } from './SearchArticlesView';

export function useArticleSearch(): SearchArticlesViewProps {
  const { status, user } = useSession();
  const [params] = useSearchParams();
  // The API takes at most ARTICLE_SEARCH_MAX characters; a longer pasted query searches its start.
  const q = (params.get('q') ?? '').trim().slice(0, ARTICLE_SEARCH_MAX).trim();
  const query = useArticleHeaders(q, { enabled: !!q });
  const search = useSearchState(q, query);
  return {
    query: search.query,
    status: search.status,
    error: search.error,
    onRetry: () => void query.refetch(),
    articles: query.data,
    refreshing: search.refreshing,
    signedIn: status === 'signedIn' && !!user,
  };
}
