/** Signed-out prompt: 'Ready for Takeoff?', a Create Account button and a sign-in link. */
import { Box, Button, Link, Typography } from '@mui/material';
import { MSG } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import { brand } from '../../../theme/tokens';

/** `band`: the full-width strip above the footer; `card`: compact, inside the mobile drawer. */
export function TakeoffPrompt({ variant, onNavigate }: { variant: 'band' | 'card'; onNavigate?: () => void }) {
  const band = variant === 'band';
  return (
    <Box
      component="section"
      aria-labelledby={`takeoff-${variant}`}
      sx={{
        textAlign: 'center',
        color: '#fff',
        background: `linear-gradient(135deg, ${brand.navy} 0%, ${brand.navyLight} 100%)`,
        borderRadius: band ? '24px' : '16px',
        px: band ? { xs: 3, sm: 6 } : 2.5,
        py: band ? { xs: 5, sm: 6 } : 3,
      }}
    >
      <Typography
        id={`takeoff-${variant}`}
        variant={band ? 'h4' : 'h6'}
        component="h2"
        sx={{ fontWeight: 800, fontSize: band ? { xs: 28, sm: 34 } : undefined }}
      >
        {MSG.readyForTakeoff}
      </Typography>
      <Typography sx={{ mt: 1, mb: band ? 3 : 2, opacity: 0.85 }}>{MSG.signInToUnlock}.</Typography>
      <Button
        component={AppLink}
        to="/auth/signup"
        onClick={onNavigate}
        variant="contained"
        color="secondary"
        size={band ? 'large' : 'medium'}
        fullWidth={!band}
        sx={band ? { px: 5 } : undefined}
      >
        Create Account
      </Button>
      <Typography variant="body2" sx={{ mt: 2, opacity: 0.9 }}>
        Already a member?{' '}
        <Link component={AppLink} to="/auth/signin" onClick={onNavigate} sx={{ color: '#fff', fontWeight: 700 }} underline="always">
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}
