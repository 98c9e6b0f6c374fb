/** Small pieces of the portal's pages: the auth card, the members-only gate and the page heading. */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useSignInGate } from '../../components/auth/useSignInGate';
import { useCpPortal } from './portalContext';

/** The product's auth views sit in a card of their own width, as on /auth. */
export function CpAuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 480,
        mx: 'auto',
        p: { xs: 2.5, sm: 5 },
        border: '1px solid #e2e8f0',
        color: 'text.primary',
      }}
    >
      {children}
    </Paper>
  );
}

export function CpHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ mt: 1, opacity: 0.8 }}>{lead}</Typography>}
    </Box>
  );
}

/** Members only: a visitor goes to the portal's log-in, and comes back here after it. */
export function CpRequireAuth({ children }: { children: ReactNode }) {
  const { path } = useCpPortal();
  return useSignInGate(path('login')) ?? <>{children}</>;
}
