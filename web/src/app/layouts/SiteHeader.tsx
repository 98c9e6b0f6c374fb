/** The header wired to the session, with the notifications feature's bell (so it lives in app/). */
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/useSignOut';
import { headerAccount } from '../../components/layout/header/account';
import { SiteHeaderView } from '../../components/layout/header/SiteHeaderView';

// Only signed-in members have notifications: visitors never download the bell.
const NotificationsBell = lazy(() =>
  import('../../features/notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
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
