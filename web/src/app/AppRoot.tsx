/** The root route: session, and what happens on every navigation. */
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@pilotmiles/core';
import { SessionProvider } from '../lib/session';
import { signOutOfAuth } from '../lib/loadAuth';
import { setSessionExpiredHandler } from '../lib/api';
import { trackPageView } from '../lib/analytics';
import { captureCampaign } from '../lib/campaign';
import { useToast } from '../lib/toast';
import { GeoGuard } from '../components/GeoGuard';
import { ModalHost } from './ModalHost';
import { NavigationProgress } from '../components/feedback/NavigationProgress';
import { PwaAgent } from '../features/pwa/PwaAgent';

export default function AppRoot() {
  return (
    <SessionProvider>
      <NavigationEffects />
      <SessionExpiry />
      <GeoGuard />
      <NavigationProgress />
      <PwaAgent />
      <Outlet />
      <ModalHost />
    </SessionProvider>
  );
}

/** Scroll to top, a page-view event and campaign capture on every navigation. */
function NavigationEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    trackPageView(pathname);
  }, [pathname]);
  useEffect(() => captureCampaign(search), [search]);
  return null;
}

/** Any 403 from /api: 'Session expired. Please sign in again.', sign out, go to sign-in. */
function SessionExpiry() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const handling = useRef(false);
  useEffect(() => {
    setSessionExpiredHandler(() => {
      if (handling.current) return;
      handling.current = true;
      toast.error(MSG.sessionExpired);
      const leave = () => {
        queryClient.clear();
        // Inside the partner portal, its own sign-in (the brand is remembered for the tab).
        const signIn = window.location.pathname.startsWith('/cp/rewards') ? '/cp/rewards/login' : '/auth/signin';
        return navigate(`${signIn}?sessionExpired=true`, { replace: true, flushSync: true });
      };
      // Signed out or not (a failed sign-out still ends here), the person goes to sign-in.
      void signOutOfAuth(leave)
        .catch(leave)
        .finally(() => {
          handling.current = false;
        });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, toast, queryClient]);
  return null;
}
