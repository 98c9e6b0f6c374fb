/** /cp/rewards/my-rewards (members): the brand's rewards to claim and the member's payouts. */
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { MyRewardsView, useMyRewards } from '../rewards';
import { CpHeading, CpRequireAuth } from './CpParts';
import { CpBrandRewardsView } from './CpViews';
import { useCpPortal } from './portalContext';

function MyRewards() {
  const { brand, path } = useCpPortal();
  const { user } = useSession();
  const navigate = useNavigate();
  const myRewards = useMyRewards();
  return (
    <Box>
      <CpHeading title="My rewards" lead={`Claim ${brand.name} rewards with your PilotMiles.`} />
      <CpBrandRewardsView
        rewards={brand.rewards}
        balance={user?.total_coins ?? null}
        onClaim={(reward) => navigate(path('claim-reward', { reward: reward.id }))}
      />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 5, mb: 2 }}>
        Your claims
      </Typography>
      <MyRewardsView {...myRewards} />
    </Box>
  );
}

export default function CpMyRewardsPage() {
  return (
    <CpRequireAuth>
      <MyRewards />
    </CpRequireAuth>
  );
}
