/** /auth/signin (and _v1): e-mail and password or Google. */
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { EmailNotVerifiedError, signInWithEmail } from './flows';
import { SignInView } from './SignInView';
import { EmulatorLinkBox } from './EmulatorLinkBox';
import { useAppTarget, useGoToApp, useIntendedPath } from './navigation';
import { pendingSignUp, takeSignUpDestination } from './pendingSignUp';
import { toShownError, useGoogleSignIn, type ShownError } from './useGoogleSignIn';
import { EmulatorGoogleChooser } from './EmulatorGoogleChooser';
import { useResendVerification } from './useResendVerification';

export default function SignInPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const goToApp = useGoToApp();
  const appTarget = useAppTarget();
  const intended = useIntendedPath();
  const emailVerified = params.get('emailVerified') === 'true';
  // Back from the verification link: the address this browser signed up with, typed for them.
  const [initialEmail] = useState(() => (emailVerified ? (pendingSignUp()?.email ?? '') : ''));
  const google = useGoogleSignIn();
  const resend = useResendVerification();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  // Someone already signed in has nothing to do here (unless a flow of ours is finishing).
  if (session.status === 'signedIn' && !busy && !google.busy) return <Navigate to={appTarget} replace />;

  const submit = async (email: string, password: string) => {
    setBusy(true);
    setError(null);
    google.clearError();
    setUnverifiedEmail(null);
    try {
      await signInWithEmail(email, password, queryClient);
      // Where their sign-up was going (an offer, a sweepstake), unless a guard sent them here just now.
      const signedUpFor = takeSignUpDestination(email);
      return goToApp(intended ?? signedUpFor); // stays busy: the page is about to change
    } catch (err) {
      if (err instanceof EmailNotVerifiedError) setUnverifiedEmail(err.email);
      else setError(toShownError(err));
    }
    setBusy(false);
  };

  return (
    <>
      <SignInView
        sessionExpired={params.get('sessionExpired') === 'true'}
        emailVerified={emailVerified}
        initialEmail={initialEmail}
        busy={busy}
        googleBusy={google.busy}
        error={error ?? google.error}
        notVerified={
          unverifiedEmail
            ? {
                email: unverifiedEmail,
                resend,
                onResend: () => void resend.resend(unverifiedEmail),
                devHelper: (
                  <EmulatorLinkBox
                    email={unverifiedEmail}
                    kind="VERIFY_EMAIL"
                    action="Open the verification link"
                    onFound={(code) => window.location.assign(code.oobLink)}
                  />
                ),
              }
            : null
        }
        onSubmit={(email, password) => void submit(email, password)}
        onGoogle={() => {
          setError(null);
          setUnverifiedEmail(null);
          void google.start();
        }}
      />
      <EmulatorGoogleChooser {...google.chooser} />
    </>
  );
}
