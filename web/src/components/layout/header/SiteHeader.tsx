/** The header wired to the session. */
import { useSession } from '../../../app/session';
import { useSignOut } from '../../../app/useSignOut';
import { NotificationsBell } from '../../../features/notifications/NotificationsBell';
import { headerAccount } from './account';
import { SiteHeaderView } from './SiteHeaderView';

export function SiteHeader() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <SiteHeaderView
      account={headerAccount(session)}
      onSignOut={() => void signOut()}
      notifications={<NotificationsBell />}
    />
  );
}
