import type { ComponentType, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';

/** The title block at the top of every card in the auth layout (sign-in, sign-up, verification, KYC). */
export function AuthHeading({ title, subtitle, icon }: { title: string; subtitle?: ReactNode; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', mb: 3 }}>
      {icon && <Box sx={{ mb: 2 }}>{icon}</Box>}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

type Tone = 'success' | 'warning' | 'primary';

/** A large icon in a soft circle of its tone, for the status screens (sent, verified, failed...). */
export function HeadingIcon({ icon: Icon, tone }: { icon: ComponentType<{ sx?: object }>; tone: Tone }) {
  const theme = useTheme();
  const color = theme.palette[tone].main;
  return (
    <Box
      aria-hidden
      sx={{
        width: 72,
        height: 72,
        mx: 'auto',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(color, 0.12),
        color,
      }}
    >
      <Icon sx={{ fontSize: 38 }} />
    </Box>
  );
}
