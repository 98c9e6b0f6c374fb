/**
 * The claim flow of an article (docs/articles.md): when the button unlocks, the claim
 * call (a TanStack mutation), and what each failure does.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARTICLE_MESSAGES, DAILY_ERROR_CODES, type Article, type User } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { openModal } from '../../components/modals/modalStore';
import { track } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { articleKeys, claimArticle } from './articlesApi';
import { unlockAtFromOpen, unlockAtFromRetry } from './claimDeadline';

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
  /** When the claim button unlocks (epoch ms, this device's clock); null until the article is here. */
  unlockAt: number | null;
  /** The server said it was already claimed (another tab, an earlier visit). */
  claimedElsewhere: boolean;
  /** The server said the cap is reached while claiming. */
  limitHit: boolean;
  claim: () => void;
}

const errorCode = (err: unknown) => (err instanceof ApiError ? err.code : '');

/**
 * `article` and `receivedAt` (when its response arrived, the query's dataUpdatedAt) set the first
 * deadline: the server's opened_at + 20 s. A too-early refusal moves it to now + retry_after.
 */
export function useArticleClaim(slug: string, article: Article | undefined, receivedAt: number): ArticleClaimState {
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [retryUnlockAt, setRetryUnlockAt] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: () => claimArticle(slug),
    onMutate: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    // Awaited before the mutation counts as done: the spinner stays until the user is refreshed.
    onSuccess: async (result) => {
      await refreshUser();
      track('article_claim', { ...articleEventData(slug, user), amount: result.amount });
      void queryClient.invalidateQueries({ queryKey: [...articleKeys.all, 'headers'] });
      openModal('ClamedArticle', { amount: result.amount });
    },
    onError: async (err) => {
      const code = errorCode(err);
      if (err instanceof ApiError && err.status === 403) toast.error(ARTICLE_MESSAGES.signInToClaim);
      else if (code === DAILY_ERROR_CODES.articleDailyLimit) {
        const fresh = await refreshUser();
        if (user) openDailyLimit(fresh ?? user);
      } else if (code === DAILY_ERROR_CODES.articleTooEarly) {
        toast.info(errorMessage(err));
        setRetryUnlockAt(unlockAtFromRetry(err instanceof ApiError ? err.retryAfter : undefined));
      } else if (code === DAILY_ERROR_CODES.articleAlreadyClaimed) {
        // Claimed in another tab or an earlier visit: show it as claimed.
        toast.info(errorMessage(err));
        void refreshUser();
      } else {
        // Logged; a rethrow would reach no one here, so the reader
        // gets the server's message (or 'An error occurred') instead of a button that silently fails.
        console.error('article claim failed', err);
        toast.error(errorMessage(err));
      }
    },
  });

  const claimedAmount = mutation.data?.amount ?? null;
  const failure = mutation.isError ? errorCode(mutation.error) : '';
  const openUnlockAt = article ? unlockAtFromOpen(article.opened_at, receivedAt) : null;

  return {
    claimedAmount,
    claimedElsewhere: failure === DAILY_ERROR_CODES.articleAlreadyClaimed,
    busy: mutation.isPending,
    unlockAt: retryUnlockAt ?? openUnlockAt,
    limitHit: failure === DAILY_ERROR_CODES.articleDailyLimit,
    claim: () => {
      // Claimed here already, so only the modal reopens.
      if (claimedAmount !== null) openModal('ClamedArticle', { amount: claimedAmount });
      else if (!mutation.isPending && user) mutation.mutate();
    },
  };
}
