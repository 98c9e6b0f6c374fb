import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG, REWARD_ERROR_CODES } from '@pilotmiles/core';
import { openModal } from '../../components/modals/modalStore';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { startKyc, useKycCheck } from './kycApi';
import type { KycScreen, KycViewProps } from './KycView';
import { openProviderPage, recalledNext, rememberNext, safeNext } from './providerPage';

/**
 * The identity verification flow of /auth/kyc and of the /cp/rewards portal's kyc-2 (signed-in
 * members). 'Start verification' asks the server for a session (PATCH /users/kyc) and leaves for
 * Veriff's page; Veriff sends the member back (to /auth/kyc, or to the frame's returnPath) with
 * nothing added, whether they finished or gave up. So whenever the member's check is open
 * (pending), the page asks the server what Veriff decided about their current session (PATCH
 * /users/kyc-json). Leaving a verification half done goes through KYCClose.
 */
export interface KycFlowFrame {
  /** The page the provider sends the member back to (server-checked: a page of core's KYC_RETURN_PATH). */
  returnPath: string;
  /** Where 'Continue' and 'Leave' go when no `next` (under `within`) came along. */
  defaultNext: string;
  /** A `next` outside this path prefix is not followed, so the member stays in the frame. */
  within: string;
}

/** `frame`: a page hosting the flow elsewhere (the /cp/rewards portal); the product's /auth/kyc without it. */
export function useKycFlow(frame?: KycFlowFrame): KycViewProps {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // A return that carries the provider's session (?session_id=kys_…) has nothing more to tell us:
  // the server looks up the member's own session. Dropped from the address in place (no new history
  // entry), so a reload, a bookmark or a shared link does not carry it; `next` stays.
  const returnedWithSession = params.has('session_id');
  useEffect(() => {
    if (returnedWithSession)
      setParams(
        (p) => {
          p.delete('session_id');
          return p;
        },
        { replace: true },
      );
  }, [returnedWithSession, setParams]);
  const { user, refreshUser } = useSession();
  // Veriff returns without our query: `next` was kept for the round trip.
  const next = safeNext(params.get('next') ?? recalledNext(), frame?.defaultNext, frame?.within);
  const status = user?.kyc_status ?? 'none';

  // True once the browser is on its way to the provider: the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false);
  // The server answered an address that is not a web page: nothing to follow.
  const [badProviderUrl, setBadProviderUrl] = useState(false);
  const returnPath = frame?.returnPath;
  const start = useMutation({
    mutationFn: () => startKyc(returnPath),
    onMutate: () => setBadProviderUrl(false),
    onSuccess: ({ session_url }) => {
      if (session_url) {
        rememberNext(next);
        const opened = openProviderPage(session_url);
        setLeaving(opened);
        setBadProviderUrl(!opened);
        return;
      }
      // No page to visit: already verified, or a person at Veriff is checking. The session's record says so once refreshed.
      void refreshUser();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === REWARD_ERROR_CODES.kycAlreadyApproved) void refreshUser();
    },
  });
  const { mutate: startMutate } = start;

  // Back from the provider's page with the browser's Back button: the page may come from the
  // back-forward cache as it was left, busy; it is not leaving any more.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // A check is open: back from Veriff's page, or any visit meanwhile. The server asks Veriff.
  const check = useKycCheck({ enabled: status === 'pending' });
  // The server applied Veriff's answer to the member's record: the session's copy follows.
  const onChecked = useEffectEvent(() => void refreshUser());
  useEffect(() => {
    if (check.dataUpdatedAt) onChecked();
  }, [check.dataUpdatedAt]);

  let screen: KycScreen = { kind: 'status', status };
  if (check.data) screen = { kind: 'result', kyc: check.data };
  else if (status === 'pending' && check.isPending) screen = { kind: 'checking' };

  // Started at Veriff and not decided there: leaving deserves a question.
  const unfinished = (check.data?.status ?? status) === 'pending';
  const startError =
    start.isError && !(start.error instanceof ApiError && start.error.code === REWARD_ERROR_CODES.kycAlreadyApproved);

  return {
    screen,
    next,
    starting: start.isPending || leaving,
    onStart: () => startMutate(),
    refreshing: check.isFetching && !!check.data,
    onRefresh: () => void check.refetch(),
    error: startError
      ? errorMessage(start.error)
      : badProviderUrl
        ? MSG.genericError
        : check.isError
          ? errorMessage(check.error)
          : null,
    onClose: () => (unfinished ? openModal('KYCClose', { next, onContinue: () => startMutate() }) : navigate(next)),
  };
}
