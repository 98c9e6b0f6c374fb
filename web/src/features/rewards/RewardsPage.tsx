import { useEffect, useEffectEvent, useState } from 'react';
import { Container } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_REWARD_SORT, REWARD_SEARCH_MAX, type RewardCategory, type RewardSort } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDebounced } from '../../lib/useDebounced';
import { useRedeemDialog } from './RedeemDialog';
import { parseRewardCategory, useRewards } from './rewardsApi';
import { RewardsView } from './RewardsView';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /rewards (GET /rewards). Anyone may browse; redeeming needs a member (PleaseSignUp otherwise).
 * The category and the search live in ?category= and ?q= so a reload or a shared link keeps them
 * (and other pages drop them, SPEC §2); the sort is the page's own state, as on /offers, since a
 * query parameter other than those two would follow the member to every page.
 */
export default function RewardsPage() {
  const { status, user } = useSession();
  const [params, setParams] = useSearchParams();
  const category = parseRewardCategory(params.get('category'));
  const q = (params.get('q') ?? '').trim().slice(0, REWARD_SEARCH_MAX).trim();
  const [sort, setSort] = useState<RewardSort>(DEFAULT_REWARD_SORT);
  const [text, setText] = useState(q);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  const setParam = (name: 'category' | 'q', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // Typing and switching tabs replace the entry: Back leaves the page, not each keystroke.
      { replace: true },
    );

  // Typing settles into the URL. An effect event: q is compared, not followed, so a URL change
  // from outside (Back, a link) does not write the old text back.
  const settle = useEffectEvent((settled: string) => {
    if (settled !== q) setParam('q', settled);
  });
  useEffect(() => settle(debounced), [debounced]);

  // The URL changed from outside: the box follows it.
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);

  const query = useRewards({ category, q, sort });
  const { openRedeem, dialog } = useRedeemDialog();
  const balance = status === 'signedIn' && user ? user.total_coins : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <RewardsView
        filterBar={{
          category,
          onCategoryChange: (c: RewardCategory | null) => setParam('category', c),
          searchText: text,
          onSearchTextChange: setText,
          sort,
          onSortChange: setSort,
        }}
        status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
        error={query.isError ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        rewards={query.data?.items}
        refreshing={query.isPlaceholderData && query.isFetching}
        balance={balance}
        onRedeem={openRedeem}
      />
      {dialog}
    </Container>
  );
}
