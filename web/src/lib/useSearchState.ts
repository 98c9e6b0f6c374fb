/**
 * What a search page (/search/articles, /search/games, /search/redeem) shows for its query: idle
 * without ?q=, loading, the error, or ready; while a new search loads, the previous results stay on
 * screen, named by their own query.
 */
import { useState } from 'react';
import { errorMessage } from './api';

interface SearchQuery {
  data: unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

export interface SearchState {
  /** The query the shown results belong to. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  /** A newer search is loading over the previous results. */
  refreshing: boolean;
}

export function useSearchState(q: string, query: SearchQuery): SearchState {
  const [resultsFor, setResultsFor] = useState(q);
  if (query.data && !query.isPlaceholderData && resultsFor !== q) setResultsFor(q);

  let status: SearchState['status'] = 'loading';
  if (!q) status = 'idle';
  else if (query.data) status = 'ready';
  else if (query.isError) status = 'error';

  return {
    query: status === 'ready' && query.isPlaceholderData ? resultsFor : q,
    status,
    error: query.isError ? errorMessage(query.error) : null,
    refreshing: !!q && query.isPlaceholderData && query.isFetching,
  };
}
