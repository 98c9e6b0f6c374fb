/**
 * The daily challenge's data and its Collect action, shared by the page and the modal. The page
 * starts the day (POST /users/daily-challenge) on open; the modal only reads the progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DAILY_MSG, type DailyChallengeProgress } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { openModal } from '../../components/modals/modalStore';
import { collectChallenge, dailyKeys, fetchChallengeProgress, startChallengeDay, type Timed } from './dailyApi';
import { isSessionExpiry } from './claimErrors';
import { clockOffset } from './serverClock';

export function useDailyChallenge(mode: 'start' | 'read') {
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = dailyKeys.challengeProgress(user?.uid);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => (mode === 'start' ? startChallengeDay() : fetchChallengeProgress(signal)),
    enabled: !!user,
    staleTime: 0,
  });

  // Earning elsewhere (another tab, an offer postback) moves the balance: re-read the progress then.
  const balance = user?.total_coins;
  const seenBalance = useRef(balance);
  const { refetch } = query;
  useEffect(() => {
    if (seenBalance.current !== balance) void refetch();
    seenBalance.current = balance;
  }, [balance, refetch]);

  const [busy, setBusy] = useState(false);
  const collecting = useRef(false);

  const collect = async (): Promise<boolean> => {
    const progress = query.data?.value;
    if (!progress?.challenge || collecting.current) return false;
    collecting.current = true;
    setBusy(true);
    try {
      const result = await collectChallenge(progress.tier_index);
      queryClient.setQueryData<Timed<DailyChallengeProgress>>(key, {
        value: result.progress,
        offsetMs: clockOffset(result.progress.serverTime),
      });
      void refreshUser();
      if (!result.replayed)
        openModal('WellDone', {
          amount: result.amount,
          label: `on Daily challenge ${result.tier_index + 1} of ${result.progress.tiers_total}`,
        });
      return true;
    } catch (err) {
      if (!isSessionExpiry(err)) toast.error(DAILY_MSG.errorCollectingChallenge);
      void refetch();
      return false;
    } finally {
      collecting.current = false;
      setBusy(false);
    }
  };

  const onDayEnded = useCallback(() => void refetch(), [refetch]);
  return { query, busy, collect, onDayEnded };
}
