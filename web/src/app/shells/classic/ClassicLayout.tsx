/**
 * The shell of every user-layout page (SPEC §2): header, the page's banner, the page, the
 * 'Ready for Takeoff?' prompt for visitors, and the footer. Pages bring their own Container, so a
 * page may also run edge to edge (the home hero does).
 */
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Container } from '@mui/material';
import { useSession } from '../../lib/session';
import { useSupportChat } from '../../lib/supportChat';
import { useDesignRedirect } from '../../lib/design';
import { FullScreenSpinner } from '../../components/feedback/FullScreenSpinner';
import { PageBanner } from '../../components/layout/banner/PageBanner';
import { SiteFooter } from '../../components/layout/footer/SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TakeoffPrompt } from '../../components/layout/TakeoffPrompt';

// Signed-in members only: visitors never download the daily prompt.
const DailyAutoPrompt = lazy(() =>
  import('../../features/daily/DailyAutoPrompt').then((m) => ({ default: m.DailyAutoPrompt })),
);
const PushAgent = lazy(() => import('../../features/push/PushAgent').then((m) => ({ default: m.PushAgent })));

export default function UserLayout() {
  const { status } = useSession();
  // The support chat: members only, after first paint and idle; nothing where it is not configured.
  useSupportChat(status === 'signedIn');
  // A member who chose the /new design is sent from /dashboard to /new/dashboard, once a session.
  useDesignRedirect(status === 'signedIn');
  // Until we know who is here, the header would flash 'Sign in' at members: the SPEC's spinner instead.
  if (status === 'loading') return <FullScreenSpinner />;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <PageBanner />
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
      {status === 'signedOut' && (
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <TakeoffPrompt variant="band" />
        </Container>
      )}
      <SiteFooter />
      {status === 'signedIn' && (
        <Suspense fallback={null}>
          <DailyAutoPrompt />
          <PushAgent />
        </Suspense>
      )}
    </Box>
  );
}
