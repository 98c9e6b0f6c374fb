/** The PilotMiles mark and wordmark; a link home. */
import { Box } from '@mui/material';
import { AppLink } from '../AppLink';
import { brand } from '../../theme/tokens';

/** On navy, the navy tile would vanish: `inverted` lightens it. */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill={inverted ? 'rgba(255,255,255,.12)' : brand.navy} />
      <path d="M12 36l40-16-10 26-8-9-7 7v-9l17-13-21 12z" fill={brand.greenBright} />
    </Box>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={AppLink}
      to="/"
      aria-label="PilotMiles home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#fff' : brand.navy,
        fontWeight: 800,
        fontSize: { xs: 18, sm: 20 },
        letterSpacing: '-0.02em',
        flexShrink: 0,
      }}
    >
      <LogoMark inverted={inverted} />
      <span>
        Pilot<Box component="span" sx={{ color: inverted ? '#4ade80' : brand.green }}>Miles</Box>
      </span>
    </Box>
  );
}
