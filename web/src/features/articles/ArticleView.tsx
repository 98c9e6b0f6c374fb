import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { readTime, readTimeLabel, splitIntro, type Article } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { AdSlot } from './AdSlot';
import { ArticleBody } from './ArticleBody';
import { ArticleImage } from './ArticleImage';
import { ClaimBanner, type ClaimBannerProps } from './ClaimBanner';
import { formatArticleDate, stripLeadingTitle } from './format';
import { NO_ADS, type ArticleAds } from './housePromos';

/**
 * What the reader may do about the reward (docs/articles.md): a visitor is invited to sign in; a
 * member at the daily cap sees no banner; otherwise the claim banner.
 */
export type ArticleClaim =
  { kind: 'visitor' } | { kind: 'none' } | { kind: 'limit' } | ({ kind: 'claim' } & ClaimBannerProps);

export interface ArticleViewProps {
  article: Article;
  claim: ArticleClaim;
  /** What the two ad slots hold; an empty slot renders nothing. */
  ads?: ArticleAds;
}

/** An article: header, intro, image, ad slot, the rest, a second ad slot, in that order. */
export function ArticleView({ article, claim, ads = NO_ADS }: ArticleViewProps) {
  const { intro, rest } = splitIntro(stripLeadingTitle(article.content, article.title));
  const { minutes, secondsLeft } = readTime(article.content_length);

  return (
    <>
      {claim.kind === 'claim' && <ClaimBanner {...claim} />}
      <Container
        component="article"
        aria-labelledby="article-title"
        maxWidth={false}
        sx={{ maxWidth: 792, py: { xs: 2.5, md: 4 } }}
      >
        <Link
          component={AppLink}
          to="/articles"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, fontSize: 14, mb: 2 }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden /> All articles
        </Link>
        <Typography
          id="article-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
        >
          {article.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, mb: 3, color: 'text.secondary', fontSize: 15 }}>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden>·</span>
          <span title={`${minutes} min ${secondsLeft} s`}>{readTimeLabel(article.content_length)}</span>
        </Stack>

        {claim.kind === 'visitor' && <SignInPrompt />}

        <ArticleBody markdown={intro} testId="article-intro" />
        <Box
          data-testid="article-image"
          sx={{ my: 3, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100', '&:empty': { display: 'none' } }}
        >
          <ArticleImage slug={article.slug} img={article.img} alt={article.title} sx={{ aspectRatio: '16 / 9' }} />
        </Box>
        <AdSlot promo={ads.afterImage} />
        <ArticleBody markdown={rest} testId="article-rest" />
        <AdSlot promo={ads.end} />
      </Container>
    </>
  );
}

/** Visitors read everything; this only tells them reading could pay (docs/product.md "Who can do what"). */
export function SignInPrompt() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        mb: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        bgcolor: 'rgba(22,163,74,0.06)',
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>Sign in to earn PilotMiles for reading</Typography>
      <Button component={AppLink} to="/auth/signin" variant="contained" color="secondary" size="small">
        Sign in
      </Button>
    </Paper>
  );
}
