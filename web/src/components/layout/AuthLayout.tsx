/**
 * The auth pages' layout: the logo (a link home), a centered card holding the page, and a small
 * footer line. Pages are the card's content and stay within its width.
 */
import { Outlet } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@mui/material';
import { Logo } from './Logo';
import { fullPageSx } from './fullPageSx';

export default function AuthLayout() {
  return (
    <Box
      sx={{
        ...fullPageSx,
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 5 },
        background: 'radial-gradient(1200px 500px at 50% -10%, rgba(22, 163, 74, 0.10), transparent), #f4f7fb',
      }}
    >
      <Logo />
      <Paper
        component="main"
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 480,
          mt: { xs: 3, sm: 4 },
          p: { xs: 2.5, sm: 5 },
          border: '1px solid #e2e8f0',
          boxShadow: '0 10px 30px rgba(11, 37, 69, 0.06)',
        }}
      >
        <Outlet />
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 4, textAlign: 'center' }}>
        © {new Date().getFullYear()} PilotMiles ·{' '}
        <Link href="https://pilotmiles.com/terms" target="_blank" rel="noopener" color="inherit">
          Terms
        </Link>{' '}
        ·{' '}
        <Link href="https://pilotmiles.com/privacy" target="_blank" rel="noopener" color="inherit">
          Privacy
        </Link>
      </Typography>
    </Box>
  );
}
