/**
 * The layout of the /new design (SPEC §2 'Alternate design under /new', issue 14): its own theme
 * variant (theme/newTheme), an app bar, bottom navigation on phones and a rail on desktop
 * (new/NewShell). Members get the daily prompts and the push agent as in the classic layout.
 * Loaded lazily: visitors of the classic pages never download it.
 */
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/useSignOut';
import { FullScreenSpinner } from '../../components/feedback/FullScreenSpinner';
import { headerAccount } from '../../components/layout/header/account';
import { newTheme } from '../../theme/newTheme';
import { NewShell } from './new/NewShell';

// Signed-in members only: visitors never download the daily prompt.
const DailyAutoPrompt = lazy(() =>
  import('../../features/daily/DailyAutoPrompt').then((m) => ({ default: m.DailyAutoPrompt })),
);
const PushAgent = lazy(() => import('../../features/push/PushAgent').then((m) => ({ default: m.PushAgent })));

export default function NewLayout() {
  const session = useSession();
  const signOut = useSignOut();
  // Until we know who is here, the app bar would flash 'Sign in' at members: the spinner instead.
  if (session.status === 'loading') return <FullScreenSpinner />;
  return (
    <ThemeProvider theme={newTheme}>
      <NewShell account={headerAccount(session)} onSignOut={() => void signOut()}>
        <Outlet />
      </NewShell>
      {session.status === 'signedIn' && (
        <Suspense fallback={null}>
          <DailyAutoPrompt />
          <PushAgent />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
