/** The funnel as a list with bars: sign-up → verified → first earning → first redemption, counts and step conversion. */
import { Box, Typography } from '@mui/material';
import type { EventFunnel } from '@pilotmiles/core';
import { funnelSteps } from './funnelData';

const count = new Intl.NumberFormat('en-US');

export function FunnelSteps({ funnel, label = 'Funnel' }: { funnel: EventFunnel; label?: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {funnelSteps(funnel).map((s, i) => (
        <Box component="li" key={s.key} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.label}
            </Typography>
            <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 700 }}>
              {count.format(s.count)}
            </Typography>
            {i > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ minWidth: 56, textAlign: 'right' }}>
                {s.conversion === null ? '—' : `${s.conversion}%`}
              </Typography>
            )}
            {i === 0 && <Box sx={{ minWidth: 56 }} />}
          </Box>
          <Box sx={{ mt: 0.5, height: 8, borderRadius: 1, bgcolor: 'grey.100', overflow: 'hidden' }} aria-hidden>
            <Box sx={{ height: '100%', width: `${s.width}%`, bgcolor: 'primary.main', borderRadius: 1 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
