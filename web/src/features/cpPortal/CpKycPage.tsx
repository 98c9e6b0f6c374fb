/** /cp/rewards/kyc-2: the product's identity verification (useKycFlow) in the portal's frame, members only. */
import { KycView, useKycFlow } from '../kyc';
import { CpAuthCard, CpRequireAuth } from './CpParts';

function Kyc() {
  return <KycView {...useKycFlow()} />;
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
