/**
 * /cp/rewards/kyc-2: the product's identity verification (useKycFlow) in the portal's frame,
 * members only. The provider sends the member back here (with the brand), and 'Continue' goes to
 * the portal page that sent them (claim-reward's `next`) or to the portal's my-rewards, never to
 * the product's /rewards.
 */
import { useMemo } from 'react';
import { KycView, useKycFlow, type KycFlowFrame } from '../kyc';
import { CpAuthCard, CpRequireAuth } from './CpParts';
import { CP_BASE } from './portalBrand';
import { useCpPortal } from './portalContext';

function Kyc() {
  const { path } = useCpPortal();
  const frame = useMemo<KycFlowFrame>(
    () => ({ returnPath: path('kyc-2'), defaultNext: path('my-rewards'), within: `${CP_BASE}/` }),
    [path],
  );
  return <KycView {...useKycFlow(frame)} />;
}

export default function CpKycPage() {
  return (
    <CpRequireAuth>
      <CpAuthCard>
        <Kyc />
      </CpAuthCard>
    </CpRequireAuth>
  );
}
