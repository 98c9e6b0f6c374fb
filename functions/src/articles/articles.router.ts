import { Router } from 'express';
import { articleClaimBody, articleHeadersQuery, articleParams } from '@pilotmiles/core';
import { authOf, moneyGuard, optionalAuth, requireAuth } from '../platform/http/auth';
import { publicReadsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { recordActivity } from '../platform/activities';
import {
  articleHeaders,
  claimArticle,
  dashboardHeaders,
  getArticle,
  interestedHeaders,
  loadViewer,
} from './articles.service';

/**
 * The article calls (docs/articles.md "Endpoints"). Reading is public (from memory, limited per IP
 * like every public catalogue read); a valid token adds the caller's claimed_today flags and, on
 * GET /{slug}, records the open that starts the 20 s claim clock. Claiming needs a session.
 */
export const articlesRouter = Router();

const viewerOf = (req: Express.Request) => loadViewer(req.auth?.uid);

articlesRouter.get('/headers', publicReadsLimit, optionalAuth, async (req, res) => {
  const query = parse(articleHeadersQuery, req, 'query');
  res.json({ data: await articleHeaders(query.searchQuery, await viewerOf(req)) });
});

articlesRouter.get('/headers/dashboard', publicReadsLimit, optionalAuth, async (req, res) => {
  res.json({ data: await dashboardHeaders(await viewerOf(req)) });
});

articlesRouter.get('/headers/interested', publicReadsLimit, optionalAuth, async (req, res) => {
  res.json({ data: await interestedHeaders(await viewerOf(req)) });
});

articlesRouter.post('/claim', ...requireAuth, ...moneyGuard, async (req, res) => {
  const body = parse(articleClaimBody, req, 'body');
  const uid = authOf(req).uid;
  const result = await claimArticle(uid, body.slug);
  await recordActivity(uid, 'article-claim', `Claimed ${result.amount} PM for reading "${body.slug}"`);
  res.json({ data: result });
});

articlesRouter.get('/:slug', publicReadsLimit, optionalAuth, async (req, res) => {
  const { slug } = parse(articleParams, req, 'params');
  res.json({ data: await getArticle(slug, await viewerOf(req)) });
});
