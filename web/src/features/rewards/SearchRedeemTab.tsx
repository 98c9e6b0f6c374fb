import { ErrorCard } from '../../components/feedback/CardStates';
import { rewardsErrorText } from './RewardsListParts';
import { SearchRedeemView, type SearchRedeemViewProps } from './SearchRedeemView';
import { useRewardSearch } from './useRewardSearch';

function RewardsErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorCard message={rewardsErrorText(message)} onRetry={onRetry} />;
}

/** The Rewards tab of /new/earn/search: what /search/redeem finds, redeemed through the same dialog. */
export function SearchRedeemViewCompact(props: SearchRedeemViewProps) {
  return <SearchRedeemView {...props} allTo="/new/redeem" ErrorView={RewardsErrorCard} />;
}

export default function SearchRedeemTab() {
  const { props, dialog } = useRewardSearch();
  return (
    <>
      <SearchRedeemViewCompact {...props} />
      {dialog}
    </>
  );
}
