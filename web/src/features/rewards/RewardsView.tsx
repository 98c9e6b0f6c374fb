import { useDeferredValue } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { Reward } from '@pilotmiles/core';
import { RewardFilterBar, type RewardFilterBarProps } from './RewardFilterBar';
import { RewardGrid, RewardGridSkeleton } from './RewardGrid';
import { BalanceStrip, RewardsError } from './RewardsListParts';

export const NO_REWARDS_TEXT = 'No rewards match your search.';

/** Rewards as every list of them takes them (the catalogue in either design, the search). */
export interface RewardsListState {
  /** The failure's message. */
  error: string | null;
  onRetry: () => void;
  rewards: Reward[] | undefined;
  /** Other filters are loading while the previous rewards still show. */
  refreshing?: boolean;
  /** The member's balance; null for a visitor (Redeem asks them to sign up). */
  balance: number | null;
  onRedeem: (reward: Reward) => void;
}

export interface RewardsViewProps extends RewardsListState {
  filterBar: RewardFilterBarProps;
  status: 'loading' | 'error' | 'ready';
}

/** /rewards: the member's balance, category tabs, search and sort, and the reward cards. */
export function RewardsView(props: RewardsViewProps) {
  const { filterBar, error, onRetry, refreshing, balance, onRedeem } = props;
  // The cards render in the background, a few milliseconds at a time, after the answer arrives:
  // rendered with it they held a phone's main thread for ~400 ms (Lighthouse's Total Blocking Time).
  const rewards = useDeferredValue(props.rewards);
  const status = props.status === 'ready' && rewards === undefined ? 'loading' : props.status;
  return (
    <Stack spacing={2.5}>
      {balance !== null && <BalanceStrip balance={balance} />}
      <RewardFilterBar {...filterBar} />
      <Box sx={{ minHeight: 4, mt: '12px !important' }}>
        {refreshing && <LinearProgress color="secondary" aria-label="Updating rewards" />}
      </Box>
      {status === 'loading' && <RewardGridSkeleton label="Loading rewards" />}
      {status === 'error' && <RewardsError message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && rewards?.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {NO_REWARDS_TEXT}
        </Typography>
      )}
      {status === 'ready' && !!rewards?.length && (
        <RewardGrid rewards={rewards} balance={balance} onRedeem={onRedeem} />
      )}
    </Stack>
  );
}
