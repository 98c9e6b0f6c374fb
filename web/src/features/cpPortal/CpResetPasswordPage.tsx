/**
 * /cp/rewards/reset-password: the product's password reset (flow, messages, views) in the portal's
 * frame. Its e-mail continues to the portal's log-in, and 'Back to sign in' stays in the portal.
 */
import { ResetPasswordPage } from '../auth';
import { CpAuthCard } from './CpParts';

export default function CpResetPasswordPage() {
  return (
    <CpAuthCard>
      <ResetPasswordPage />
    </CpAuthCard>
  );
}
