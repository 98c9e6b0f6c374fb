import { useEffect, useRef } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api';
import { articleKeys, fetchArticle } from './articlesApi';
import { ArticleView, type ArticleClaim } from './ArticleView';
import { articleEventData, openDailyLimit, useArticleClaim } from './useArticleClaim';

/** /articles/:slug (GET /articles/{slug}); a failed fetch goes back to the list (SPEC §8). */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  // A new slug is a new visit: fresh countdown and claim state.
  return <ArticleScreen key={slug} slug={slug} />;
}

function ArticleScreen({ slug }: { slug: string }) {
  const navigate = useNavigate();
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

  useEffect(() => {
    // A 403 already runs the session-expired flow, which goes to sign-in.
    if (query.isError && !(query.error instanceof ApiError && query.error.status === 403))
      navigate('/articles', { replace: true });
  }, [query.isError, query.error, navigate]);

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

  if (!article) return <SectionSpinner label="Loading article" />;

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
      <ArticleView article={article} claim={claim} />
      <Backdrop open={claimState.busy} sx={{ zIndex: (t) => t.zIndex.modal - 1, bgcolor: 'rgba(244,247,251,0.6)' }}>
        <CircularProgress color="secondary" aria-label="Claiming" />
      </Backdrop>
    </>
  );
}
