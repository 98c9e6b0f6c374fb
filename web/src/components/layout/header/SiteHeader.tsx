/** The header wired to the session. */
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { lazy, Suspense } from 'react';
import { headerAccount } from './account';
import { SiteHeaderView } from './SiteHeaderView';

// Only signed-in members have notifications: visitors never download the bell.
const NotificationsBell = lazy(() =>
  import('../../../features/notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
);

export function SiteHeader() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <SiteHeaderView
      account={headerAccount(session)}
      onSignOut={() => void signOut()}
      notifications={
        <Suspense fallback={null}>
          <NotificationsBell />
        </Suspense>
      }
    />
  );
}
