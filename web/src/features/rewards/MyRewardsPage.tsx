import { Button } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { AppLink } from '../../components/AppLink';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { MyRewardsView } from './MyRewardsView';
import { useMyRewards } from './useMyRewards';

/** /profile/rewards: the member's payouts (GET /users/{uid}/payouts), in the profile area. */
export default function MyRewardsPage() {
  const myRewards = useMyRewards();
  return (
    <ProfileLayout
      title="My Rewards"
      actions={
        <Button component={AppLink} to="/rewards" size="small" startIcon={<RedeemIcon />}>
          Redeem PilotMiles
        </Button>
      }
    >
      <MyRewardsView {...myRewards} />
    </ProfileLayout>
  );
}
