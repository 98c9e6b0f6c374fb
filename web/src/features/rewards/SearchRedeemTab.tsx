import { NewError } from '../../../components/newDesign/NewStates';
import { rewardsErrorText } from '../RewardsListParts';
import { SearchRedeemView, type SearchRedeemViewProps } from '../SearchRedeemView';
import { useRewardSearch } from '../useRewardSearch';

function NewRewardsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <NewError message={rewardsErrorText(message)} onRetry={onRetry} />;
}

/** The Rewards tab of /new/earn/search: what /search/redeem finds, redeemed through the same dialog. */
export function NewSearchRewardsView(props: SearchRedeemViewProps) {
  return <SearchRedeemView {...props} allTo="/new/redeem" ErrorView={NewRewardsError} />;
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
