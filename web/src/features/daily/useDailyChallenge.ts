/**
 * The daily challenge's data and its one Collect action, shared by the /daily-challenge page and
 * the DailyChallenges modal (both render ChallengeView). Collecting is a TanStack mutation: its
 * pending state disables the button, and a click while a collect is in flight does nothing; the
 * server answers a repeat of the same tier `replayed` anyway. After a real collect the 'Well done!'
 * modal confirms it (it does not collect again).
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DAILY_MSG, type DailyChallengeProgress } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { openModal } from '../../components/modals/modalStore';
import { collectChallenge, dailyKeys, timed, useChallengeProgress, type Timed } from './dailyApi';
import { isSessionExpiry } from './claimErrors';

export function useDailyChallenge() {
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useChallengeProgress();
  const progressKey = dailyKeys.challengeProgress(user?.uid);
  const claimKey = dailyKeys.challengeClaim(user?.uid);
  const { refetch } = query;

  const mutation = useMutation({
    mutationKey: claimKey,
    mutationFn: (tier: number) => collectChallenge(tier),
    onSuccess: (result) => {
      queryClient.setQueryData<Timed<DailyChallengeProgress>>(progressKey, timed(result.progress));
      void refreshUser();
      // A replay (this tier was already collected: a retry, another tab) credited nothing now.
      if (!result.replayed)
        openModal('WellDone', {
          amount: result.amount,
          label: `on Daily challenge ${result.tier_index + 1} of ${result.progress.tiers_total}`,
        });
    },
    onError: (err) => {
      if (!isSessionExpiry(err)) toast.error(DAILY_MSG.errorCollectingChallenge);
      void refetch();
    },
  });

  const collect = () => {
    const progress = query.data?.value;
    if (!progress?.challenge || !progress.completed) return;
    if (queryClient.isMutating({ mutationKey: claimKey }) > 0) return;
    mutation.mutate(progress.tier_index);
  };

  const onDayEnded = useCallback(() => void refetch(), [refetch]);
  return { query, collecting: mutation.isPending, collect, onDayEnded };
}
