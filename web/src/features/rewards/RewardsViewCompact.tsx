import { memo, useId } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import {
  REWARD_CATEGORIES,
  REWARD_CATEGORY_LABELS,
  formatDollars,
  formatPM,
  type Reward,
  type RewardCategory,
} from '@pilotmiles/core';
import { ChipScroller } from '../../components/ChipScroller';
import { openModal } from '../../components/modals/modalStore';
import { CardSkeletons, EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { PageHeader } from '../../components/PageHeader';
import { bigTouchSx, heroCardSx, raisedCardSx } from '../../components/cardSx';
import { adjustmentLabel, cardPrices } from './format';
import { RewardImage } from './RewardImage';
import { RewardProgress } from './RewardProgress';
import { rewardsErrorText } from './RewardsListParts';
import type { RewardsListState } from './RewardsView';

export const NO_REWARDS_IN_CATEGORY_TEXT = 'No rewards in this category yet';

/** The chips' key for 'All' (no category). */
const ALL = 'all';
const CATEGORY_CHIPS = [{ key: ALL, label: 'All' }, ...REWARD_CATEGORIES.map((c) => ({ key: c, label: REWARD_CATEGORY_LABELS[c] }))];

export interface RewardsViewCompactProps extends RewardsListState {
  category: RewardCategory | null;
  onCategoryChange: (category: RewardCategory | null) => void;
  status: 'loading' | 'error' | 'ready';
}

/** /new/redeem: the balance, category chips, and the catalogue as big cards. */
export function RewardsViewCompact({ category, onCategoryChange, status, error, onRetry, rewards, balance, onRedeem }: RewardsViewCompactProps) {
  return (
    <Box>
      <PageHeader title="Redeem" subtitle="Gift cards, cash and flights for your PilotMiles." />
      {balance !== null && (
        <Paper
          sx={[heroCardSx, { p: { xs: 2.5, sm: 3 }, mb: 2.5 }]}
          aria-label="Your balance"
          component="section"
        >
          <Typography variant="body2" sx={{ opacity: 0.8, fontWeight: 600 }}>
            You have
          </Typography>
          <Typography sx={{ fontWeight: 900, fontSize: { xs: 30, md: 36 }, lineHeight: 1.1 }}>{formatPM(balance)}</Typography>
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            ≈ {formatDollars(balance)} to spend
          </Typography>
        </Paper>
      )}
      <Box sx={{ mb: 1.5 }}>
        <ChipScroller
          label="Categories"
          options={CATEGORY_CHIPS}
          value={category ?? ALL}
          onSelect={(key) => onCategoryChange(key === ALL ? null : (key as RewardCategory))}
        />
      </Box>
      {status === 'loading' && <CardSkeletons label="Loading rewards" count={4} height={140} />}
      {status === 'error' && <ErrorCard message={rewardsErrorText(error ?? '')} onRetry={onRetry} />}
      {status === 'ready' && !rewards?.length && (
        <EmptyCard
          icon={<CardGiftcardIcon />}
          title={NO_REWARDS_IN_CATEGORY_TEXT}
          action={category && <Button onClick={() => onCategoryChange(null)}>See all rewards</Button>}
        />
      )}
      {status === 'ready' && !!rewards?.length && (
        <Box component="ul" aria-label="Rewards" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {rewards.map((r, i) => (
            <li key={r.id}>
              <RewardTile reward={r} balance={balance} onRedeem={onRedeem} eager={i < 3} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One reward: art, brand and name, its prices, how close the balance is, and Redeem. */
const RewardTile = memo(function RewardTile({ reward, balance, onRedeem, eager }: { reward: Reward; balance: number | null; onRedeem: (r: Reward) => void; eager: boolean }) {
  const titleId = useId();
  const prices = cardPrices(reward);
  const adjustment = adjustmentLabel(reward);
  return (
    <Paper component="article" aria-labelledby={titleId} sx={{ ...raisedCardSx, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <RewardImage src={reward.image_url} eager={eager} />
        {adjustment && (
          <Chip size="small" label={adjustment.label} color={adjustment.discount ? 'success' : 'default'} sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }} />
        )}
      </Box>
      <Stack spacing={1.25} sx={{ p: 2, flex: 1 }}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            {reward.brand}
          </Typography>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
            {reward.name}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, color: 'success.main' }}>
          {prices.kind === 'from' ? `${prices.from} · ${prices.span}` : prices.labels.join(' · ')}
        </Typography>
        <Box sx={{ mt: 'auto !important', pt: 0.5, display: 'grid', gap: 1.25 }}>
          {balance !== null && <RewardProgress reward={reward} balance={balance} bold />}
          <Button
            variant="contained"
            color="secondary"
            fullWidth
            onClick={() => (balance === null ? openModal('PleaseSignUp') : onRedeem(reward))}
            aria-label={`Redeem ${reward.name}`}
            sx={bigTouchSx}
          >
            Redeem
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
});
