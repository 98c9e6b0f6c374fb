/**
 * The layout of the /new design (docs/product.md "The /new design"): its own theme variant
 * (newTheme), an app bar, bottom navigation on phones and a rail on desktop (NewShell). Members
 * get the daily prompts and the push agent as in the classic layout (MemberAgents).
 * Loaded lazily: visitors of the classic pages never download it.
 */
import { Outlet } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { FullScreenSpinner } from '../../../components/feedback/FullScreenSpinner';
import { headerAccount } from '../../../components/layout/account';
import { newTheme } from './newTheme';
import { NewShell } from './NewShell';
import { MemberAgents } from '../../MemberAgents';

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
      {session.status === 'signedIn' && <MemberAgents />}
    </ThemeProvider>
  );
}
