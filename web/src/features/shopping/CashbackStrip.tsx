import type { ReactNode } from 'react';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { formatDollars, formatPM, type ShoppingDashboard } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { formatDate } from '../../lib/format';
import { nextExpectedDate } from './format';
import { OrderList } from './OrderList';

/** Orders the strip lists; the rest are on each store's page. */
export const RECENT_ORDERS = 3;

export interface CashbackStripProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  dashboard: ShoppingDashboard | undefined;
}

/**
 * 'Your cashback' on /shopping for a member: pending PilotMiles (with the soonest date one is
 * expected to be approved), confirmed PilotMiles, and the latest orders with where they stand.
 */
export function CashbackStrip({ status, error, onRetry, dashboard }: CashbackStripProps) {
  const next = dashboard ? nextExpectedDate(dashboard.orders) : null;
  const recent = dashboard?.orders.slice(0, RECENT_ORDERS) ?? [];
  return (
    <Paper component="section" aria-labelledby="your-cashback" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="your-cashback" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your cashback
      </Typography>
      {status === 'error' && <ErrorState message={error ?? ''} onRetry={onRetry} />}
      {status !== 'error' && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
            <Figure
              label="Pending"
              pm={dashboard?.pending_pilot_miles}
              note={next ? `Next expected ${formatDate(next)}` : dashboard ? 'Nothing waiting' : undefined}
            />
            <Figure label="Confirmed" pm={dashboard?.confirmed_pilot_miles} note="Added to your balance" />
          </Box>
          {status === 'loading' && <Skeleton height={56} sx={{ mt: 1 }} aria-hidden />}
          {status === 'ready' && recent.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <Typography sx={{ fontWeight: 700, fontSize: 15 }}>Recent orders</Typography>
              <OrderList orders={recent} label="Recent orders" />
            </Box>
          )}
          {status === 'ready' && recent.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 14 }}>
              No orders yet. Activate cashback at a store below, then shop: your orders show here.
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}

function Figure({ label, pm, note }: { label: string; pm: number | undefined; note?: string }) {
  return (
    <Box role="group" aria-label={`${label} cashback`} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {pm === undefined ? (
        <Skeleton width="60%" height={32} />
      ) : (
        <Typography sx={{ fontWeight: 800, fontSize: 22, overflowWrap: 'anywhere' }}>
          {formatPM(pm)}{' '}
          <Box component="span" sx={{ fontSize: 14, fontWeight: 500, color: 'text.secondary' }}>
            ({formatDollars(pm)})
          </Box>
        </Typography>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A visitor's strip: cashback needs an account. */
export function SignInToEarn({ children }: { children?: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="sign-in-to-earn"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <ShoppingBagOutlinedIcon color="secondary" aria-hidden sx={{ fontSize: 36, display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography id="sign-in-to-earn" variant="h6" component="h2">
          Sign in to earn cashback
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {children ?? 'Members earn PilotMiles back on every purchase at these stores. 100 PM = $1.'}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={AppLink} to="/auth/signin" variant="outlined">
          Sign in
        </Button>
        <Button component={AppLink} to="/auth/signup" variant="contained" color="secondary">
          Join for Free
        </Button>
      </Box>
    </Paper>
  );
}
