/** /auth/signup (and _v1): create an account, then the verification-process screen. */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { signUpWithEmail, type SignUpForm, type SignUpResult } from './flows';
import { SignUpView } from './SignUpView';
import { SignUpResultScreen } from './SignUpResultScreen';
import { useAppTarget, useIntendedPath } from './navigation';
import { rememberSignUp } from './pendingSignUp';
import { usePasswordCheck } from './usePasswordCheck';
import { refusesSignUp, useReferralCheck } from './useReferralCheck';
import { toShownError, useGoogleSignIn, type ShownError } from './useGoogleSignIn';
import { EmulatorGoogleChooser } from './EmulatorGoogleChooser';
import { useAuthFrame } from './authFrame';

/** The finished sign-up, kept in the history entry's state so 'Check your inbox' survives a reload. */
const resultOf = (state: unknown): SignUpResult | null => {
  const result = (state as { result?: SignUpResult } | null)?.result;
  return result && typeof result.email === 'string' ? result : null;
};

export default function SignUpPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const frame = useAuthFrame();
  const navigate = useNavigate();
  const appTarget = useAppTarget();
  const intended = useIntendedPath();
  const google = useGoogleSignIn();
  const [form, setForm] = useState<SignUpForm>(() => ({
    fullName: '',
    displayName: '',
    email: '',
    password: '',
    referralCode: params.get('ref') ?? params.get('referral') ?? '',
  }));
  const password = usePasswordCheck(form.password);
  const referral = useReferralCheck(form.referralCode);
  const referralInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const result = resultOf(location.state);
  // Set when the submit's check refuses the code: the field gets the cursor once it is enabled again.
  const [codeRefused, setCodeRefused] = useState(0);
  useEffect(() => {
    if (codeRefused) referralInput.current?.focus();
  }, [codeRefused]);

  // The result replaces the form on the same page: show it from its top, not at the scroll position
  // of the form's button (where its 'Email already in use' would sit above the fold).
  useEffect(() => {
    if (result) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [result]);

  if (result) return <SignUpResultScreen result={result} />;
  if (session.status === 'signedIn' && !google.busy) return <Navigate to={appTarget} replace />;

  const submit = async () => {
    setBusy(true);
    setError(null);
    google.clearError();
    // The friend's code once more, as it is now: one that names nobody stops here and says so.
    if (refusesSignUp(await referral.checkNow())) {
      setBusy(false);
      setCodeRefused((n) => n + 1);
      return;
    }
    try {
      const done = await signUpWithEmail({ ...form, brandOwner: frame.brandOwner }, frame.verifiedPath);
      // For the sign-in the verification link ends on, maybe in another tab: the address and where they were going.
      rememberSignUp(done.email, intended);
      const state = { result: done, ...(intended ? { from: intended } : {}) };
      // A frame with its own verification page shows the result there (the portal's 'verification');
      // here a new history entry of this page holds it, and Back returns to the form as it was.
      setBusy(false);
      return navigate(frame.verificationPath ?? { pathname: location.pathname, search: location.search }, { state });
    } catch (err) {
      setError(toShownError(err));
    }
    setBusy(false);
  };

  return (
    <>
      <SignUpView
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        password={password}
        busy={busy}
        googleBusy={google.busy}
        error={error ?? google.error}
        referral={referral.state}
        referralRef={referralInput}
        onSubmit={() => void submit()}
        onGoogle={() => {
          setError(null);
          void google.start();
        }}
      />
      <EmulatorGoogleChooser {...google.chooser} />
    </>
  );
}
