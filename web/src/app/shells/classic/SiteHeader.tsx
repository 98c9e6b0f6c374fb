/** The header wired to the session, with the notifications feature's bell (so it lives in app/). */
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/useSignOut';
import { headerAccount } from '../../../components/layout/account';
import { MobileNav, SiteHeaderView } from './header/SiteHeaderView';
import { HoverMenuPopup } from './header/HoverMenu';
import { whenIdle } from '../../../lib/whenIdle';

// Only signed-in members have notifications: visitors never download the bell.
const NotificationsBell = lazy(() =>
  import('../../../features/notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
);

export function SiteHeader() {
  const session = useSession();
  const signOut = useSignOut();
  // The drawer (phones) or the dropdowns (wider screens) load once the page is idle, so the first
  // tap or hover does not wait for them.
  useEffect(
    () =>
      whenIdle(() => {
        const phone = window.matchMedia('(max-width: 899.95px)').matches;
        void (phone ? MobileNav : HoverMenuPopup).preload();
      }),
    [],
  );
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
