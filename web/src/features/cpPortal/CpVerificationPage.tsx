/**
 * /cp/rewards/verification: after sign-up, 'Check your inbox' (the product's screen, with resend);
 * an e-mail action link opened here (?mode=&oobCode=) is applied as on /auth/email-verification.
 */
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { EmailVerificationPage, SignUpResultScreen, type SignUpResult } from '../auth';
import { CpAuthCard } from './CpParts';
import { useCpPortal } from './portalContext';

export default function CpVerificationPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const { path } = useCpPortal();
  const result = (state as { result?: SignUpResult } | null)?.result;
  if (params.get('oobCode'))
    return (
      <CpAuthCard>
        <EmailVerificationPage />
      </CpAuthCard>
    );
  if (!result) return <Navigate to={path('signup')} replace />;
  return (
    <CpAuthCard>
      <SignUpResultScreen result={result} />
    </CpAuthCard>
  );
}
