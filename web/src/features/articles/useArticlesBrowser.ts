/**
 * The article list's state, shared by /articles and /new/earn/articles: the search lives in ?q= so
 * it survives a reload, typing settles into the URL, and today's progress for a member.
 */
import { useSession } from '../../lib/session';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { loadState } from '../../lib/loadState';
import { useArticleHeaders } from './articlesApi';
import type { ArticlesViewProps } from './ArticlesView';

/** The article search's rule for a search text: trimmed. */
const trimmed = (text: string | null) => (text ?? '').trim();

export function useArticlesBrowser(): ArticlesViewProps {
  const { status, user } = useSession();
  // The search box's text settles into ?q= and follows it when it changes from outside (Back, the banner, a link).
  const { q, text, setText, debounced } = useUrlFilters(trimmed);
  const query = useArticleHeaders(q);
  const signedIn = status === 'signedIn' && !!user;
  return {
    ...loadState(query),
    articles: query.data,
    refreshing: query.isPlaceholderData && query.isFetching,
    searchText: text,
    onSearchTextChange: setText,
    searchQuery: query.isPlaceholderData ? debounced : q,
    signedIn,
    progress: signedIn
      ? { claimed: user.CLAIMED_ARTICLE_COINS, cap: user.COINS_ARTICLE_DAILY_REWARD, perArticle: user.COINS_PER_ARTICLE }
      : null,
  };
}
