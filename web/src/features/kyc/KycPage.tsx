import { KycView } from './KycView';
import { useKycFlow } from './useKycFlow';

/** /auth/kyc and /auth/kyc_v1 (signed-in members): the verification flow (useKycFlow.ts) in the auth frame. */
export default function KycPage() {
  return <KycView {...useKycFlow()} />;
}
