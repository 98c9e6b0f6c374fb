/**
 * The classic design's layout, around every page of its route table: header, the page's
 * banner, the page, the 'Ready for Takeoff?' prompt for visitors, and the footer. Pages bring their
 * own Container, so a page may also run edge to edge (the home hero does). It wears the base theme
 * (theme/), which AppProviders gives every page.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Container } from '@mui/material';
import { useSession } from '../../../lib/session';
import { useSupportChat } from '../../../lib/supportChat';
import { useDesignRedirect } from '../../../lib/design';
import { FullScreenSpinner } from '../../../components/feedback/FullScreenSpinner';
import { fullPageSx } from '../../../components/layout/fullPageSx';
import { PageBanner } from './banner/PageBanner';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TakeoffPrompt } from './TakeoffPrompt';
import { MemberAgents } from '../../MemberAgents';
import { useMemberShellWhileLoading } from '../../memberShell';

export default function ClassicLayout() {
  const { status } = useSession();
  // The support chat: members only, after first paint and idle; nothing where it is not configured.
  useSupportChat(status === 'signedIn');
  // A member who chose the /new design is sent from /dashboard to /new/dashboard, once a session.
  useDesignRedirect(status === 'signedIn');
  // Until we know who is here, the header would flash 'Sign in' at members: the full-screen spinner
  // instead, or the layout with no account in the header on a page that shows itself meanwhile.
  const shell = useMemberShellWhileLoading();
  if (status === 'loading' && !shell) return <FullScreenSpinner />;

  return (
    <Box sx={fullPageSx}>
      {/* Each part of a prerendered page hydrates in its own commit (a boundary each). */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Suspense>
        <PageBanner />
      </Suspense>
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      {status === 'signedOut' && (
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <TakeoffPrompt variant="band" />
        </Container>
      )}
      <Suspense>
        <SiteFooter />
      </Suspense>
      {status === 'signedIn' && <MemberAgents />}
    </Box>
  );
}
