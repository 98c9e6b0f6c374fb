/** The figures over the list: how many sweepstakes, how many open, entries, entrants, PM and prizes. */
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { formatDollars, formatPM, type AdminSweepstakes } from '@pilotmiles/core';
import { formatUsd } from '../shared/format';

type Totals = AdminSweepstakes['totals'];

const count = (n: number) => n.toLocaleString('en-US');

const FIGURES: readonly { label: string; value: (t: Totals) => string; sub?: (t: Totals) => string }[] = [
  { label: 'Sweepstakes', value: (t) => count(t.sweepstakes) },
  { label: 'Open now', value: (t) => count(t.active) },
  { label: 'Entries', value: (t) => count(t.entries) },
  { label: 'Entrants', value: (t) => count(t.entrants) },
  { label: 'PM collected', value: (t) => formatPM(t.pm_collected), sub: (t) => formatDollars(t.pm_collected) },
  { label: 'Prizes', value: (t) => formatUsd(t.prizes_usd) },
];

/** Skeletons while `totals` is undefined. */
export function SweepstakeTotals({ totals }: { totals: Totals | undefined }) {
  return (
    <Box
      component="section"
      aria-label="Totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {FIGURES.map((f) => (
        <Paper key={f.label} variant="outlined" component="section" aria-label={f.label} sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {f.label}
          </Typography>
          {totals ? (
            <>
              <Typography component="p" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, fontWeight: 800, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {f.value(totals)}
              </Typography>
              {f.sub && (
                <Typography variant="caption" color="text.secondary">
                  {f.sub(totals)}
                </Typography>
              )}
            </>
          ) : (
            <Skeleton width="60%" height={32} />
          )}
        </Paper>
      ))}
    </Box>
  );
}
