import { useState } from 'react';
import { useResendVerification } from './useResendVerification';
import { VerificationProcessView } from './VerificationProcessView';
import { EmulatorLinkBox } from './EmulatorLinkBox';

interface Props {
  email: string;
  duplicate?: boolean;
  /** Why the automatic resend of a duplicate sign-up failed (e.g. sent too recently). */
  initialResendError?: string;
}

/** The verification-process screen shown after sign-up. */
export function VerificationProcess({ email, duplicate, initialResendError }: Props) {
  const resend = useResendVerification();
  const [earlierError, setEarlierError] = useState(initialResendError ?? null);
  return (
    <VerificationProcessView
      email={email}
      duplicate={duplicate}
      resend={{ ...resend, error: resend.error ?? earlierError }}
      onResend={() => {
        setEarlierError(null);
        void resend.resend(email);
      }}
      devHelper={
        <EmulatorLinkBox
          email={email}
          kind="VERIFY_EMAIL"
          action="Open the verification link"
          // The emulator verifies, then redirects to the continue URL (/success → sign-in).
          onFound={(code) => window.location.assign(code.oobLink)}
        />
      }
    />
  );
}
