import { NewError } from '../../../components/newDesign/NewStates';
import { SearchResults } from '../../../components/SearchResults';
import { RewardGrid } from '../RewardGrid';
import { rewardsErrorText } from '../RewardsListParts';
import type { SearchRedeemViewProps } from '../SearchRedeemView';
import { useRewardSearch } from '../useRewardSearch';

/** The Rewards tab of /new/earn/search: what /search/redeem finds, redeemed through the same dialog. */
export function NewSearchRewardsView({ query, status, error, onRetry, rewards, refreshing, balance, onRedeem }: SearchRedeemViewProps) {
  return (
    <SearchResults
      query={query}
      status={status}
      count={rewards?.length ?? null}
      refreshing={refreshing}
      noun={{ one: 'reward', many: 'rewards' }}
      all={{ to: '/new/redeem', label: 'See all rewards' }}
      idleHint="Type the gift card or reward you are looking for in the search box above."
      emptyHint="Try another brand or word, or browse every reward."
      error={<NewError message={rewardsErrorText(error ?? '')} onRetry={onRetry} />}
    >
      {rewards && <RewardGrid rewards={rewards} balance={balance} onRedeem={onRedeem} label="Search results" />}
    </SearchResults>
  );
}

export default function NewSearchRewardsTab() {
  const { props, dialog } = useRewardSearch();
  return (
    <>
      <NewSearchRewardsView {...props} />
      {dialog}
    </>
  );
}
