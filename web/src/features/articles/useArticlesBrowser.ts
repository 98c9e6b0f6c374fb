/**
 * The article list's state, shared by /articles and /new/earn/articles: the search lives in ?q= so
 * it survives a reload, typing settles into the URL, and today's progress for a member.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDebounced } from '../../lib/useDebounced';
import { useArticleHeaders } from './articlesApi';
import type { ArticlesViewProps } from './ArticlesView';

const SEARCH_DEBOUNCE_MS = 300;

export function useArticlesBrowser(): ArticlesViewProps {
  const { status, user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  // Typing settles into the URL (replacing, so Back leaves the page rather than each keystroke).
  // An effect event: only the settled text drives this; q is compared, not followed, so a URL
  // change from outside does not write the old text back.
  const settle = useEffectEvent((text: string) => {
    if (text === q) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => settle(debounced), [debounced]);

  // The URL changed from outside (Back, the banner, a link): the box follows it.
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);

  const query = useArticleHeaders(q);
  const signedIn = status === 'signedIn' && !!user;
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
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
