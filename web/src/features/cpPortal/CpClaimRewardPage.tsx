/**
 * /cp/rewards/claim-reward?reward={id} (members): redeems one of the brand's rewards through the
 * product's redemption (useRedeem: POST /rewards/redeem with its request id, review rules and
 * KYC); identity verification goes through the portal's kyc-2 and comes back here. Success moves on.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Reward } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useRedeem } from '../rewards';
import { CpRequireAuth } from './CpParts';
import { CpClaimRewardView } from './CpViews';
import { useCpPortal } from './portalContext';

function Claim({ reward }: { reward: Reward | null }) {
  const { path } = useCpPortal();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { redeem, busy, result, error } = useRedeem({ id: reward?.id ?? '' });
  useEffect(() => {
    if (result) void navigate(path('success'), { replace: true, state: { claimed: result } });
  }, [result, navigate, path]);
  return (
    <CpClaimRewardView
      reward={reward}
      balance={user?.total_coins ?? 0}
      busy={busy || !!result}
      error={error}
      kycPath={path('kyc-2', { next: pathname + search })}
      backPath={path('my-rewards')}
      onClaim={redeem}
    />
  );
}

export default function CpClaimRewardPage() {
  const [params] = useSearchParams();
  const { brand } = useCpPortal();
  const reward = brand.rewards.find((r) => r.id === params.get('reward')) ?? null;
  return (
    <CpRequireAuth>
      <Claim key={reward?.id ?? 'none'} reward={reward} />
    </CpRequireAuth>
  );
}
