import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { MSG, WEB_SEARCH_MESSAGES, WEB_SEARCH_QUERY_MAX, type WebSearchResponse } from '@pilotmiles/core';
import { openModal } from '../../components/modals/modalStore';
import { errorMessage } from '../../lib/api';
import { useAuthSettled, useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useWebSearch } from './webSearchApi';
import type { SearchProgress, WebSearchState, WebSearchViewProps } from './WebSearchView';

/** The ?q= as the API takes it: no control characters, trimmed, at most 200 characters. */
export function queryOf(search: string): string {
  const raw = new URLSearchParams(search).get('q') ?? '';
  return raw
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, WEB_SEARCH_QUERY_MAX)
    .trim();
}

/**
 * The web search's state, shared by /web-search and /new/earn/web-search (POST /web-search).
 * Anyone may open the page; results need a member, so a visitor arriving with a query gets the
 * sign-up prompt. A search that earned says so with a toast, and the balance is refreshed.
 */
export function useWebSearchScreen(): WebSearchViewProps {
  const { search } = useLocation();
  const q = queryOf(search);
  const { status, authUser, refreshUser } = useSession();
  const settled = useAuthSettled();
  const toast = useToast();
  const signedIn = status === 'signedIn';

  const onFirstPage = useCallback(
    (page: WebSearchResponse) => {
      if (page.earned_pm <= 0) return;
      toast.success(WEB_SEARCH_MESSAGES.earned(page.earned_pm));
      void refreshUser();
    },
    [toast, refreshUser],
  );
  const query = useWebSearch(authUser?.uid ?? null, q, signedIn && q !== '', onFirstPage);

  // The search needs a member; a visitor arriving with a query is asked to sign up.
  useEffect(() => {
    if (q && settled && status === 'signedOut') openModal('PleaseSignUp');
  }, [q, settled, status]);

  const pages = query.data?.pages;
  const state: WebSearchState = useMemo(() => {
    if (!q) return { kind: 'idle' };
    if (status === 'signedOut') return { kind: 'signedOut' };
    if (status === 'error') return { kind: 'error', message: MSG.errorFetchingUser };
    if (pages)
      return {
        kind: 'ready',
        results: pages.flatMap((p) => p.results),
        hasMore: query.hasNextPage,
        loadingMore: query.isFetchingNextPage,
        moreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
      };
    if (query.isError) return { kind: 'error', message: errorMessage(query.error) };
    return { kind: 'loading' };
  }, [
    q,
    status,
    pages,
    query.hasNextPage,
    query.isFetchingNextPage,
    query.isFetchNextPageError,
    query.isError,
    query.error,
  ]);

  const last = pages?.at(-1);
  const progress: SearchProgress | null = last ? { earned: last.earned_today_pm, cap: last.daily_cap_pm } : null;

  return {
    query: q,
    state,
    progress,
    onRetry: () => void (status === 'error' ? refreshUser() : query.refetch()),
    onLoadMore: () => void query.fetchNextPage(),
    onDosAndDonts: () => openModal('SearchDosAndDonts'),
  };
}
