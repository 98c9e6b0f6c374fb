import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import ReplayIcon from '@mui/icons-material/Replay';
import { PAYOUT_STATUS_LABELS, formatPM, type Payout } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadMore } from '../../components/feedback/LoadMore';
import { formatDate, formatValue } from './format';
import { PAYOUT_TONE, payoutMessage } from './payoutStatus';
import { PayoutDeliveryDetails } from './PayoutDeliveryDetails';
import { RewardImage } from './RewardImage';

export const NO_PAYOUTS_TEXT = 'No rewards yet — redeem your PilotMiles for gift cards, cash or flights.';

export interface MyRewardsViewProps {
  status: 'loading' | 'error' | 'ready';
  /** The first page failed: nothing to show but this. */
  error: string | null;
  onRetry: () => void;
  payouts: Payout[];
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the payouts already loaded stay, with this under them. */
  loadMoreError: string | null;
  onLoadMore: () => void;
  onCopy: (text: string) => void;
}

/** 'My rewards': every redemption, newest first, with where it stands and what it delivered. */
export function MyRewardsView(props: MyRewardsViewProps) {
  const { status, error, onRetry, payouts, onCopy } = props;
  if (status === 'loading') return <PayoutsSkeleton />;
  if (status === 'error') return <ErrorState message={error ?? ''} onRetry={onRetry} />;
  if (payouts.length === 0) return <NoPayouts />;
  return (
    <Stack spacing={2}>
      <Stack component="ul" aria-label="My rewards" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {payouts.map((payout) => (
          <li key={payout.id}>
            <PayoutRow payout={payout} onCopy={onCopy} />
          </li>
        ))}
      </Stack>
      <LoadMore {...props} />
    </Stack>
  );
}

function PayoutRow({ payout, onCopy }: { payout: Payout; onCopy: (text: string) => void }) {
  const titleId = `payout-${payout.id}`;
  const message = payoutMessage(payout.status);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '112px minmax(0, 1fr)' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      <RewardImage src={payout.image_url} sx={{ borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {payout.reward_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatValue(payout.value_usd)} · {formatPM(payout.pilot_miles)} · {formatDate(payout.created_at)}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={PAYOUT_STATUS_LABELS[payout.status]}
            color={PAYOUT_TONE[payout.status]}
            sx={{ fontWeight: 700 }}
          />
        </Box>
        {payout.status === 'fulfilled' && <PayoutDeliveryDetails payout={payout} onCopy={onCopy} />}
        {payout.status === 'rejected' && <Rejected payout={payout} />}
        {message && (
          <Typography variant="body2" color="text.secondary">
            {message}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** Staff's reason, and the refund once it is posted (refund_tx). */
function Rejected({ payout }: { payout: Payout }) {
  return (
    <Alert severity="error" variant="outlined" icon={false} sx={{ py: 0.5 }}>
      {payout.rejection_reason && <Box>{payout.rejection_reason}</Box>}
      {payout.refund_tx && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            mt: payout.rejection_reason ? 0.5 : 0,
            fontWeight: 700,
            color: 'success.dark',
          }}
        >
          <ReplayIcon sx={{ fontSize: 18 }} aria-hidden />
          Refunded {formatPM(payout.pilot_miles)}
        </Box>
      )}
    </Alert>
  );
}

function NoPayouts() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <RedeemIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography role="status" color="text.secondary" sx={{ mb: 3 }}>
        {NO_PAYOUTS_TEXT}
      </Typography>
      <Button component={AppLink} to="/rewards" variant="contained" color="secondary">
        Browse rewards
      </Button>
    </Paper>
  );
}

function PayoutsSkeleton() {
  return (
    <Stack role="progressbar" aria-label="Loading your rewards" spacing={1.5}>
      {Array.from({ length: 3 }, (_, i) => (
        <Paper key={i} variant="outlined" aria-hidden sx={{ p: 2, display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" sx={{ width: { xs: 72, sm: 112 }, aspectRatio: '16 / 10', height: 'auto' }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="35%" />
            <Skeleton width="70%" />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
