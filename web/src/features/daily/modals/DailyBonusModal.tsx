/** DailyBonus: today's streak reward, claimed through POST /users/daily-bonus/collect (SPEC §4, §5, §8). */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMediaQuery } from '@mui/material';
import { claimOpen } from '../bonusWindow';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useAppNavigate } from '../../../components/AppLink';
import { SectionSpinner } from '../../../components/feedback/FullScreenSpinner';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { openModal, type ModalProps } from '../../../components/modals/modalStore';
import { claimDailyBonus, dailyKeys, useBonusConfig, useBonusStatus, type Timed } from '../dailyApi';
import { DailyBonusView, type WheelSpin } from '../DailyBonusView';
import { DailyDialog } from '../DailyDialog';
import { bonusClaimErrorMessage, isSessionExpiry } from '../claimErrors';
import { clockOffset } from '../serverClock';
import { WHEEL_SPIN_MS, wheelRotation } from '../wheel';
import type { DailyBonusStatus } from '@pilotmiles/core';

/** How long the landed wheel stays in view before the success modal. */
const SHOW_RESULT_MS = 1400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function DailyBonusModal({ open, onClose }: ModalProps<'DailyBonus'>) {
  const status = useBonusStatus();
  const config = useBonusConfig();
  const { user, refreshUser, holdBalance } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useAppNavigate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [busy, setBusy] = useState(false);
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  // A ref as well as state: a double click lands before React re-renders (SPEC §5).
  const claiming = useRef(false);
  const spinEnded = useRef<(() => void) | null>(null);

  const statusKey = dailyKeys.bonusStatus(user?.uid);
  const refetchStatus = status.refetch;
  const onClaimOpened = useCallback(() => void refetchStatus(), [refetchStatus]);

  const claim = async () => {
    const data = status.data;
    if (!data || claiming.current) return;
    if (!claimOpen(data.value.canClaim, data.value.nextClaimAt, Date.now() + data.offsetMs)) return;
    claiming.current = true;
    setBusy(true);
    // On a wheel day the header's balance waits for the wheel to land.
    const release = data.value.nextIsWheel ? holdBalance() : null;
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
      queryClient.setQueryData<Timed<DailyBonusStatus>>(statusKey, {
        value: result.status,
        offsetMs: clockOffset(result.status.serverTime),
      });
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void refreshUser();
      openModal('DailyBonusSuccess', { amount: result.amount, day: result.day });
    } catch (err) {
      if (!isSessionExpiry(err)) toast.error(bonusClaimErrorMessage(err));
      setSpin(null);
      void refetchStatus();
    } finally {
      release?.();
      claiming.current = false;
      setBusy(false);
    }
  };

  return (
    <DailyDialog open={open} onClose={onClose} id="daily-bonus" title="Daily Bonus" maxWidth="sm">
      {status.data ? (
        <DailyBonusView
          status={status.data.value}
          config={config.data ?? null}
          offsetMs={status.data.offsetMs}
          busy={busy}
          spin={spin}
          onClaim={() => void claim()}
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
