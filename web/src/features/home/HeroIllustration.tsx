/** A decorative balance card for the hero: an example of earning (HERO_CARD), not anyone's real data. */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { formatDollars, formatPM, formatSignedPM } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { HERO_CARD } from './homeContent';

const SAMPLE = HERO_CARD.lines;
const SAMPLE_BALANCE = SAMPLE.reduce((sum, s) => sum + s.amount, 0);
const { BadgeIcon } = HERO_CARD;

export function HeroIllustration() {
  return (
    <Box aria-hidden sx={{ position: 'relative', maxWidth: 380, mx: 'auto', width: '100%' }}>
      <Paper elevation={12} sx={{ p: 3, borderRadius: '20px', color: 'text.primary' }}>
        <Typography variant="body2" color="text.secondary">
          {HERO_CARD.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5 }}>
          <Typography sx={{ fontSize: 34, fontWeight: 800, color: brand.navy, lineHeight: 1.1 }}>
            {formatPM(SAMPLE_BALANCE)}
          </Typography>
          <Typography sx={{ color: brand.greenDark, fontWeight: 700 }}>≈ {formatDollars(SAMPLE_BALANCE)}</Typography>
        </Stack>
        <Stack spacing={1.25} sx={{ mt: 2.5 }}>
          {SAMPLE.map((s) => (
            <Stack key={s.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" noWrap>
                {s.label}
              </Typography>
              <Typography variant="body2" sx={{ color: brand.greenDark, fontWeight: 700, flexShrink: 0 }}>
                {formatSignedPM(s.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          right: { xs: -4, sm: -24 },
          bottom: -28,
          px: 2,
          py: 1.25,
          borderRadius: '12px',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: brand.green,
          color: '#fff',
          fontWeight: 700,
        }}
      >
        <BadgeIcon fontSize="small" /> {HERO_CARD.badge}
      </Paper>
    </Box>
  );
}
