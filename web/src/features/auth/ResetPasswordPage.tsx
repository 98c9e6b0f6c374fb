/**
 * /auth/reset-password (and _v1). Without a code: ask for the address and send a link, never
 * revealing whether an account exists. With ?mode=resetPassword&oobCode=...: choose a new password.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { authErrorMessage } from '@pilotmiles/core';
import { auth } from '../../lib/firebase';
import { codeOf, sameOriginPath } from './actionCodes';
import { useAuthFrame } from './authFrame';
import { EmulatorLinkBox } from './EmulatorLinkBox';
import { AUTH_FLAGS, withQuery } from './navigation';
import { NewPasswordView, type NewPasswordState } from './NewPasswordView';
import { RequestResetView } from './RequestResetView';
import { usePasswordCheck } from './usePasswordCheck';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  // Keyed by code so following a second link starts fresh.
  return oobCode ? <NewPassword key={oobCode} oobCode={oobCode} /> : <RequestReset />;
}

function RequestReset() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { signInPath } = useAuthFrame();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (input: string) => {
    const email = input.trim();
    setBusy(true);
    setError(null);
    try {
      // The link's continue URL: back to this frame's sign-in (the portal's, when reset there).
      await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${signInPath}` });
      setSentTo(email);
    } catch (err) {
      // An unknown address gets the same answer as a known one.
      if (codeOf(err) === 'auth/user-not-found') setSentTo(email);
      else setError(authErrorMessage(codeOf(err)));
    }
    setBusy(false);
  };

  return (
    <RequestResetView
      busy={busy}
      error={error}
      sentTo={sentTo}
      onSubmit={(email) => void submit(email)}
      onStartOver={() => setSentTo(null)}
      devHelper={
        sentTo && (
          <EmulatorLinkBox
            email={sentTo}
            kind="PASSWORD_RESET"
            action="Open the reset link"
            onFound={(code) => navigate(withQuery(pathname + search, { mode: 'resetPassword', oobCode: code.oobCode }))}
          />
        )
      }
    />
  );
}

function NewPassword({ oobCode }: { oobCode: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const frame = useAuthFrame();
  // Sign in where the reset began: the e-mail's continue URL (this site only), else this frame's page.
  const signInPath = sameOriginPath(params.get('continueUrl'), frame.signInPath);
  const [state, setState] = useState<NewPasswordState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const check = usePasswordCheck(password);

  useEffect(() => {
    let current = true;
    verifyPasswordResetCode(auth, oobCode).then(
      (email) => current && setState({ kind: 'ready', email, busy: false, error: null }),
      (err: unknown) => current && setState({ kind: 'invalid', message: authErrorMessage(codeOf(err)) }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  const save = async () => {
    if (state.kind !== 'ready') return;
    setState({ ...state, busy: true, error: null });
    try {
      await confirmPasswordReset(auth, oobCode, password);
      setState({ kind: 'done' });
    } catch (err) {
      const code = codeOf(err);
      if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code')
        setState({ kind: 'invalid', message: authErrorMessage(code) });
      else setState({ ...state, busy: false, error: authErrorMessage(code) });
    }
  };

  return (
    <NewPasswordView
      state={state}
      password={password}
      onPasswordChange={setPassword}
      check={check}
      onSubmit={() => void save()}
      onRequestNewLink={() => navigate(withQuery(pathname, search, AUTH_FLAGS), { replace: true })}
      signInPath={signInPath}
    />
  );
}
