/**
 * The frame of every /new page, from props: app bar, the rail (desktop) or bottom navigation
 * (phones), the page, and a slim footer with the way back to the classic design. Pages bring their
 * own Container. The theme variant and the session come from NewLayout.
 */
import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import type { HeaderAccount } from '../../../components/layout/account';
import { fullPageSx } from '../../../components/layout/fullPageSx';
import { NEW_SURFACE } from './newTheme';
import { newSection } from './newNav';
import { APP_BAR_HEIGHT, NewAppBar } from './NewAppBar';
import { BOTTOM_NAV_HEIGHT, NewBottomNav, NewRail } from './NewNav';
import { BackToClassicLink } from './DesignSwitch';

export function NewShell({
  account,
  onSignOut,
  children,
}: {
  account: HeaderAccount;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const current = newSection(useLocation().pathname);
  return (
    <Box sx={{ ...fullPageSx, bgcolor: NEW_SURFACE }}>
      <NewAppBar account={account} onSignOut={onSignOut} />
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        <NewRail current={current} top={APP_BAR_HEIGHT} />
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            // Nothing hides under the bottom navigation on phones.
            pb: { xs: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`, md: 0 },
          }}
        >
          <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
            {children}
          </Box>
          <Container component="footer" maxWidth="lg" sx={{ py: 3 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
            >
              <span>© {new Date().getFullYear()} PilotMiles</span>
              <BackToClassicLink signedIn={account.kind === 'signedIn'} />
            </Typography>
          </Container>
        </Box>
      </Box>
      <NewBottomNav current={current} />
    </Box>
  );
}
