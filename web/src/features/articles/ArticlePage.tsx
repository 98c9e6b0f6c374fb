import { useEffect, useRef } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { ARTICLE_MESSAGES } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { ArticleSkeleton } from './ArticleSkeleton';
import { track } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { articleKeys, fetchArticle } from './articlesApi';
import { ArticleView, type ArticleClaim } from './ArticleView';
import { articleEventData, openDailyLimit, useArticleClaim } from './useArticleClaim';
import { articleAds, NO_ADS } from './housePromos';

/** /articles/:slug (GET /articles/{slug}); a failed fetch goes back to the list with a toast (SPEC §8). */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  // A new slug is a new visit: fresh countdown and claim state.
  return <ArticleScreen key={slug} slug={slug} />;
}

function ArticleScreen({ slug }: { slug: string }) {
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

  // A failed fetch goes to the list (SPEC §7, §8) and says why, once: an unknown slug is
  // 'Article not found', anything else the server's message or 'An error occurred'.
  const bounced = useRef(false);
  useEffect(() => {
    const err = query.error;
    // A 403 already runs the session-expired flow, which goes to sign-in.
    if (!err || bounced.current || (err instanceof ApiError && err.status === 403)) return;
    bounced.current = true;
    const unknown = err instanceof ApiError && (err.status === 404 || err.status === 400);
    toast.error(unknown ? ARTICLE_MESSAGES.notFound : errorMessage(err));
    navigate('/articles', { replace: true });
  }, [query.error, navigate, toast]);

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

  if (!article) return <ArticleSkeleton label="Loading article" />;

  const atLimitOnLoad =
    limitAtLoad.current ?? (!!user && user.CLAIMED_ARTICLE_COINS >= user.COINS_ARTICLE_DAILY_REWARD);
  let claim: ArticleClaim;
  if (status === 'signedOut') claim = { kind: 'visitor' };
  else if (!user) claim = { kind: 'none' };
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

  return (
    <>
      <ArticleView
        article={article}
        claim={claim}
        ads={status === 'signedOut' ? articleAds('visitor') : user ? articleAds('member') : NO_ADS}
      />
      <Backdrop open={claimState.busy} sx={{ zIndex: (t) => t.zIndex.modal - 1, bgcolor: 'rgba(244,247,251,0.6)' }}>
        <CircularProgress color="secondary" aria-label="Claiming" />
      </Backdrop>
    </>
  );
}
