import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import TodayIcon from '@mui/icons-material/Today';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { formatDollars, formatPM } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';

/** Figures of the dashboard; a value of undefined shows a skeleton while loading. */
export function BalanceCards({ balance, earnedToday, lifetime }: { balance?: number; earnedToday?: number; lifetime?: number }) {
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
      <Figure label="Earned today" icon={<TodayIcon fontSize="small" />} value={earnedToday} />
      <Figure label="Lifetime earned" icon={<TrendingUpIcon fontSize="small" />} value={lifetime} />
    </Box>
  );
}

function Figure({ label, icon, value }: { label: string; icon: ReactNode; value?: number }) {
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
          </>
        )}
      </CardContent>
    </Card>
  );
}
