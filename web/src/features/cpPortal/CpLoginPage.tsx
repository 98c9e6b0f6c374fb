/** /cp/rewards/login: the product's sign-in (flows, messages, view) in the portal's frame. */
import { SignInPage } from '../auth';
import { CpAuthCard } from './CpParts';

export default function CpLoginPage() {
  return (
    <CpAuthCard>
      <SignInPage />
    </CpAuthCard>
  );
}
