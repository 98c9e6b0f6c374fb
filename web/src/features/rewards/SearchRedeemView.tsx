import type { Reward } from '@pilotmiles/core';
import { SearchResults } from '../../components/SearchResults';
import { RewardGrid } from './RewardGrid';
import { RewardsError } from './RewardsListParts';

export interface SearchRedeemViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  rewards: Reward[] | undefined;
  refreshing?: boolean;
  /** The member's balance; null for a visitor. */
  balance: number | null;
  onRedeem: (reward: Reward) => void;
}

/** /search/redeem (SPEC §2 Search section): the banner holds the search box; these are the rewards it found. */
export function SearchRedeemView(props: SearchRedeemViewProps) {
  const { query, status, error, onRetry, rewards, refreshing, balance, onRedeem } = props;
  return (
    <SearchResults
      query={query}
      status={status}
      count={rewards?.length ?? null}
      refreshing={refreshing}
      noun={{ one: 'reward', many: 'rewards' }}
      all={{ to: '/rewards', label: 'See all rewards' }}
      idleHint="Type the gift card or reward you are looking for in the search box above."
      emptyHint="Try another brand or word, or browse every reward."
      error={<RewardsError message={error ?? ''} onRetry={onRetry} />}
    >
      {rewards && <RewardGrid rewards={rewards} balance={balance} onRedeem={onRedeem} label="Search results" />}
    </SearchResults>
  );
}
