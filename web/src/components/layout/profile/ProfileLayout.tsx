import type { ReactNode } from 'react';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { AppLink } from '../../AppLink';
import { ProfileSideMenu } from './ProfileSideMenu';

/**
 * Frame of the profile pages: the side menu on desktop; on phones only the content, with a way
 * back to /profile/menu (which is the phone's menu). Shared: the profile and rewards features
 * both have pages in the profile area (My rewards).
 */
export function ProfileLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, gap: 4 }}>
        <Box component="nav" aria-label="Profile" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Paper variant="outlined" sx={{ position: 'sticky', top: 88, overflow: 'hidden' }}>
            <ProfileSideMenu />
          </Paper>
        </Box>
        <Box>
          <Button
            component={AppLink}
            to="/profile/menu"
            startIcon={<ChevronLeftIcon />}
            size="small"
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: -1.5, mb: 1 }}
          >
            Profile
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {title}
            </Typography>
            {actions}
          </Box>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
