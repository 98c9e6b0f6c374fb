/**
 * The dashboard's daily bonus card: the bonus always has a visible place, whether or not its
 * prompt was shown. Claimable: today's reward and 'Claim now' (the Daily Bonus modal, which claims).
 * Claimed: when the next one opens, on the server's clock. Reads the same status query as the modal.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { formatHoursMinutes, type DailyBonusStatus } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { openModal } from '../../components/modals/modalStore';
import { loadState } from '../../lib/loadState';
import { useNow } from '../../lib/useDeadline';
import { claimOpen } from './bonusWindow';
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

const TITLE_ID = 'daily-bonus-card';

function Frame({ reward, children }: { reward?: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          bgcolor: '#fff7ed',
          color: '#f97316',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <LocalFireDepartmentIcon aria-hidden />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography id={TITLE_ID} sx={{ fontWeight: 700 }}>
            Daily bonus
          </Typography>
          {reward && (
            <Typography sx={{ fontWeight: 800, color: brand.green, whiteSpace: 'nowrap' }}>{reward}</Typography>
          )}
        </Stack>
        {children}
      </Box>
    </Stack>
  );
}

const streakText = (streak: number) => (streak > 0 ? `${streak}-day streak` : 'Start your streak today');

export function DailyBonusCardView({ status, bonus, offsetMs = 0, error, onRetry, onOpen }: DailyBonusCardViewProps) {
  // A minute is the card's resolution: 'next in 4h 12m'.
  const now = useNow({ offsetMs, intervalMs: 30_000 });

  if (status === 'error' || (status === 'ready' && !bonus))
    return (
      <Card component="section" aria-labelledby={TITLE_ID} sx={{ p: 2, height: '100%' }}>
        <Frame>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary" role="alert">
              {error || "Today's bonus could not be loaded."}
            </Typography>
            {onRetry && (
              <Button size="small" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Frame>
      </Card>
    );

  if (status === 'loading' || !bonus)
    return (
      <Card component="section" aria-labelledby={TITLE_ID} aria-busy="true" sx={{ p: 2, height: '100%' }}>
        <Frame>
          <Skeleton width="70%" />
          <Skeleton height={20} />
        </Frame>
      </Card>
    );

  const open = claimOpen(bonus.canClaim, bonus.nextClaimAt, now);
  const reward = bonus.nextIsWheel ? `up to ${bonus.nextRewardAmount} PM` : `+${bonus.nextRewardAmount} PM`;
  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ p: 2, height: '100%' }}>
      <Frame reward={open ? reward : undefined}>
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
      </Frame>
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
