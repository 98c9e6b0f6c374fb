/**
 * The dashboard's daily bonus card: the bonus always has a visible place, whether or not its
 * prompt was shown. Claimable: today's reward and 'Claim now' (the Daily Bonus modal, which claims).
 * Claimed: when the next one opens, on the server's clock. Reads the same status query as the modal.
 */
import { Button, Card, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { formatHoursMinutes, type DailyBonusStatus } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { openModal } from '../../components/modals/modalStore';
import { loadState } from '../../lib/loadState';
import { useNow } from '../../lib/useDeadline';
import { claimOpen } from './bonusWindow';
import { DailyCardFrame, DailyCardPending } from './DailyCardFrame';
import { useBonusStatus } from './dailyApi';

export interface DailyBonusCardViewProps {
  status: 'loading' | 'error' | 'ready';
  bonus: DailyBonusStatus | undefined;
  /** Server minus device time (clockOffset), for the countdown. */
  offsetMs?: number;
  error?: string | null;
  onRetry?: () => void;
  onOpen: () => void;
}

const FRAME = {
  titleId: 'daily-bonus-card',
  title: 'Daily bonus',
  icon: <LocalFireDepartmentIcon aria-hidden />,
  tint: { bg: '#fff7ed', color: '#f97316' },
};

const streakText = (streak: number) => (streak > 0 ? `${streak}-day streak` : 'Start your streak today');

export function DailyBonusCardView({ status, bonus, offsetMs = 0, error, onRetry, onOpen }: DailyBonusCardViewProps) {
  // A minute is the card's resolution: 'next in 4h 12m'.
  const now = useNow({ offsetMs, intervalMs: 30_000 });

  if (status !== 'ready' || !bonus)
    return (
      <DailyCardPending
        frame={FRAME}
        status={status === 'loading' ? 'loading' : 'error'}
        loadedHeight={{ xs: 117, md: 150 }}
        error={error}
        fallbackError="Today's bonus could not be loaded."
        onRetry={onRetry}
      />
    );

  const open = claimOpen(bonus.canClaim, bonus.nextClaimAt, now);
  const reward = bonus.nextIsWheel ? `up to ${bonus.nextRewardAmount} PM` : `+${bonus.nextRewardAmount} PM`;
  return (
    <Card component="section" aria-labelledby={FRAME.titleId} sx={{ p: 2, height: '100%' }}>
      <DailyCardFrame {...FRAME} reward={open ? reward : undefined}>
        {open ? (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary">
              Day {bonus.nextDay} is ready · {streakText(bonus.streak)}
            </Typography>
            <Button variant="contained" color="secondary" size="small" onClick={onOpen}>
              Claim now
            </Button>
          </Stack>
        ) : (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CheckCircleIcon fontSize="inherit" sx={{ color: brand.green }} aria-hidden />
              Claimed today · next in {formatHoursMinutes(bonus.nextClaimAt ? Date.parse(bonus.nextClaimAt) - now : 0)}
            </Typography>
            <Button size="small" onClick={onOpen} aria-label={`${streakText(bonus.streak)}: see the week`}>
              {streakText(bonus.streak)}
            </Button>
          </Stack>
        )}
      </DailyCardFrame>
    </Card>
  );
}

/** The card with its data: the shared bonus status query. */
export function DailyBonusCard() {
  const query = useBonusStatus();
  return (
    <DailyBonusCardView
      {...loadState(query)}
      bonus={query.data?.value}
      offsetMs={query.data?.offsetMs}
      onOpen={() => openModal('DailyBonus')}
    />
  );
}
