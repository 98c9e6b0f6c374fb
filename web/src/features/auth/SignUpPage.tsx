/** /auth/signup (and _v1): create an account, then the verification-process screen. */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { signUpWithEmail, type SignUpForm, type SignUpResult } from './flows';
import { SignUpView } from './SignUpView';
import { SignUpResultScreen } from './SignUpResultScreen';
import { useAppTarget } from './navigation';
import { usePasswordCheck } from './usePasswordCheck';
import { toShownError, useGoogleSignIn, type ShownError } from './useGoogleSignIn';
import { EmulatorGoogleChooser } from './EmulatorGoogleChooser';
import { useAuthFrame } from './authFrame';

export default function SignUpPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const frame = useAuthFrame();
  const navigate = useNavigate();
  const appTarget = useAppTarget();
  const google = useGoogleSignIn();
  const [form, setForm] = useState<SignUpForm>(() => ({
    fullName: '',
    displayName: '',
    email: '',
    password: '',
    referralCode: params.get('ref') ?? params.get('referral') ?? '',
  }));
  const password = usePasswordCheck(form.password);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [result, setResult] = useState<SignUpResult | null>(null);

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
    try {
      const done = await signUpWithEmail({ ...form, brandOwner: frame.brandOwner }, frame.verifiedPath);
      // A frame with its own verification page shows the result there (the portal's 'verification').
      if (frame.verificationPath) return navigate(frame.verificationPath, { state: { result: done } });
      setResult(done);
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
