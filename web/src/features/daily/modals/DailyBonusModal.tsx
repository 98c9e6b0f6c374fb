/** DailyBonus: today's streak reward, claimed through POST /users/daily-bonus/collect (docs/daily-bonus.md). */
import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mui/material';
import { DAILY_ERROR_CODES, type DailyBonusStatus } from '@pilotmiles/core';
import { claimOpen } from '../bonusWindow';
import { ApiError, errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useAppNavigate } from '../../../components/AppLink';
import { SectionSpinner } from '../../../components/feedback/FullScreenSpinner';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { openModal, type ModalProps } from '../../../components/modals/modalStore';
import { claimDailyBonus, dailyKeys, timed, useBonusConfig, useBonusStatus, type Timed } from '../dailyApi';
import { DailyBonusView, type WheelSpin } from '../DailyBonusView';
import { DailyDialog } from '../DailyDialog';
import { bonusClaimErrorMessage, isSessionExpiry } from '../claimErrors';
import { WHEEL_SPIN_MS, wheelRotation } from '../wheel';

/** How long the landed wheel stays in view before the success modal. */
const SHOW_RESULT_MS = 1400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Said when /collect answers with today's earlier claim: nothing was credited now, so no '+amount'. */
export const ALREADY_CLAIMED_TODAY = "You've already claimed today's bonus. Come back when the countdown ends!";

/** The status after a 409 not-yet: closed, opening `retryAfter` seconds from now on the server's clock. */
export function closedFor(status: Timed<DailyBonusStatus>, retryAfter: number, deviceNow = Date.now()) {
  const opensAt = new Date(deviceNow + status.offsetMs + retryAfter * 1000).toISOString();
  return { ...status, value: { ...status.value, canClaim: false, nextClaimAt: opensAt } };
}

export default function DailyBonusModal({ open, onClose }: ModalProps<'DailyBonus'>) {
  const status = useBonusStatus();
  const config = useBonusConfig();
  const { user, refreshUser, holdBalance } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useAppNavigate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const spinEnded = useRef<(() => void) | null>(null);

  const statusKey = dailyKeys.bonusStatus(user?.uid);
  const claimKey = dailyKeys.bonusClaim(user?.uid);
  const refetchStatus = status.refetch;
  const onClaimOpened = useCallback(() => void refetchStatus(), [refetchStatus]);

  const claim = useMutation({
    mutationKey: claimKey,
    // Pending from the click until the wheel (on a wheel day) has landed: the button stays 'Claiming...'.
    mutationFn: async (wheelDay: boolean) => {
      // On a wheel day the header's balance waits for the wheel to land.
      const release = wheelDay ? holdBalance() : null;
      try {
        const result = await claimDailyBonus();
        if (result.wheel && !result.replayed && result.wheel.segments.length > 1) {
          const { segments, segmentIndex } = result.wheel;
          const landed = new Promise<void>((resolve) => (spinEnded.current = resolve));
          setSpin({ segments, rotation: wheelRotation(segmentIndex, segments.length), animate: !reducedMotion });
          // transitionend may never come (background tab): the timer is the backstop.
          await Promise.race([landed, sleep(reducedMotion ? 0 : WHEEL_SPIN_MS + 400)]);
          setSpin((s) => s && { ...s, won: result.amount });
          await sleep(SHOW_RESULT_MS);
        }
        return result;
      } finally {
        release?.();
      }
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Timed<DailyBonusStatus>>(statusKey, timed(result.status));
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void refreshUser();
      // A replay is today's earlier claim answered again: nothing was credited now.
      if (result.replayed) toast.info(ALREADY_CLAIMED_TODAY);
      else openModal('DailyBonusSuccess', { amount: result.amount, day: result.day });
    },
    onError: (err) => {
      setSpin(null);
      if (!isSessionExpiry(err)) toast.error(bonusClaimErrorMessage(err));
      // Too early: count down from the server's retry_after at once, then read the real status.
      if (err instanceof ApiError && err.code === DAILY_ERROR_CODES.bonusNotYet && err.retryAfter !== undefined) {
        const retryAfter = err.retryAfter;
        queryClient.setQueryData<Timed<DailyBonusStatus>>(statusKey, (old) => old && closedFor(old, retryAfter));
      }
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });

  // Ignored unless the claim is open and no claim is in progress.
  const onClaim = () => {
    const data = status.data;
    if (!data || queryClient.isMutating({ mutationKey: claimKey }) > 0) return;
    if (!claimOpen(data.value.canClaim, data.value.nextClaimAt, Date.now() + data.offsetMs)) return;
    claim.mutate(data.value.nextIsWheel);
  };

  return (
    <DailyDialog open={open} onClose={onClose} id="daily-bonus" title="Daily Bonus" maxWidth="sm">
      {status.data ? (
        <DailyBonusView
          status={status.data.value}
          config={config.data ?? null}
          offsetMs={status.data.offsetMs}
          busy={claim.isPending}
          spin={spin}
          onClaim={onClaim}
          onContinue={() => {
            onClose();
            navigate('/daily-challenge');
          }}
          onHowItWorks={() => openModal('DailyBonusHowItWorks', { back: 'DailyBonus' })}
          onClaimOpened={onClaimOpened}
          onSpinEnd={() => spinEnded.current?.()}
        />
      ) : status.isError ? (
        <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <SectionSpinner label="Loading daily bonus" />
      )}
    </DailyDialog>
  );
}
