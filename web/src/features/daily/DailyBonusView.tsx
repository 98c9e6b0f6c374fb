/**
 * The Daily Bonus modal's body: the streak, the 7-day window with each day's state and
 * reward, the wheel on a wheel day, the countdown to the next claim and the one button.
 */
import { useEffect } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import CasinoIcon from '@mui/icons-material/Casino';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  DAILY_MSG,
  formatHms,
  type DailyBonusConfig,
  type DailyBonusStatus,
  type DayState,
  type WheelSegment,
} from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { brand } from '../../theme/tokens';
import { bonusWindow, claimOpen, type BonusDay } from './bonusWindow';
import { BonusWheel } from './BonusWheel';
import { useNow } from '../../lib/useDeadline';

export interface WheelSpin {
  segments: readonly WheelSegment[];
  rotation: number;
  /** False under prefers-reduced-motion: the wheel jumps to its result. */
  animate: boolean;
  /** Set once the wheel has stopped: what it landed on. */
  won?: number;
}

export interface DailyBonusViewProps {
  status: DailyBonusStatus;
  config: DailyBonusConfig | null;
  /** Server clock minus device clock. */
  offsetMs: number;
  /** A claim is on its way (or the wheel is spinning). */
  busy: boolean;
  /** Set once the server's wheel result is known. */
  spin: WheelSpin | null;
  onClaim: () => void;
  onContinue: () => void;
  onHowItWorks: () => void;
  /** The countdown reached zero: time to ask the server again. */
  onClaimOpened?: () => void;
  onSpinEnd?: () => void;
}

const TILE: Record<DayState, { bg: string; border: string; color: string }> = {
  done: { bg: '#ecfdf5', border: '#bbf7d0', color: brand.greenDark },
  today: { bg: '#fffbeb', border: brand.gold, color: brand.navy },
  bonus: { bg: '#f5f3ff', border: '#ddd6fe', color: '#6d28d9' },
  next: { bg: '#f8fafc', border: '#e2e8f0', color: '#94a3b8' },
};

const STATE_LABEL: Record<DayState, string> = {
  done: 'claimed',
  today: 'today',
  bonus: 'bonus wheel',
  next: 'upcoming',
};

function DayIcon({ day }: { day: BonusDay }) {
  if (day.state === 'done') return <CheckCircleIcon aria-hidden fontSize="small" />;
  if (day.wheel) return <CasinoIcon aria-hidden fontSize="small" />;
  if (day.state === 'today') return <CardGiftcardIcon aria-hidden fontSize="small" />;
  return <RadioButtonUncheckedIcon aria-hidden fontSize="small" />;
}

function DayTile({ day }: { day: BonusDay }) {
  const look = TILE[day.state];
  return (
    <Box
      component="li"
      aria-label={`Day ${day.day}: ${STATE_LABEL[day.state]}, ${day.reward}`}
      data-state={day.state}
      sx={{
        listStyle: 'none',
        // On phones the week is 4 + 3 tiles; the 7th (wheel) day takes the spare column.
        gridColumn: { xs: day.wheel ? 'span 2' : 'auto', sm: 'auto' },
        bgcolor: look.bg,
        border: `${day.state === 'today' ? 2 : 1}px solid ${look.border}`,
        boxShadow: day.state === 'today' ? `0 0 0 3px ${brand.gold}33` : 'none',
        borderRadius: 2,
        py: 1,
        px: 0.5,
        textAlign: 'center',
        color: look.color,
        minWidth: 0,
      }}
    >
      <Typography
        variant="caption"
        sx={{ display: 'block', fontWeight: 700, color: day.state === 'next' ? 'text.secondary' : 'inherit' }}
      >
        Day {day.day}
      </Typography>
      <Box sx={{ my: 0.25, display: 'flex', justifyContent: 'center' }}>
        <DayIcon day={day} />
      </Box>
      <Typography
        variant="caption"
        sx={{
          display: 'block',
          fontWeight: day.state === 'today' ? 800 : 600,
          lineHeight: 1.2,
          color: day.state === 'next' ? 'text.secondary' : 'text.primary',
        }}
      >
        {day.reward}
      </Typography>
    </Box>
  );
}

export function DailyBonusView({
  status,
  config,
  offsetMs,
  busy,
  spin,
  onClaim,
  onContinue,
  onHowItWorks,
  onClaimOpened,
  onSpinEnd,
}: DailyBonusViewProps) {
  // The server's clock: the claim opens, and the countdown ends, at its nextClaimAt.
  const now = useNow({ offsetMs });
  const open = claimOpen(status.canClaim, status.nextClaimAt, now);
  const reachedZero = open && !status.canClaim;
  useEffect(() => {
    if (reachedZero) onClaimOpened?.();
  }, [reachedZero, onClaimOpened]);

  const days = bonusWindow(status.streak, open, config);
  const segments = spin?.segments ?? config?.wheel.segments ?? [];
  const showWheel = (open && status.nextIsWheel && segments.length > 1) || !!spin;

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <LocalFireDepartmentIcon sx={{ color: '#f97316' }} aria-hidden />
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {status.streak > 0 ? `${status.streak}-day streak` : 'Start your streak today'}
        </Typography>
      </Stack>

      <Box
        component="ol"
        aria-label="This week's rewards"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {days.map((d) => (
          <DayTile key={d.day} day={d} />
        ))}
      </Box>

      {showWheel && (
        <Box>
          <BonusWheel
            segments={segments}
            rotation={spin?.rotation ?? 0}
            animate={spin?.animate ?? false}
            onSpinEnd={onSpinEnd}
          />
          {spin?.won !== undefined ? (
            <Typography
              role="status"
              sx={{ textAlign: 'center', mt: 1, fontWeight: 800, fontSize: 20, color: brand.green }}
            >
              You won {spin.won} PM!
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
              Day {status.nextDay} is a bonus day: spin the wheel for up to {Math.max(...segments.map((s) => s.amount))}{' '}
              PM!
            </Typography>
          )}
        </Box>
      )}

      {open ? (
        !showWheel && (
          <Typography sx={{ textAlign: 'center' }}>
            Today's reward: <strong>{status.nextRewardAmount} PM</strong>
          </Typography>
        )
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Next reward in
          </Typography>
          <Typography
            role="timer"
            aria-label="Time until the next reward"
            sx={{
              fontSize: 32,
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
              letterSpacing: '0.04em',
              color: brand.navy,
            }}
          >
            {formatHms(status.nextClaimAt ? Date.parse(status.nextClaimAt) - now : 0)}
          </Typography>
        </Box>
      )}

      {busy || open ? (
        <BusyButton
          busy={busy}
          busyLabel={DAILY_MSG.claiming}
          onClick={onClaim}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
        >
          {DAILY_MSG.claimReward}
        </BusyButton>
      ) : (
        <BusyButton busy={false} busyLabel="" onClick={onContinue} variant="contained" size="large" fullWidth>
          {DAILY_MSG.continueChallenge}
        </BusyButton>
      )}

      <Link component="button" type="button" onClick={onHowItWorks} sx={{ alignSelf: 'center', fontWeight: 600 }}>
        How it works?
      </Link>
    </Stack>
  );
}
