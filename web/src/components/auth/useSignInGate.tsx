/**
 * The sign-in gate of members-only pages, the product's (app/guards.tsx) and the partner portal's:
 * null for a signed-in member, else what to show instead.
 */
import { useEffect, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Container } from '@mui/material';
import { MSG } from '@pilotmiles/core';
import { useAuthSettled, useSession } from '../../lib/session';
import { loadAuth } from '../../lib/loadAuth';
import { signOutInProgress } from '../../lib/authState';
import { FullScreenSpinner } from '../feedback/FullScreenSpinner';
import { ErrorState } from '../feedback/ErrorState';

/** A visitor goes to `signInPath`, which brings them back here after signing in. */
export function useSignInGate(signInPath: string): ReactElement | null {
  const session = useSession();
  const location = useLocation();
  // Signed out only because Auth has not loaded yet (no signed-in hint): ask Auth before sending anyone away.
  const settled = useAuthSettled();
  const unsure = session.status === 'signedOut' && !settled;
  useEffect(() => {
    if (unsure) void loadAuth();
  }, [unsure]);
  // A sign-out in progress is taking the person elsewhere (home, or sign-in after a 403).
  const leaving = session.status === 'signedOut' && signOutInProgress();
  if (session.status === 'loading' || unsure || leaving) return <FullScreenSpinner />;
  if (session.status === 'signedOut')
    return <Navigate to={signInPath} replace state={{ from: location.pathname + location.search }} />;
  if (session.status === 'error')
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <ErrorState message={MSG.errorFetchingUser} onRetry={() => void session.refreshUser()} />
      </Container>
    );
  return null;
}
