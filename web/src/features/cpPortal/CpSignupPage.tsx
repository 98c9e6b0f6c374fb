/** /cp/rewards/signup: the product's sign-up in the portal's frame; the new member is linked to the brand. */
import { SignUpPage } from '../auth';
import { CpAuthCard } from './CpParts';

export default function CpSignupPage() {
  return (
    <CpAuthCard>
      <SignUpPage />
    </CpAuthCard>
  );
}
