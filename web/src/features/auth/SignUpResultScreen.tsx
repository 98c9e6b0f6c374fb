import { useState } from 'react';
import { useResendVerification } from './useResendVerification';
import { VerificationProcessView } from './VerificationProcessView';
import { AccountExistsView } from './AccountExistsView';
import { EmulatorLinkBox } from './EmulatorLinkBox';
import type { SignUpResult } from './flows';

/**
 * The screen after sign-up: 'Check your inbox' for a new account and for an existing
 * one that is not verified yet; 'Email already in use' with sign-in and reset for the others.
 */
export function SignUpResultScreen({ result }: { result: SignUpResult }) {
  const resend = useResendVerification();
  // Why the automatic resend of a duplicate sign-up failed (e.g. 429), until they try again.
  const [earlierError, setEarlierError] = useState(result.duplicate ? (result.resendError ?? null) : null);
  const { email } = result;
  const resendState = { ...resend, error: resend.error ?? earlierError };
  const onResend = () => {
    setEarlierError(null);
    resend.resend(email);
  };
  const devHelper = (
    <EmulatorLinkBox
      email={email}
      kind="VERIFY_EMAIL"
      action="Open the verification link"
      // The emulator verifies, then redirects to the continue URL (/success → sign-in).
      onFound={(code) => window.location.assign(code.oobLink)}
    />
  );

  if (result.duplicate === 'verified') return <AccountExistsView email={email} account="verified" />;
  if (result.duplicate === 'unknown')
    return (
      <AccountExistsView
        email={email}
        account="unknown"
        resend={resendState}
        onResend={onResend}
        devHelper={devHelper}
      />
    );
  return (
    <VerificationProcessView
      email={email}
      duplicate={result.duplicate === 'unverified'}
      resend={resendState}
      onResend={onResend}
      devHelper={devHelper}
    />
  );
}
