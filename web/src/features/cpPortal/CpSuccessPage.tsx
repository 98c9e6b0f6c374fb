/**
 * /cp/rewards/success: where the verification e-mail's link continues to (verified: log in), and
 * where a claim lands (its payout's status, from the claim page's navigation state).
 */
import { useLocation } from 'react-router-dom';
import type { RedeemResult } from '@pilotmiles/core';
import { CpSuccessView, type CpSuccess } from './CpViews';
import { useCpPortal } from './portalContext';

export default function CpSuccessPage() {
  const { state } = useLocation();
  const { path } = useCpPortal();
  const claimed = (state as { claimed?: RedeemResult } | null)?.claimed;
  const success: CpSuccess = claimed
    ? { kind: 'claimed', rewardName: claimed.payout.reward_name, payout: claimed.payout }
    : { kind: 'verified' };
  return (
    <CpSuccessView
      success={success}
      paths={{ login: path('login'), myRewards: path('my-rewards'), offerWall: path('offer-wall') }}
    />
  );
}
