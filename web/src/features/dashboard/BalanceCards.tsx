import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import TodayIcon from '@mui/icons-material/Today';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { formatDollars, formatPM } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';

export interface BalanceCardsProps {
  balance?: number;
  /** Every PM credited today, bonuses included. */
  earnedToday?: number;
  /** The part of it from activities (what the daily challenge counts); the rest is bonuses. */
  activityToday?: number;
  lifetime?: number;
}

/**
 * Figures of the dashboard; a value of undefined shows a skeleton while loading. 'Earned today'
 * says how much came from activities and how much from bonuses, so it never reads as contradicting
 * the challenge beside it (which counts activities only).
 */
export function BalanceCards({ balance, earnedToday, activityToday, lifetime }: BalanceCardsProps) {
  const split =
    earnedToday !== undefined && activityToday !== undefined && activityToday <= earnedToday
      ? { activities: activityToday, bonuses: earnedToday - activityToday }
      : undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr' }, gap: 1.5 }}>
      <Card
        component="section"
        aria-label="Balance"
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          border: 0,
          color: '#fff',
          background: `linear-gradient(135deg, ${brand.navy} 0%, ${brand.navyLight} 60%, #1d4e89 100%)`,
        }}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, opacity: 0.85, mb: 1 }}>
            <AccountBalanceWalletIcon fontSize="small" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Your balance
            </Typography>
          </Box>
          {balance === undefined ? (
            <Skeleton width="60%" height={56} sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Typography component="p" sx={{ fontSize: { xs: '2.25rem', sm: '2.75rem' }, fontWeight: 800, lineHeight: 1.15 }}>
                {formatPM(balance)}
              </Typography>
              <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 600, color: brand.gold }}>
                ≈ {formatDollars(balance)}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" sx={{ opacity: 0.75, mt: 0.5 }}>
            100 PM = $1.00
          </Typography>
        </CardContent>
      </Card>
      <Figure label="Earned today" icon={<TodayIcon fontSize="small" />} value={earnedToday}>
        {split && (
          <Box
            component="dl"
            aria-label="Earned today by source"
            sx={{
              m: 0,
              mt: 1,
              pt: 1,
              borderTop: 1,
              borderColor: 'divider',
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              justifyContent: 'space-between',
              columnGap: 1,
              fontSize: '0.8125rem',
              color: 'text.secondary',
              '& dd': { m: 0, fontWeight: 700, color: 'text.primary', textAlign: 'right', whiteSpace: 'nowrap' },
            }}
          >
            <dt>Activities</dt>
            <dd>{formatPM(split.activities)}</dd>
            <dt>Bonuses</dt>
            <dd>{formatPM(split.bonuses)}</dd>
          </Box>
        )}
      </Figure>
      <Figure label="Lifetime earned" icon={<TrendingUpIcon fontSize="small" />} value={lifetime} />
    </Box>
  );
}

function Figure({ label, icon, value, children }: { label: string; icon: ReactNode; value?: number; children?: ReactNode }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
          {icon}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Box>
        {value === undefined ? (
          <Skeleton width="70%" height={40} />
        ) : (
          <>
            <Typography component="p" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 800, lineHeight: 1.2 }}>
              {formatPM(value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ≈ {formatDollars(value)}
            </Typography>
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
}
