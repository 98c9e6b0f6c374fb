import type { ComponentType } from 'react';
import { SearchResults } from '../../components/SearchResults';
import { RewardGrid } from './RewardGrid';
import { RewardsError } from './RewardsListParts';
import type { RewardsListState } from './RewardsView';

export interface SearchRedeemViewProps extends RewardsListState {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
}

/** What a design changes in the results: where 'See all rewards' leads, and how the error looks. */
export interface SearchRedeemLook {
  /** The design's whole catalogue; '/rewards' by default. */
  allTo?: string;
  /** The error with its retry; RewardsError by default. */
  ErrorView?: ComponentType<{ message: string; onRetry: () => void }>;
}

/**
 * /search/redeem (docs/product.md "The site search"): the banner holds the search box; these are the rewards
 * it found. /new/earn/search's Rewards tab shows the same in its own look.
 */
export function SearchRedeemView(props: SearchRedeemViewProps & SearchRedeemLook) {
  const { query, status, error, onRetry, rewards, refreshing, balance, onRedeem, allTo = '/rewards', ErrorView = RewardsError } = props;
  return (
    <SearchResults
      query={query}
      status={status}
      count={rewards?.length ?? null}
      refreshing={refreshing}
      noun={{ one: 'reward', many: 'rewards' }}
      all={{ to: allTo, label: 'See all rewards' }}
      idleHint="Type the gift card or reward you are looking for in the search box above."
      emptyHint="Try another brand or word, or browse every reward."
      error={<ErrorView message={error ?? ''} onRetry={onRetry} />}
    >
      {rewards && <RewardGrid rewards={rewards} balance={balance} onRedeem={onRedeem} label="Search results" />}
    </SearchResults>
  );
}
