import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Reward } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { RewardGrid } from './RewardGrid';
import { RewardsError } from './RewardsListParts';

export interface SearchRedeemViewProps {
  /** The search shown (the trimmed ?q=); '' when there is none. */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  rewards: Reward[] | undefined;
  refreshing?: boolean;
  /** The member's balance; null for a visitor. */
  balance: number | null;
  onRedeem: (reward: Reward) => void;
}

const count = (n: number) => (n === 1 ? '1 reward matches' : `${n} rewards match`);

/** /search/redeem (SPEC §2 Search section): the banner holds the search box; these are the rewards it found. */
export function SearchRedeemView(props: SearchRedeemViewProps) {
  const { query, status, error, onRetry, rewards, refreshing, balance, onRedeem } = props;
  const allRewards = (
    <Link component={AppLink} to="/rewards" underline="hover" sx={{ fontWeight: 600 }}>
      See all rewards
    </Link>
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ minHeight: 4 }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating results" />}
      </Box>
      {status === 'idle' && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">
            Type the gift card or reward you are looking for in the search box above.
          </Typography>
          <Box sx={{ mt: 1 }}>{allRewards}</Box>
        </Box>
      )}
      {status === 'loading' && <SectionSpinner label="Searching rewards" />}
      {status === 'error' && <RewardsError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && rewards?.length === 0 && (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography role="status" sx={{ mt: 1, fontWeight: 600, fontSize: 18, overflowWrap: 'anywhere' }}>
            No rewards match '{query}'
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Try another brand or word, or browse every reward.
          </Typography>
          {allRewards}
        </Box>
      )}
      {status === 'ready' && !!rewards?.length && (
        <>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography role="status" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {count(rewards.length)}{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                '{query}'
              </Box>
            </Typography>
            {allRewards}
          </Box>
          <RewardGrid rewards={rewards} balance={balance} onRedeem={onRedeem} label="Search results" />
        </>
      )}
    </Stack>
  );
}
