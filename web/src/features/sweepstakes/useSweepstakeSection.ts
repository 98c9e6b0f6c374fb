/**
 * One section of the sweepstakes (open, upcoming, ended) as the screens show it: its pages in
 * one list, without a sweepstake twice, with its states. Shared by /sweepstakes and /new/win-big.
 */
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { loadState } from '../../lib/loadState';
import type { SectionState } from './SweepstakesView';
import { sweepstakeKeys, useSweepstakes, type SweepstakeTab } from './sweepstakesApi';

export function useSweepstakeSection(tab: SweepstakeTab): SectionState {
  const query = useSweepstakes(tab);
  const items = useMemo(() => {
    // A sweepstake that moved on between two pages (drawing -> completed) would show twice.
    const seen = new Set<string>();
    return query.data?.pages.flatMap((p) => p.items).filter((s) => !seen.has(s.id) && !!seen.add(s.id));
  }, [query.data]);
  return {
    ...loadState(query),
    items,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
    onShowMore: () => void query.fetchNextPage(),
  };
}

/** A deadline passed on screen (one closed, one opened): every section is out of date. */
export function useOnSweepstakeDeadline(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: sweepstakeKeys.lists }), [queryClient]);
}
