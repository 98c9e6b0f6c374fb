/**
 * One article's visit, shared by /articles/:slug and /new/earn/articles/:slug: the fetch, the
 * bounce to the list with a toast on failure, the daily-limit check at load, and what the reader
 * may do about the reward (useArticleClaim).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ARTICLE_MESSAGES, type Article } from '@pilotmiles/core';
import { track } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { articleKeys, fetchArticle } from './articlesApi';
import type { ArticleClaim } from './ArticleView';
import { articleAds, NO_ADS, type ArticleAds } from './housePromos';
import { articleEventData, openDailyLimit, useArticleClaim } from './useArticleClaim';

export interface ArticleScreen {
  /** Undefined while it loads (a failure leaves for the list). */
  article: Article | undefined;
  claim: ArticleClaim;
  ads: ArticleAds;
}

/** `listPath`: where a failed fetch sends the reader ('/articles' or the /new list). */
export function useArticleScreen(slug: string, listPath: string): ArticleScreen {
  const navigate = useNavigate();
  const toast = useToast();
  const { status, user } = useSession();
  const uid = user?.uid ?? null;
  const query = useQuery({
    queryKey: articleKeys.article(slug, uid),
    queryFn: ({ signal }) => fetchArticle(slug, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const article = query.data;
  const claimState = useArticleClaim(slug, article, query.dataUpdatedAt);

  // A failed fetch goes to the list and says why, once: an unknown slug is 'Article not found',
  // anything else the server's message or 'An error occurred'.
  const bounced = useRef(false);
  useEffect(() => {
    const err = query.error;
    // A 403 already runs the session-expired flow, which goes to sign-in.
    if (!err || bounced.current || (err instanceof ApiError && err.status === 403)) return;
    bounced.current = true;
    const unknown = err instanceof ApiError && (err.status === 404 || err.status === 400);
    toast.error(unknown ? ARTICLE_MESSAGES.notFound : errorMessage(err));
    navigate(listPath, { replace: true });
  }, [query.error, navigate, toast, listPath]);

  // Decided once, when the article first shows: claiming the last article of the day must not
  // turn the page into the limit state under the 'Mission Completed!' modal.
  const limitAtLoad = useRef<boolean | null>(null);
  const loaded = !!article;
  useEffect(() => {
    if (!loaded || limitAtLoad.current !== null) return;
    track('article_load', articleEventData(slug, user));
    limitAtLoad.current = !!user && user.CLAIMED_ARTICLE_COINS >= user.COINS_ARTICLE_DAILY_REWARD;
    if (limitAtLoad.current && user) openDailyLimit(user);
  }, [loaded, slug, user]);

  const atLimitOnLoad =
    limitAtLoad.current ?? (!!user && user.CLAIMED_ARTICLE_COINS >= user.COINS_ARTICLE_DAILY_REWARD);
  let claim: ArticleClaim;
  if (status === 'signedOut') claim = { kind: 'visitor' };
  else if (!user || !article) claim = { kind: 'none' };
  else if (atLimitOnLoad || claimState.limitHit) claim = { kind: 'limit' };
  else
    claim = {
      kind: 'claim',
      perArticle: user.COINS_PER_ARTICLE,
      unlockAt: claimState.unlockAt,
      claimed: claimState.claimedAmount !== null || claimState.claimedElsewhere || !!article.claimed_today,
      busy: claimState.busy,
      onClaim: claimState.claim,
      onShowReward: claimState.claimedAmount !== null ? claimState.claim : undefined,
    };

  return {
    article,
    claim,
    ads: status === 'signedOut' ? articleAds('visitor') : user ? articleAds('member') : NO_ADS,
  };
}
