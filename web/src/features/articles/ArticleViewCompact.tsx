import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { readTimeLabel, splitIntro, type Article } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BackLink } from '../../components/BackLink';
import { outlinedCardSx, pillButtonSx } from '../../components/cardSx';
import { AdSlot } from './AdSlot';
import { ArticleBody } from './ArticleBody';
import { ArticleImage } from './ArticleImage';
import type { ArticleClaim } from './ArticleView';
import { ClaimBanner } from './ClaimBanner';
import { formatArticleDate, stripLeadingTitle } from './format';
import { NO_ADS, type ArticleAds } from './housePromos';

export const NEW_ARTICLES_PATH = '/new/earn/articles';

export interface ArticleViewCompactProps {
  article: Article;
  claim: ArticleClaim;
  ads?: ArticleAds;
}

/** /new/earn/articles/{slug}: a reading view (picture first, rounded, narrow column) under the claim bar. */
export function ArticleViewCompact({ article, claim, ads = NO_ADS }: ArticleViewCompactProps) {
  const { intro, rest } = splitIntro(stripLeadingTitle(article.content, article.title));
  return (
    <>
      {claim.kind === 'claim' && <ClaimBanner {...claim} />}
      <Box component="article" aria-labelledby="new-article-title" sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
        <BackLink to={NEW_ARTICLES_PATH}>All articles</BackLink>
        <Box sx={[outlinedCardSx, { my: 2, aspectRatio: '16 / 9', bgcolor: 'grey.100', border: 0 }]}>
          <ArticleImage slug={article.slug} img={article.img} alt={article.title} sx={{ height: '100%' }} eager />
        </Box>
        <Typography id="new-article-title" variant="h3" component="h1" sx={{ fontSize: { xs: 26, md: 36 }, fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, mb: 2, color: 'text.secondary', fontSize: 15 }}>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden>·</span>
          <span>{readTimeLabel(article.content_length)}</span>
        </Stack>
        {claim.kind === 'visitor' && (
          <Paper elevation={0} sx={[outlinedCardSx, { p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }]}>
            <Typography sx={{ fontWeight: 600 }}>Sign in to earn PilotMiles for reading</Typography>
            <Button component={AppLink} to="/auth/signin" variant="contained" color="secondary" sx={pillButtonSx}>
              Sign in
            </Button>
          </Paper>
        )}
        {claim.kind === 'limit' && (
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            You've reached today's article limit. Come back tomorrow!
          </Typography>
        )}
        <Box sx={{ fontSize: 18, lineHeight: 1.75 }}>
          <ArticleBody markdown={intro} testId="article-intro" />
          <AdSlot promo={ads.afterImage} />
          <ArticleBody markdown={rest} testId="article-rest" />
          <AdSlot promo={ads.end} />
        </Box>
      </Box>
    </>
  );
}
