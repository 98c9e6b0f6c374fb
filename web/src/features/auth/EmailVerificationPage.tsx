/**
 * /auth/email-verification: the identity provider's action links (?mode=...&oobCode=...) land
 * here. verifyEmail applies the code, then goes on to /success (→ sign-in with the welcome
 * message); resetPassword belongs to the reset page; recoverEmail undoes an e-mail change.
 */
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorMessage } from '@pilotmiles/core';
import { applyCodeOnce, codeOf, recoverEmailOnce, sameOriginPath } from './actionCodes';
import { useAuthFrame } from './authFrame';
import { EmailVerificationView, type EmailActionState } from './EmailVerificationView';
import { withQuery } from './navigation';

/** How long the 'Email verified!' message stays before moving on. */
const VERIFIED_PAUSE_MS = 1500;

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const frame = useAuthFrame();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const continueUrl = params.get('continueUrl');
  const handled = !!oobCode && (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail');
  const [state, setState] = useState<EmailActionState>(handled ? { kind: 'working' } : { kind: 'none' });

  useEffect(() => {
    if (!handled || !oobCode) return;
    let current = true;
    // auth/expired-action-code and auth/invalid-action-code are the usual answers.
    const fail = (err: unknown) => current && setState({ kind: 'failed', message: authErrorMessage(codeOf(err)) });
    if (mode === 'recoverEmail')
      recoverEmailOnce(oobCode).then((email) => current && setState({ kind: 'recovered', email }), fail);
    else
      applyCodeOnce(oobCode).then(
        () => current && setState({ kind: 'verified', next: sameOriginPath(continueUrl, frame.verifiedPath) }),
        fail,
      );
    return () => {
      current = false;
    };
  }, [handled, mode, oobCode, continueUrl, frame.verifiedPath]);

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => navigate(state.next, { replace: true }), VERIFIED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  if (mode === 'resetPassword' && oobCode) return <Navigate to={withQuery(frame.resetPath, search)} replace />;
  return <EmailVerificationView state={state} />;
}
